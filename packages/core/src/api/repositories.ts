import { z } from 'zod';
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
} as const;

/** An http(s) URL; whether plain http and local hosts are allowed is the server's setting. */
function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const repositoryFields = {
  name: text().trim().min(1, REPOSITORY_MESSAGES.requiredFields).max(200),
  github_url: text()
    .trim()
    .min(1, REPOSITORY_MESSAGES.requiredFields)
    .max(2000)
    .refine(isWebUrl, REPOSITORY_MESSAGES.invalidUrl),
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
