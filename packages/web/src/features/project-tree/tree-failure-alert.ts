import { REPOSITORY_MESSAGES } from '@specwright/core';
import { useEffect } from 'react';
import { showRepositoryMessage } from './project-tree-dialogs-wiring';
import { errorText } from './RepositoryErrorBanner';

export const TREE_FAILED_TITLE = 'Cannot Load Repository';
export const REFRESH_FAILED_TITLE = 'Refresh Failed';

/**
 * The failures already said. The query keeps its error object until the next answer, so a re-render,
 * or the panel folded away and opened again, does not say the same failure twice.
 */
const announced = new WeakSet<object>();

const errorLine = (error: unknown) => `Error: ${errorText(error)}`;

function announceOnce(error: unknown, title: string, message: string): void {
  if (typeof error === 'object' && error !== null) {
    if (announced.has(error)) return;
    announced.add(error);
  }
  showRepositoryMessage({ title, message });
}

/**
 * The repository whose tree the user has just asked for (chosen in the selector, or added from the
 * tree). Only such a load says its failure in an alert: a tree loaded on its own (the panel opening, the
 * app starting, a repository added on the Repository Management tab) shows the banner only, so an
 * unreachable forge does not put a dialog in front of the user at every start.
 */
let askedFor: string | null = null;

export function treeAskedFor(repositoryId: string | null): void {
  askedFor = repositoryId;
}

/** Says 'Error: …' once for each failed load the user asked for (the banner stays too). */
export function useTreeFailureAlert(repositoryId: string | null, error: unknown, answered: boolean): void {
  useEffect(() => {
    if (!answered || repositoryId === null || askedFor !== repositoryId) return;
    askedFor = null;
    if (error) announceOnce(error, TREE_FAILED_TITLE, errorLine(error));
  }, [repositoryId, error, answered]);
}

/**
 * A failed refresh says both that the refresh failed and the tree's 'Error: …' in one message (one
 * dialog shows at a time); the plain alert for the same failure is then not shown over it.
 */
export function announceRefreshFailure(error: unknown): void {
  if (typeof error === 'object' && error !== null) announced.delete(error);
  announceOnce(error, REFRESH_FAILED_TITLE, `${REPOSITORY_MESSAGES.refreshFailed}\n${errorLine(error)}`);
}
