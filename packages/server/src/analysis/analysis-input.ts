import { type ScoreRequirement, tooManyRequirementsMessage } from '@specwright/core';
import type { ScoreInput } from '@specwright/quality';
import { AppError } from '../http/errors.js';

export const NO_REQUIREMENTS_MESSAGE = 'No requirements found in the active file.';

/** 400 for no rows, 413 for more than `maxRequirements`. */
export function checkRequirementCount(count: number, maxRequirements: number): void {
  if (count === 0) throw new AppError(400, NO_REQUIREMENTS_MESSAGE);
  if (count > maxRequirements) {
    throw new AppError(413, tooManyRequirementsMessage(count, maxRequirements));
  }
}

/** The row limits of analysis requests (MAX_REQUIREMENTS, MAX_ANONYMOUS_REQUIREMENTS, MAX_SYNC_REQUIREMENTS). */
export interface RequirementLimits {
  maxRequirements: number;
  maxAnonymousRequirements: number;
  /** Larger synchronous calls are steered to their background-task twin. */
  maxSyncRequirements: number;
}

/** Who asks for an analysis and how, which decides its row limit. */
export interface AnalysisCaller {
  signedIn: boolean;
  /** For a synchronous call with a background-task twin: the twin's path (e.g. `/api/analyze/score/async`). */
  asyncPath?: string;
}

/**
 * checkRequirementCount with the caller's limit: anonymous callers get the lower of MAX_ANONYMOUS_REQUIREMENTS
 * and MAX_REQUIREMENTS; a synchronous call above MAX_SYNC_REQUIREMENTS answers 413 naming its background twin.
 */
export function checkAnalysisRequest(count: number, limits: RequirementLimits, caller: AnalysisCaller): void {
  const { maxRequirements, maxAnonymousRequirements, maxSyncRequirements } = limits;
  if (!caller.signedIn && count > maxAnonymousRequirements && maxAnonymousRequirements < maxRequirements) {
    throw new AppError(
      413,
      `This specification has ${count} requirements; the limit without signing in is ${maxAnonymousRequirements}. Sign in to analyze up to ${maxRequirements}.`,
    );
  }
  checkRequirementCount(count, maxRequirements);
  if (caller.asyncPath !== undefined && count > maxSyncRequirements) {
    throw new AppError(
      413,
      `This specification has ${count} requirements; analyses of more than ${maxSyncRequirements} requirements run as a background task: choose "Run in the background" or call POST ${caller.asyncPath}.`,
    );
  }
}

/** Fields that describe the row or its score rather than the requirement. */
const nonTextFields = new Set([
  'id',
  'score',
  'score_description',
  'score_suggestion',
  'tempChangeStatus',
  'rowOrder',
  'this_is_a',
]);

/** The text to score: the description column when the row has one, else its other string columns joined. */
export function scoreText(row: Record<string, unknown>): string {
  if (typeof row.description === 'string') return row.description;
  return Object.entries(row)
    .filter(([field, value]) => !nonTextFields.has(field) && typeof value === 'string' && value.trim() !== '')
    .map(([, value]) => String(value).trim())
    .reduce(
      (text, value) => (text === '' ? value : `${text}${/[.!?:;]$/.test(text) ? '' : '.'} ${value}`),
      '',
    );
}

export function scoreInputs(rows: readonly ScoreRequirement[]): ScoreInput[] {
  return rows.map((row) => ({ id: row.id, text: scoreText(row) }));
}
