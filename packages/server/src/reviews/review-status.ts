import { rowFingerprint } from '@specwright/core';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { specComments, specReviews, specSignatures, specs, specVersions } from '../db/schema.js';
import { readRows, type Tx } from '../specs/spec-rows-store.js';
import { approvedRowsOf } from './approved-rows.js';

/** The most characters the section takes: GitHub keeps a description of at most 65,536. */
const MAX_SECTION_LENGTH = 5000;

const plural = (amount: number, one: string, many: string) => `${amount} ${amount === 1 ? one : many}`;

/** Markdown characters that would change how a title or a name reads, escaped. */
const escaped = (text: string) => text.replace(/[\\`*_[\]<>#|~]/g, (character) => `\\${character}`);

/** The newest approved review of the spec: its baseline's name, when it closed and who signed it. */
async function approvalOf(tx: Tx, specId: string): Promise<string> {
  const [approved] = await tx
    .select({
      id: specReviews.id,
      title: specReviews.title,
      closedAt: specReviews.closedAt,
      baselineName: specVersions.name,
      baselineVersion: specVersions.version,
    })
    .from(specReviews)
    .leftJoin(specVersions, eq(specVersions.id, specReviews.baselineVersionId))
    .where(and(eq(specReviews.specId, specId), eq(specReviews.status, 'approved')))
    .orderBy(desc(specReviews.closedAt))
    .limit(1);
  if (!approved) return 'Not approved yet';
  const signers = await tx
    .select({ name: specSignatures.userName })
    .from(specSignatures)
    .where(eq(specSignatures.reviewId, approved.id))
    .orderBy(asc(specSignatures.signedAt));
  const name =
    approved.baselineName ??
    (approved.baselineVersion === null ? approved.title : `Version ${approved.baselineVersion}`);
  const date = approved.closedAt ? ` (${approved.closedAt.toISOString().slice(0, 10)})` : '';
  const names = signers.map((signer) => escaped(signer.name)).join(', ') || 'nobody';
  return `Approved baseline: ${escaped(name)}${date}, signed by ${names}`;
}

async function openCommentsOf(tx: Tx, specId: string): Promise<number> {
  const [open] = await tx
    .select({ amount: count() })
    .from(specComments)
    .where(
      and(eq(specComments.specId, specId), isNull(specComments.threadId), eq(specComments.status, 'open')),
    );
  return open?.amount ?? 0;
}

/** Rows whose content differs from what was approved (rows never approved are not counted). */
async function changedSinceApprovalOf(tx: Tx, specId: string): Promise<number> {
  const approved = await approvedRowsOf(tx, specId);
  if (approved.size === 0) return 0;
  const rows = await readRows(tx, specId);
  return rows.filter((row) => {
    const fingerprint = approved.get(row.id);
    return fingerprint !== undefined && fingerprint !== rowFingerprint(row);
  }).length;
}

async function specStatus(tx: Tx, specId: string): Promise<string | null> {
  const [spec] = await tx.select({ title: specs.title }).from(specs).where(eq(specs.id, specId));
  if (!spec) return null;
  const [approval, openComments, changed] = [
    await approvalOf(tx, specId),
    await openCommentsOf(tx, specId),
    await changedSinceApprovalOf(tx, specId),
  ];
  return [
    `### ${escaped(spec.title)}`,
    '',
    `- ${approval}`,
    `- Open comments: ${openComments}`,
    `- ${plural(changed, 'row', 'rows')} changed since approval`,
  ].join('\n');
}

/**
 * The "Review status" section a pull request's description ends with, for specs the caller may read:
 * each spec's approved baseline (or that it is not approved), its open comments and the rows changed
 * since approval. Empty when there is no spec to tell of; specs past the length allowed are counted.
 */
export async function reviewStatusMarkdown(tx: Tx, specIds: readonly string[]): Promise<string> {
  const parts: string[] = [];
  let length = 0;
  let left = 0;
  for (const specId of specIds) {
    const part = await specStatus(tx, specId);
    if (part === null) continue;
    if (length + part.length > MAX_SECTION_LENGTH) left += 1;
    else {
      parts.push(part);
      length += part.length + 2;
    }
  }
  if (parts.length === 0 && left === 0) return '';
  const more = left > 0 ? [`And ${plural(left, 'more spec', 'more specs')} not listed here.`] : [];
  return ['## Review status', ...parts, ...more].join('\n\n');
}
