import { projectEndpoints } from '@specwright/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUser } from '../auth/guard.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { AppError } from '../http/errors.js';
import { type GitProvider, GitProviderError } from './providers/git-provider.js';
import type { RepositoriesService, RepositoryRecord } from './repositories-service.js';
import { assertOwnRepository, assertReachableRemote, assertSignedIn } from './repository-policy.js';
import { validateRepositoryFile } from './validate-file.js';

/** Makes the git provider of a repository (GitHub or plain git, by its URL). */
export type ProviderFactory = (repository: { url: string; token: string }) => GitProvider;

export interface ProjectRoutesOptions {
  repositories: RepositoriesService;
  providerFor: ProviderFactory;
  allowLocalGitRemotes: boolean;
}

const tags = ['project'];
const providerErrors = [400, 401, 403, 404, 409, 422, 429, 502, 504] as const;

/** A provider failure becomes an answer with its status and safe message; anything else stays a 500. */
async function throughProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GitProviderError) throw new AppError(error.status, error.message);
    throw error;
  }
}

/** Browsing one of the caller's repositories and committing to it (another user's → 404 on every route). */
export const projectRoutes: FastifyPluginAsyncZod<ProjectRoutesOptions> = async (
  app,
  { repositories, providerFor, allowLocalGitRemotes },
) => {
  /** The caller's repository and its provider, after checking the URL may still be reached. */
  const providerOf = async (request: FastifyRequest & { params: { id: string } }) => {
    const actor = assertSignedIn(await findUser(request));
    const repository: RepositoryRecord = assertOwnRepository(
      actor,
      await repositories.find(request.params.id),
    );
    assertReachableRemote(repository.url, allowLocalGitRemotes);
    await repositories.touch(repository.id);
    return providerFor({ url: repository.url, token: repositories.accessTokenOf(repository) });
  };

  app.route({
    ...endpointRoute(projectEndpoints.tree, {
      tags,
      summary: 'Every file of a branch (default: the default branch) with its type',
      errors: providerErrors,
    }),
    handler: async (request) => {
      const provider = await providerOf(request);
      const { branch, files } = await throughProvider(() => provider.tree(request.query.branch));
      return { branch, tree: { files } };
    },
  });

  app.route({
    ...endpointRoute(projectEndpoints.content, {
      tags,
      summary: 'The text of one file (a repository-relative path without "..")',
      errors: providerErrors,
    }),
    handler: async (request) => {
      const provider = await providerOf(request);
      return throughProvider(() => provider.content(request.query.path, request.query.branch));
    },
  });

  app.route({
    ...endpointRoute(projectEndpoints.status, {
      tags,
      summary: 'The default branch and its newest commit',
      errors: providerErrors,
    }),
    handler: async (request) => {
      const provider = await providerOf(request);
      return { status: await throughProvider(() => provider.status()) };
    },
  });

  app.route({
    ...endpointRoute(projectEndpoints.branch, {
      tags,
      summary: 'Creates a branch from the newest commit of a base branch (409 when it exists)',
      errors: providerErrors,
    }),
    handler: async (request) => {
      const provider = await providerOf(request);
      return throughProvider(() => provider.createBranch(request.body.branch_name, request.body.base_branch));
    },
  });

  app.route({
    ...endpointRoute(projectEndpoints.commit, {
      tags,
      summary: 'Writes files in one commit on a branch and publishes it',
      errors: providerErrors,
    }),
    bodyLimit: 25 * 1024 * 1024,
    handler: async (request) => {
      const provider = await providerOf(request);
      const { branch, commit_message: message, files } = request.body;
      return throughProvider(() => provider.commit({ branch, message, files }));
    },
  });

  app.route({
    ...endpointRoute(projectEndpoints.pullRequest, {
      tags,
      summary:
        'Opens a pull request (GitHub); for a plain git remote, pushes the branch and says where to open it',
      errors: providerErrors,
    }),
    handler: async (request) => {
      const provider = await providerOf(request);
      return throughProvider(() => provider.pullRequest(request.body));
    },
  });

  app.route({
    ...endpointRoute(projectEndpoints.validateFile, {
      tags,
      summary: 'Checks a spec, JSON, Markdown or YAML file and answers what is wrong with it',
      errors: [400, 401],
    }),
    bodyLimit: 25 * 1024 * 1024,
    handler: async (request) => {
      assertSignedIn(await findUser(request));
      return validateRepositoryFile(request.body.content, request.query.file_type);
    },
  });
};
