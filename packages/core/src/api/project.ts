import { z } from 'zod';
import { text } from './text.js';

/** What a repository file is, by its name: a spec tab can be made from `spec` and `json` files. */
export const repositoryFileTypes = ['spec', 'json', 'markdown', 'yaml', 'text', 'code'] as const;
export type RepositoryFileType = (typeof repositoryFileTypes)[number];

export const repositoryFileEntrySchema = z.object({
  path: z.string(),
  name: z.string(),
  type: z.enum(repositoryFileTypes),
  isImportable: z.boolean(),
});
export type RepositoryFileEntry = z.infer<typeof repositoryFileEntrySchema>;

const CODE_EXTENSIONS = new Set([
  'ts',
  'tsx',
  'js',
  'jsx',
  'mjs',
  'cjs',
  'py',
  'go',
  'rs',
  'java',
  'kt',
  'cs',
  'c',
  'h',
  'cpp',
  'hpp',
  'rb',
  'php',
  'swift',
  'scala',
  'sh',
  'sql',
  'html',
  'css',
  'scss',
  'vue',
  'svelte',
]);

/** The entry of a file at `path`: `*.spec.json` (or a JSON file under a `specs` folder) is a spec. */
export function repositoryFileEntry(path: string): RepositoryFileEntry {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const lower = name.toLowerCase();
  const extension = lower.includes('.') ? lower.slice(lower.lastIndexOf('.') + 1) : '';
  const isJson = extension === 'json';
  const isSpec = isJson && (lower.endsWith('.spec.json') || /(^|\/)specs?\//i.test(path));
  const type: RepositoryFileType = isSpec
    ? 'spec'
    : isJson
      ? 'json'
      : extension === 'md' || extension === 'markdown'
        ? 'markdown'
        : extension === 'yaml' || extension === 'yml'
          ? 'yaml'
          : CODE_EXTENSIONS.has(extension)
            ? 'code'
            : 'text';
  return { path, name, type, isImportable: isJson };
}

export const PROJECT_MESSAGES = {
  invalidPath: 'The file path must be relative to the repository, without "..", "." or empty parts.',
  selectRepository: 'Please select a repository first',
  commitMessage: 'Please enter a commit message',
  pullRequestTitle: 'Please enter a pull request title',
  branchName: 'Please enter a branch name',
  pullRequestCreated: 'Successfully created pull request!',
} as const;

/** A repository-relative path without `..`, `.`, empty parts, a leading slash, a backslash or a control character. */
export function isSafeRepositoryPath(path: string): boolean {
  if (path === '' || path.length > 1000 || path.startsWith('/') || path.includes('\\')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(path)) return false;
  return path.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && part !== '.git');
}

/** A repository-relative file path field (see `isSafeRepositoryPath`). */
export const repositoryPath = () => text().trim().refine(isSafeRepositoryPath, PROJECT_MESSAGES.invalidPath);

/** A branch name git accepts (a subset of `git check-ref-format`). */
export function isValidBranchName(name: string): boolean {
  if (name === '' || name.length > 200 || name.startsWith('/') || name.endsWith('/') || name.endsWith('.'))
    return false;
  if (name.startsWith('-') || name.includes('..') || name.includes('//') || name.includes('@{')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u0020\u007f~^:?*[\\]/.test(name)) return false;
  return name.split('/').every((part) => !part.startsWith('.') && !part.endsWith('.lock'));
}

/** A branch name field (see `isValidBranchName`). */
export const branchName = () =>
  text()
    .trim()
    .min(1, PROJECT_MESSAGES.branchName)
    .refine(isValidBranchName, 'That is not a valid branch name.');

export const projectTreeQuerySchema = z.object({ branch: branchName().optional() });
export const projectTreeSchema = z.object({
  branch: z.string(),
  tree: z.object({ files: z.array(repositoryFileEntrySchema) }),
});

export const projectContentQuerySchema = z.object({
  path: repositoryPath(),
  branch: branchName().optional(),
});
export const projectContentSchema = z.object({ path: z.string(), content: z.string() });

export const projectStatusSchema = z.object({ status: z.object({ branch: z.string(), sha: z.string() }) });

export const projectBranchRequestSchema = z.object({
  branch_name: branchName(),
  base_branch: branchName().default('main'),
});
export const projectBranchSchema = z.object({ branch: z.string(), sha: z.string() });

/** At most this many files, and this much text in all, in one commit. */
export const MAX_COMMIT_FILES = 200;
export const MAX_COMMIT_BYTES = 20 * 1024 * 1024;

export const projectCommitRequestSchema = z.object({
  commit_message: text().trim().min(1, PROJECT_MESSAGES.commitMessage).max(5000),
  branch: branchName(),
  files: z
    .array(
      z.object({
        path: repositoryPath(),
        content: text().max(MAX_COMMIT_BYTES),
        /** The kept spec (one of `spec_ids`) the file was written from: its audit entry names this path. */
        spec_id: z.uuid().optional(),
      }),
    )
    .min(1, 'Choose at least one file to commit.')
    .max(MAX_COMMIT_FILES),
  /** The kept specs these files were written from: each gets a `committed` entry in its audit trail. */
  spec_ids: z.array(z.uuid()).max(MAX_COMMIT_FILES).default([]),
});
export const projectCommitSchema = z.object({ branch: z.string(), sha: z.string() });

export const projectPullRequestRequestSchema = z.object({
  title: text().trim().min(1, PROJECT_MESSAGES.pullRequestTitle).max(300),
  body: text().max(60_000).default(''),
  head: branchName(),
  base: branchName().default('main'),
  /** The kept specs the branch carries: their review status is added to the description. */
  spec_ids: z.array(z.uuid()).max(MAX_COMMIT_FILES).default([]),
});
export const projectPullRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('opened'), number: z.number(), url: z.string() }),
  z.object({
    kind: z.literal('pushed'),
    head: z.string(),
    base: z.string(),
    compare_url: z.string().nullable(),
    message: z.string(),
  }),
]);
export type ProjectPullRequest = z.infer<typeof projectPullRequestSchema>;

/** `POST /api/project/file/validate?file_type`: the kinds of file it checks. */
export const validateFileQuerySchema = z.object({ file_type: z.enum(['spec', 'json', 'markdown', 'yaml']) });
export const validateFileRequestSchema = z.object({ content: text().max(MAX_COMMIT_BYTES) });
export const validateFileSchema = z.object({ valid: z.boolean(), errors: z.array(z.string()) });

/**
 * `GET …/repositories/{id}/progress`: what a long git operation on the repository (a clone, a push, many
 * files uploaded) is doing now, or null when none is running. `percent` is null while the total is unknown.
 */
export const gitProgressSchema = z.object({
  progress: z
    .object({
      phase: z.string(),
      loaded: z.number(),
      total: z.number().nullable(),
      percent: z.number().nullable(),
    })
    .nullable(),
});
export type GitProgress = NonNullable<z.infer<typeof gitProgressSchema>['progress']>;
