import { useState } from 'react';
import { Notice } from '../../ui/Notice';

/** Messages that only mean "signed out" are not shown in the tree's error banner. */
const isSignInMessage = (message: string) =>
  message.includes('No authentication token found') || message.includes('No authenticated user found');

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The project tree's error banner: the first failure (of the tree, then of the status) not closed yet,
 * with a close button. A later failure of the same call is a new error, shown again.
 */
export function RepositoryErrorBanner({ failures }: { failures: readonly unknown[] }) {
  const [dismissed, setDismissed] = useState<readonly unknown[]>([]);
  const shown = failures.find(
    (failure) => failure && !dismissed.includes(failure) && !isSignInMessage(errorText(failure)),
  );
  if (!shown) return null;
  return (
    <div className="repository-browser__error">
      <Notice tone="error">{errorText(shown)}</Notice>
      <button
        type="button"
        className="icon-button"
        aria-label="Dismiss error"
        onClick={() => setDismissed((earlier) => [...earlier.slice(-3), shown])}
      >
        ×
      </button>
    </div>
  );
}
