import { repositoryEndpoints } from '@specwright/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUser } from '../auth/guard.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { type ProviderFactory, throughProvider } from './project-routes.js';
import type { RepositoriesService } from './repositories-service.js';
import { assertOwnRepository, assertReachableRemote, assertSignedIn } from './repository-policy.js';

export interface RepositoryRoutesOptions {
  repositories: RepositoriesService;
  allowLocalGitRemotes: boolean;
  providerFor: ProviderFactory;
}

const tags = ['repositories'];

interface RepositoryRequest {
  params: { id: string };
}

/** The signed-in user's repositories: list, add, edit (a blank token keeps the current one) and delete. */
export const repositoryRoutes: FastifyPluginAsyncZod<RepositoryRoutesOptions> = async (
  app,
  { repositories, allowLocalGitRemotes, providerFor },
) => {
  /** A URL is saved only if the server may reach it and its provider can use it (a GitHub URL names a repository). */
  const assertSavableUrl = async (url: string) => {
    assertReachableRemote(url, allowLocalGitRemotes);
    await throughProvider(
      () => providerFor({ url, token: '' }),
      async () => undefined,
    );
  };

  /** The caller's repository named in the path: 401 signed out, 404 for anyone else's or a missing one. */
  const ownRepository = async (request: FastifyRequest & RepositoryRequest) =>
    assertOwnRepository(assertSignedIn(await findUser(request)), await repositories.find(request.params.id));

  app.route({
    ...endpointRoute(repositoryEndpoints.list, {
      tags,
      summary: "The caller's repositories, newest first; never their access tokens",
      errors: [401],
    }),
    handler: async (request) => ({
      repositories: await repositories.list(assertSignedIn(await findUser(request)).id),
    }),
  });

  app.route({
    ...endpointRoute(repositoryEndpoints.create, {
      tags,
      summary: 'Adds a repository; its access token is stored encrypted and never returned',
      errors: [400, 401],
    }),
    handler: async (request) => {
      const actor = assertSignedIn(await findUser(request));
      await assertSavableUrl(request.body.github_url);
      return { repository: await repositories.create(actor.id, request.body) };
    },
  });

  app.route({
    ...endpointRoute(repositoryEndpoints.update, {
      tags,
      summary:
        'Changes one of the caller’s repositories (404 for anyone else’s); a blank token keeps the current one',
      errors: [400, 401, 404],
    }),
    handler: async (request) => {
      const repository = await ownRepository(request);
      await assertSavableUrl(request.body.github_url);
      return { repository: await repositories.update(repository.id, request.body) };
    },
  });

  app.route({
    ...endpointRoute(repositoryEndpoints.remove, {
      tags,
      summary: 'Deletes one of the caller’s repositories (404 for anyone else’s)',
      errors: [400, 401, 404],
    }),
    handler: async (request) => {
      const repository = await ownRepository(request);
      await repositories.remove(repository.id);
      return { ok: true as const };
    },
  });
};
