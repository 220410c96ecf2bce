import { REPOSITORY_MESSAGES } from '@specwright/core';
import { useEffect } from 'react';
import { runAction } from '../../actions/app-actions';
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
  runAction('dialogs.showMessage', { source: 'panel' }, { title, message });
}

/** Says 'Error: …' once for each failed load of the repository's tree (the banner stays too). */
export function useTreeFailureAlert(error: unknown): void {
  useEffect(() => {
    if (error) announceOnce(error, TREE_FAILED_TITLE, errorLine(error));
  }, [error]);
}

/**
 * A failed refresh says both that the refresh failed and the tree's 'Error: …' in one message (one
 * dialog shows at a time); the plain alert for the same failure is then not shown over it.
 */
export function announceRefreshFailure(error: unknown): void {
  if (typeof error === 'object' && error !== null) announced.delete(error);
  announceOnce(error, REFRESH_FAILED_TITLE, `${REPOSITORY_MESSAGES.refreshFailed}\n${errorLine(error)}`);
}
