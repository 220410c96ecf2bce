import { z } from 'zod';
import {
  branchName,
  projectContentSchema,
  projectStatusSchema,
  projectTreeSchema,
  repositoryPath,
} from './project.js';
import { repositoryUrl } from './repositories.js';
import { text } from './text.js';

/**
 * The direct repository calls (`/api/project/repository/*`, `/api/project/file/*`) name a repository in
 * the request instead of by a saved repository's id: a GitHub `owner` and `repo` (on github.com), or the
 * `url` of any https remote (a GitHub Enterprise host or a plain git forge), with an optional token.
 */
export const DIRECT_MESSAGES = {
  repositoryRequired: 'Name the repository: owner and repo (on github.com), or its url.',
} as const;

/** A GitHub account or repository name: letters, digits, `.`, `_` and `-`. */
const gitHubName = () =>
  text()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w.-]+$/, 'Owner and repo are names such as acme and specs.')
    .refine((name) => name !== '.' && name !== '..', 'Owner and repo are names such as acme and specs.');

const directRepositoryFields = {
  owner: gitHubName().optional(),
  repo: gitHubName().optional(),
  url: repositoryUrl().optional(),
  access_token: text().trim().max(1000).default(''),
};

function namesRepository(value: {
  owner?: string | undefined;
  repo?: string | undefined;
  url?: string | undefined;
}) {
  const byName = value.owner !== undefined && value.repo !== undefined;
  return value.url !== undefined ? value.owner === undefined && value.repo === undefined : byName;
}

const directRepositorySchema = z.object(directRepositoryFields);
const repositoryRequired = { message: DIRECT_MESSAGES.repositoryRequired } as const;

/** The repository a direct call names, without its token. */
export interface DirectRepository {
  owner?: string | undefined;
  repo?: string | undefined;
  url?: string | undefined;
}

/** The remote URL of a direct call's repository: its `url`, or `https://github.com/<owner>/<repo>`. */
export function directRepositoryUrl(repository: DirectRepository): string {
  if (repository.url !== undefined) return repository.url;
  return `https://github.com/${repository.owner ?? ''}/${repository.repo ?? ''}`;
}

/** `POST /api/project/repository/connect`: checks the repository can be read with the token. */
export const directConnectRequestSchema = directRepositorySchema.refine(namesRepository, repositoryRequired);
export const directConnectSchema = z.object({
  repository: z.object({
    id: z.string(),
    name: z.string(),
    full_name: z.string(),
    url: z.string(),
    default_branch: z.string(),
  }),
});

/** `GET /api/project/repository/tree?owner&repo&branch&access_token`: branch defaults to main. */
export const directTreeQuerySchema = directRepositorySchema
  .extend({ branch: branchName().default('main') })
  .refine(namesRepository, repositoryRequired);
export const directTreeSchema = projectTreeSchema;

/** `GET /api/project/file/content?owner&repo&path&branch&access_token`. */
export const directContentQuerySchema = directRepositorySchema
  .extend({ path: repositoryPath(), branch: branchName().optional() })
  .refine(namesRepository, repositoryRequired);
export const directContentSchema = projectContentSchema;

/** `GET /api/project/repository/status?owner&repo&access_token`. */
export const directStatusQuerySchema = directRepositorySchema.refine(namesRepository, repositoryRequired);
export const directStatusSchema = projectStatusSchema;
