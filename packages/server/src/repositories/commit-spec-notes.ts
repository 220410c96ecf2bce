import { type AuditUser, recordAudit } from '../audit/audit-log.js';
import type { Actor } from '../auth/actor.js';
import type { Database } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { reviewStatusMarkdown } from '../reviews/review-status.js';
import { assertSpecRight } from '../specs/spec-policy.js';

/**
 * The specs of `specIds` the caller may read, each once, in order. The others are left out without a
 * word, so a commit cannot tell whether a spec it names exists.
 */
export async function readableSpecIds(db: Database, actor: Actor, specIds: readonly string[]) {
  const readable: string[] = [];
  for (const specId of new Set(specIds)) {
    try {
      await assertSpecRight(db, actor, specId, 'read');
      readable.push(specId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return readable;
}

/** A committed file, with the kept spec it was written from when the app said so. */
interface CommittedFile {
  path: string;
  spec_id?: string | undefined;
}

/** The path a spec was committed to: its JSON file first, else another file written from it. */
function pathOf(specId: string, files: readonly CommittedFile[]): string | null {
  const own = files.filter((file) => file.spec_id === specId);
  return (own.find((file) => file.path.toLowerCase().endsWith('.json')) ?? own[0])?.path ?? null;
}

/** Adds a `committed` entry to the audit trail of each spec: the branch, the short sha and the file. */
export async function recordCommitted(
  db: Database,
  user: AuditUser,
  specIds: readonly string[],
  commit: { branch: string; sha: string; files: readonly CommittedFile[] },
): Promise<void> {
  const where = `${commit.branch} at ${commit.sha.slice(0, 7)}`;
  await recordAudit(
    db,
    specIds.map((specId) => {
      const path = pathOf(specId, commit.files);
      return { specId, user, action: 'committed', detail: path ? `${where}: ${path}` : where };
    }),
  );
}

/** A pull request's description with the review status of the given specs after it (unchanged when none). */
export async function withReviewStatus(db: Database, body: string, specIds: readonly string[]) {
  const section = await reviewStatusMarkdown(db, specIds);
  if (section === '') return body;
  return body.trim() === '' ? section : `${body.trimEnd()}\n\n${section}`;
}
