import {
  type Repository,
  type RepositoryCreate,
  type RepositoryUpdate,
  withoutUrlCredentials,
} from '@specwright/core';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { repositories } from '../db/schema.js';
import type { TokenCipher } from './token-cipher.js';

export type RepositoryRecord = typeof repositories.$inferSelect;

type RepositoryFields = Required<Omit<RepositoryCreate, 'access_token'>> & { access_token: string };

/** A repository as answers show it: everything but its token (nor one saved in its URL before that was refused). */
export function repositoryView(row: RepositoryRecord): Repository {
  return {
    id: row.id,
    name: row.name,
    github_url: withoutUrlCredentials(row.url),
    description: row.description,
    has_access_token: row.accessTokenEncrypted !== '',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_accessed: row.lastAccessedAt?.toISOString() ?? null,
  };
}

export interface RepositoriesServiceDependencies {
  db: Database;
  cipher: TokenCipher;
}

/** A user's repositories. Tokens are encrypted on the way in and only decrypted for the git providers. */
export function repositoriesService({ db, cipher }: RepositoriesServiceDependencies) {
  async function list(userId: string): Promise<Repository[]> {
    const rows = await db
      .select()
      .from(repositories)
      .where(eq(repositories.userId, userId))
      .orderBy(desc(repositories.createdAt));
    return rows.map(repositoryView);
  }

  async function find(id: string): Promise<RepositoryRecord | null> {
    const [found] = await db.select().from(repositories).where(eq(repositories.id, id));
    return found ?? null;
  }

  async function create(userId: string, fields: RepositoryFields): Promise<Repository> {
    const [created] = await db
      .insert(repositories)
      .values({
        userId,
        name: fields.name,
        url: fields.github_url,
        description: fields.description,
        accessTokenEncrypted: cipher.encrypt(fields.access_token),
      })
      .returning();
    if (!created) throw new Error('The repository was not created');
    return repositoryView(created);
  }

  /** Changes a repository; a blank access token keeps the current one. */
  async function update(id: string, fields: Required<RepositoryUpdate>): Promise<Repository> {
    const [updated] = await db
      .update(repositories)
      .set({
        name: fields.name,
        url: fields.github_url,
        description: fields.description,
        ...(fields.access_token === '' ? {} : { accessTokenEncrypted: cipher.encrypt(fields.access_token) }),
      })
      .where(eq(repositories.id, id))
      .returning();
    if (!updated) throw new Error('The repository was not updated');
    return repositoryView(updated);
  }

  async function remove(id: string): Promise<void> {
    await db.delete(repositories).where(eq(repositories.id, id));
  }

  /** Notes that the repository was just browsed or committed to (its "Last Used" date). */
  async function touch(id: string): Promise<void> {
    // Using a repository is not changing it: its "Updated" date stays.
    await db
      .update(repositories)
      .set({ lastAccessedAt: new Date(), updatedAt: sql`${repositories.updatedAt}` })
      .where(eq(repositories.id, id));
  }

  /** The decrypted token, for a git provider only: never for an answer or a log. */
  function accessTokenOf(record: RepositoryRecord): string {
    return cipher.decrypt(record.accessTokenEncrypted);
  }

  return { list, find, create, update, remove, touch, accessTokenOf };
}

export type RepositoriesService = ReturnType<typeof repositoriesService>;
