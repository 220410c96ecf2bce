import { z } from 'zod';
import { type RepositoryUrlProblem, repositoryUrlProblem } from './repository-url.js';
import { text } from './text.js';

/** The messages of the repository form and calls (docs/product-rules.md, "Validation" and "Messages"). */
export const REPOSITORY_MESSAGES = {
  requiredFields: 'Please fill in required fields (Name and GitHub URL)',
  tokenRequired: 'Access token is required when adding a new repository',
  allFieldsRequired: 'Please fill in all required fields',
  addFailed: 'Failed to add repository. Please check your inputs and try again.',
  refreshFailed: 'Failed to refresh repository',
  refreshed: 'Repository refreshed successfully!',
  invalidUrl: 'The repository URL must be an https:// address such as https://github.com/owner/name.',
  notFound: 'Repository not found.',
  credentialsInUrl:
    'Remove the user name and password from the repository URL; put an access token in the token field.',
  invisibleInUrl:
    'The repository URL contains a control or invisible character (such as a zero-width space) or text that is not valid UTF-8; type it again without them.',
} as const;

/** The answer to a call on a repository saved, before the URL rule, with a URL it now refuses. */
export function storedRepositoryUrlMessage(problem: string): string {
  return `This repository's URL is not valid: ${problem} Edit the repository to fix it.`;
}

const URL_PROBLEM_MESSAGES: Record<RepositoryUrlProblem, string> = {
  invalid: REPOSITORY_MESSAGES.invalidUrl,
  credentials: REPOSITORY_MESSAGES.credentialsInUrl,
  invisible: REPOSITORY_MESSAGES.invisibleInUrl,
};

/** Why a repository URL cannot be saved or used (see `repositoryUrlProblem`), or null when it can. */
export function repositoryUrlMessage(value: string): string | null {
  const problem = repositoryUrlProblem(value);
  return problem === null ? null : URL_PROBLEM_MESSAGES[problem];
}

/**
 * A repository URL field, the one rule of every request that names a repository by URL (saving, editing,
 * the direct calls): an http(s) URL without credentials or hidden characters (`repositoryUrlProblem`).
 */
export const repositoryUrl = () =>
  text()
    .trim()
    .max(2000)
    .superRefine((value, context) => {
      const message = repositoryUrlMessage(value);
      if (message !== null) context.addIssue({ code: 'custom', message });
    });

const repositoryFields = {
  name: text().trim().min(1, REPOSITORY_MESSAGES.requiredFields).max(200),
  github_url: text().trim().min(1, REPOSITORY_MESSAGES.requiredFields).pipe(repositoryUrl()),
  description: text().trim().max(2000).default(''),
};

/** `POST /api/user/repositories`: the access token is required when adding. */
export const repositoryCreateSchema = z.object({
  ...repositoryFields,
  access_token: text().trim().min(1, REPOSITORY_MESSAGES.tokenRequired).max(1000),
});
export type RepositoryCreate = z.input<typeof repositoryCreateSchema>;

/** `PUT /api/user/repositories/{id}`: a blank or missing access token keeps the current one. */
export const repositoryUpdateSchema = z.object({
  ...repositoryFields,
  access_token: text().trim().max(1000).default(''),
});
export type RepositoryUpdate = z.input<typeof repositoryUpdateSchema>;

/** A repository as every answer shows it: never its access token (write-only), only whether one is set. */
export const repositorySchema = z.object({
  id: z.string(),
  name: z.string(),
  github_url: z.string(),
  description: z.string(),
  has_access_token: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** When the repository was last browsed or committed to; null if never. */
  last_accessed: z.string().nullable(),
});
export type Repository = z.infer<typeof repositorySchema>;

export const repositoryListSchema = z.object({ repositories: z.array(repositorySchema) });
export type RepositoryList = z.infer<typeof repositoryListSchema>;

export const repositoryAnswerSchema = z.object({ repository: repositorySchema });

/** The `{id}` of `/api/user/repositories/{id}`. */
export const repositoryParamsSchema = z.object({ id: z.uuid() });
