import { countOf, formatFileSize } from '@specwright/core';
import type { TaskSettings } from '../config/app-config.js';
import { AppError } from '../http/errors.js';
import type { OwnedTaskCounts, TaskOwner } from './tasks-store.js';

const HOUR_MS = 60 * 60 * 1000;

const analyses = (count: number) => countOf(count, 'analysis', 'analyses');

/** `1 hour`, `36 hours`, `1 day`, `7 days`. */
export function formatHours(hours: number): string {
  return hours % 24 === 0 ? countOf(hours / 24, 'day') : countOf(hours, 'hour');
}

/** How many bytes a value takes stored as JSON. */
export function jsonSize(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? '');
}

/** How long an owner's finished tasks are kept: anonymous ones for less time than signed-in users'. */
export function retentionHoursOf(owner: Pick<TaskOwner, 'userId'>, limits: TaskSettings): number {
  return owner.userId === null ? limits.anonymousRetentionHours : limits.retentionHours;
}

/** Finished tasks last changed before these times are deleted. */
export function retentionCutoffs(limits: TaskSettings, now = Date.now()) {
  return {
    signedIn: new Date(now - limits.retentionHours * HOUR_MS),
    anonymous: new Date(now - limits.anonymousRetentionHours * HOUR_MS),
  };
}

export const ANONYMOUS_STORAGE_FULL_MESSAGE =
  'Signed-out analyses are using all the storage set aside for them. Sign in, or try again later.';

/**
 * 413 when `bytes` alone are more than signed-out work may keep (per address or in all), 429 when they
 * would take the owner's address, or all signed-out work, past its share (ANONYMOUS_STORAGE_BYTES and
 * ANONYMOUS_STORAGE_BYTES_PER_ADDRESS). `counts` leave those bytes out.
 */
export function assertAnonymousStorage(counts: OwnedTaskCounts, bytes: number, limits: TaskSettings): void {
  const perAddress = limits.anonymousStorageBytesPerAddress;
  if (bytes > perAddress) {
    throw new AppError(
      413,
      `This analysis takes ${formatFileSize(bytes)}; signed out, an analysis may take at most ${formatFileSize(perAddress)}. Sign in, or analyze fewer requirements at a time.`,
    );
  }
  if (counts.storedBytes + bytes > perAddress) {
    throw new AppError(
      429,
      `Signed-out analyses from your network already take ${formatFileSize(counts.storedBytes)} of the ${formatFileSize(perAddress)} set aside for each. Sign in, or try again once they are deleted (${formatHours(limits.anonymousRetentionHours)} after they end).`,
    );
  }
  if (counts.anonymousBytes + bytes > limits.anonymousStorageBytes) {
    throw new AppError(429, ANONYMOUS_STORAGE_FULL_MESSAGE);
  }
}

/**
 * 429 when the owner (a user, or a client address when signed out) already has TASK_MAX_UNFINISHED tasks
 * queued or running, or TASK_MAX_STORED tasks stored; signed out, also the storage limits of
 * assertAnonymousStorage for a request of `bytes`.
 */
export function assertWithinTaskLimits(
  counts: OwnedTaskCounts,
  owner: TaskOwner,
  bytes: number,
  limits: TaskSettings,
): void {
  if (counts.unfinished >= limits.maxUnfinished) {
    throw new AppError(
      429,
      `You already have ${analyses(counts.unfinished)} waiting or running; the limit is ${limits.maxUnfinished} at a time. Please wait for one to finish (or cancel one) and try again.`,
    );
  }
  if (counts.stored >= limits.maxStored) {
    throw new AppError(
      429,
      `You have ${analyses(counts.stored)} stored; the limit is ${limits.maxStored}. Finished analyses are deleted ${formatHours(retentionHoursOf(owner, limits))} after they end: please try again later.`,
    );
  }
  if (owner.userId === null) assertAnonymousStorage(counts, bytes, limits);
}

/** 413 when the request of a task to store is larger than TASK_MAX_BYTES. */
export function assertStorableRequest(bytes: number, limits: TaskSettings): void {
  if (bytes <= limits.maxBytes) return;
  throw new AppError(
    413,
    `This analysis request takes ${formatFileSize(bytes)}; a stored analysis may take at most ${formatFileSize(limits.maxBytes)}. Please analyze fewer requirements at a time.`,
  );
}

/** Why a task whose results are larger than TASK_MAX_BYTES failed instead of storing them. */
export function resultsTooLargeMessage(bytes: number, limits: TaskSettings): string {
  return `The results of this analysis take ${formatFileSize(bytes)}, more than the ${formatFileSize(limits.maxBytes)} a stored analysis may take. Please analyze fewer requirements at a time.`;
}
