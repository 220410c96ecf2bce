import { rowFingerprint } from '@specwright/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { specComments, specReviewMarks, specReviews, specSignatures, specVersions } from '../db/schema.js';
import { readRows } from '../specs/spec-rows-store.js';
import { buildTestApp } from '../test/app.js';
import { type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { keepSpec } from '../test/live-workspace.js';
import { reviewStatusMarkdown } from './review-status.js';

describeEachDatabase('the review status of specs in a pull request', (database) => {
  let app: App;
  let owner: SignedInTestUser;
  beforeAll(async () => {
    app = await buildTestApp(database());
    owner = await signUpNewUser(app, 'review-status');
  });
  afterAll(() => app.close());

  /** An approved review of rows r1 and r2 with its locked baseline and two signatures. */
  async function approve(specId: string, baselineName: string | null) {
    const { db } = database();
    const [baseline] = await db
      .insert(specVersions)
      .values({ specId, version: 1, name: baselineName, rowCount: 4, data: {}, locked: true })
      .returning();
    const [review] = await db
      .insert(specReviews)
      .values({
        specId,
        title: 'Sign-in review',
        scope: 'all',
        rowIds: ['r1', 'r2'],
        status: 'approved',
        requestedBy: owner.id,
        closedAt: new Date('2026-11-20T10:00:00Z'),
        baselineVersionId: baseline?.id ?? null,
      })
      .returning();
    if (!review) throw new Error('No review');
    const rows = await readRows(db, specId);
    const fingerprintOf = (rowId: string) => {
      const row = rows.find((found) => found.id === rowId);
      if (!row) throw new Error(`No row ${rowId}`);
      return rowFingerprint(row);
    };
    await db.insert(specReviewMarks).values([
      {
        reviewId: review.id,
        rowId: 'r1',
        userId: owner.id,
        role: 'approver',
        mark: 'approved',
        fingerprint: fingerprintOf('r1'),
      },
      {
        reviewId: review.id,
        rowId: 'r2',
        userId: owner.id,
        role: 'approver',
        mark: 'approved',
        fingerprint: 'stale',
      },
    ]);
    const signature = { reviewId: review.id, specId, meaning: 'approved', contentDigest: 'digest' };
    await db.insert(specSignatures).values([
      {
        ...signature,
        userId: owner.id,
        userName: 'Ada Approver',
        signedAt: new Date('2026-11-20T09:00:00Z'),
      },
      { ...signature, userId: owner.id, userName: 'Bo *Signer*', signedAt: new Date('2026-11-20T09:30:00Z') },
    ]);
  }

  async function comment(specId: string, status: 'open' | 'resolved', threadId: string | null = null) {
    const [made] = await database()
      .db.insert(specComments)
      .values({ specId, threadId, rowId: 'r1', body: 'Which log?', status, authorId: owner.id })
      .returning();
    return made?.id ?? null;
  }

  it('says the approved baseline, its signers, the open comments and the rows changed since', async () => {
    const specId = await keepSpec(owner, 'Sign-in rules');
    await approve(specId, 'Release 1');
    const open = await comment(specId, 'open');
    await comment(specId, 'open', open);
    await comment(specId, 'resolved');
    expect(await reviewStatusMarkdown(database().db, [specId])).toBe(
      [
        '## Review status',
        '### Sign-in rules',
        [
          '- Approved baseline: Release 1 (2026-11-20), signed by Ada Approver, Bo \\*Signer\\*',
          '- Open comments: 1',
          '- 1 row changed since approval',
        ].join('\n'),
      ].join('\n\n'),
    );
  });

  it('names an unnamed baseline by its version, and a spec never approved as such', async () => {
    const approved = await keepSpec(owner, 'Approved without a name');
    await approve(approved, null);
    const fresh = await keepSpec(owner, 'Fresh spec');
    const text = await reviewStatusMarkdown(database().db, [approved, fresh]);
    expect(text).toContain('- Approved baseline: Version 1 (2026-11-20), signed by Ada Approver');
    expect(text).toContain(
      [
        '### Fresh spec',
        '',
        '- Not approved yet',
        '- Open comments: 0',
        '- 0 rows changed since approval',
      ].join('\n'),
    );
  });

  it('is empty without a spec, and leaves out a spec that no longer exists', async () => {
    expect(await reviewStatusMarkdown(database().db, [])).toBe('');
    expect(await reviewStatusMarkdown(database().db, ['00000000-0000-4000-8000-000000000000'])).toBe('');
  });
});
