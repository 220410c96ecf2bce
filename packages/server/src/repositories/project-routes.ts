import { projectEndpoints } from '@specwright/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUser } from '../auth/guard.js';
import type { Database } from '../db/database.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { AppError } from '../http/errors.js';
import { readableSpecIds, recordCommitted, withReviewStatus } from './commit-spec-notes.js';
import type { GitProgressBoard } from './git-progress.js';
import { type GitProgressEvent, type GitProvider, GitProviderError } from './providers/git-provider.js';
import type { RepositoriesService, RepositoryRecord } from './repositories-service.js';
import {
  assertOwnRepository,
  assertReachableRemote,
  assertSignedIn,
  assertUsableStoredUrl,
} from './repository-policy.js';
import { validateRepositoryFile } from './validate-file.js';

/** Makes the git provider of a repository (GitHub or plain git, by its URL), told the progress of long work. */
export type ProviderFactory = (repository: {
  url: string;
  token: string;
  onProgress?: ((event: GitProgressEvent) => void) | undefined;
}) => GitProvider;

export interface ProjectRoutesOptions {
  db: Database;
  repositories: RepositoriesService;
  providerFor: ProviderFactory;
  allowLocalGitRemotes: boolean;
  progress: GitProgressBoard;
}

const tags = ['project'];
export const providerErrors = [400, 401, 403, 404, 409, 422, 429, 502, 504] as const;

/**
 * Makes a provider and runs `work` with it; a provider failure, in the making (a URL it cannot use) or
 * in the work, becomes an answer with its status and safe message. Anything else stays a 500.
 */
export async function throughProvider<T>(
  makeProvider: () => GitProvider,
  work: (provider: GitProvider) => Promise<T>,
): Promise<T> {
  try {
    return await work(makeProvider());
  } catch (error) {
    if (error instanceof GitProviderError) throw new AppError(error.status, error.message);
    throw error;
  }
}

/** Browsing one of the caller's repositories and committing to it (another user's → 404 on every route). */
export const projectRoutes: FastifyPluginAsyncZod<ProjectRoutesOptions> = async (
  app,
  { db, repositories, providerFor, allowLocalGitRemotes, progress },
) => {
  const ownRepository = async (request: FastifyRequest & { params: { id: string } }) => {
    const actor = assertSignedIn(await findUser(request));
    return assertOwnRepository(actor, await repositories.find(request.params.id));
  };

  /**
   * Runs `work` with the caller's repository's provider (after checking the URL may still be reached),
   * its progress on the repository's board while it runs, provider failures answered with their status.
   */
  const withProvider = async <T>(
    request: FastifyRequest & { params: { id: string } },
    phase: string,
    work: (provider: GitProvider) => Promise<T>,
  ): Promise<T> => {
    const repository: RepositoryRecord = await ownRepository(request);
    assertUsableStoredUrl(repository.url);
    assertReachableRemote(repository.url, allowLocalGitRemotes);
    await repositories.touch(repository.id);
    const reporter = progress.start(repository.id, phase);
    try {
      const token = repositories.accessTokenOf(repository);
      const makeProvider = () => providerFor({ url: repository.url, token, onProgress: reporter.report });
      return await throughProvider(makeProvider, work);
    } finally {
      reporter.finish();
    }
  };

  app.route({
    ...endpointRoute(projectEndpoints.tree, {
      tags,
      summary: 'Every file of a branch (default: the default branch) with its type',
      errors: providerErrors,
    }),
    handler: async (request) => {
      const { branch, files } = await withProvider(request, 'Reading the files', (provider) =>
        provider.tree(request.query.branch),
      );
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
      return withProvider(request, 'Reading the file', (provider) =>
        provider.content(request.query.path, request.query.branch),
      );
    },
  });

  app.route({
    ...endpointRoute(projectEndpoints.status, {
      tags,
      summary: 'The default branch and its newest commit',
      errors: providerErrors,
    }),
    handler: async (request) => {
      return { status: await withProvider(request, 'Reading the status', (provider) => provider.status()) };
    },
  });

  app.route({
    ...endpointRoute(projectEndpoints.branch, {
      tags,
      summary: 'Creates a branch from the newest commit of a base branch (409 when it exists)',
      errors: providerErrors,
    }),
    handler: async (request) => {
      const { branch_name: name, base_branch: base } = request.body;
      return withProvider(request, 'Creating the branch', (provider) => provider.createBranch(name, base));
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
      const { branch, commit_message: message, files, spec_ids: specIds } = request.body;
      const user = assertSignedIn(await findUser(request));
      const written = files.map(({ path, content }) => ({ path, content }));
      const commit = await withProvider(request, 'Committing', (provider) =>
        provider.commit({ branch, message, files: written }),
      );
      // The commit is published: a failure to note it in the audit trail is logged, not answered.
      try {
        const committed = await readableSpecIds(db, user, specIds);
        await recordCommitted(db, user, committed, { ...commit, files });
      } catch (error) {
        request.log.error({ err: error }, 'The commit was not recorded in the audit trail');
      }
      return commit;
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
      const { spec_ids: specIds, ...pull } = request.body;
      const user = assertSignedIn(await findUser(request));
      const body = await withReviewStatus(db, pull.body, await readableSpecIds(db, user, specIds));
      return withProvider(request, 'Opening the pull request', (provider) =>
        provider.pullRequest({ ...pull, body }),
      );
    },
  });

  app.route({
    ...endpointRoute(projectEndpoints.progress, {
      tags,
      summary: 'What a long git operation on the repository (clone, push, upload) is doing now, or null',
      errors: [400, 401, 404],
    }),
    handler: async (request) => {
      const repository = await ownRepository(request);
      return { progress: progress.current(repository.id) };
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
