import { type DirectRepository, directProjectEndpoints, directRepositoryUrl } from '@specwright/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUser } from '../auth/guard.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { type ProviderFactory, providerErrors, throughProvider } from './project-routes.js';
import type { GitProvider } from './providers/git-provider.js';
import { assertReachableRemote, assertSignedIn } from './repository-policy.js';

export interface DirectRoutesOptions {
  providerFor: ProviderFactory;
  allowLocalGitRemotes: boolean;
}

const tags = ['project'];

/**
 * The direct repository calls: a repository named in the request (GitHub `owner` and `repo`, or the `url`
 * of any https remote) read with the token the request carries. Signed-in users only; the URL goes
 * through the same address check and providers as a saved repository. The token is never stored, and
 * the log shows `access_token` in a query string as [REDACTED].
 */
export const directRoutes: FastifyPluginAsyncZod<DirectRoutesOptions> = async (
  app,
  { providerFor, allowLocalGitRemotes },
) => {
  const withProvider = async <T>(
    request: FastifyRequest,
    repository: DirectRepository & { access_token: string },
    work: (provider: GitProvider) => Promise<T>,
  ): Promise<T> => {
    assertSignedIn(await findUser(request));
    const url = directRepositoryUrl(repository);
    assertReachableRemote(url, allowLocalGitRemotes);
    return throughProvider(() => providerFor({ url, token: repository.access_token }), work);
  };

  app.route({
    ...endpointRoute(directProjectEndpoints.connect, {
      tags,
      summary: 'Checks a repository can be read with a token and answers its id, name, full name and URL',
      errors: providerErrors,
    }),
    handler: async (request) => ({
      repository: await withProvider(request, request.body, (provider) => provider.describe()),
    }),
  });

  app.route({
    ...endpointRoute(directProjectEndpoints.tree, {
      tags,
      summary: 'Every file of a branch (default main) of a repository named by owner and repo, or url',
      errors: providerErrors,
    }),
    handler: async (request) => {
      const { branch, files } = await withProvider(request, request.query, (provider) =>
        provider.tree(request.query.branch),
      );
      return { branch, tree: { files } };
    },
  });

  app.route({
    ...endpointRoute(directProjectEndpoints.content, {
      tags,
      summary: 'The text of one file of a repository named by owner and repo, or url',
      errors: providerErrors,
    }),
    handler: (request) =>
      withProvider(request, request.query, (provider) =>
        provider.content(request.query.path, request.query.branch),
      ),
  });

  app.route({
    ...endpointRoute(directProjectEndpoints.status, {
      tags,
      summary: 'The default branch and its newest commit, of a repository named by owner and repo, or url',
      errors: providerErrors,
    }),
    handler: async (request) => ({
      status: await withProvider(request, request.query, (provider) => provider.status()),
    }),
  });
};
