import { type ReactNode, useId } from 'react';
import { WarningIcon } from './icons';
import './app-screen.css';

interface ErrorScreenProps {
  title: string;
  testId: string;
  children: ReactNode;
}

/** A whole-window screen shown instead of the app when it cannot start: a warning, a title and why. */
export function ErrorScreen({ title, testId, children }: ErrorScreenProps) {
  const titleId = useId();
  return (
    <main className="app-screen" data-testid={testId}>
      <div className="app-screen__card" role="alert" aria-labelledby={titleId}>
        <span className="app-screen__icon">
          <WarningIcon size={28} />
        </span>
        <h1 id={titleId} className="app-screen__title">
          {title}
        </h1>
        {children}
      </div>
    </main>
  );
}

interface GoneScreenProps {
  title: string;
  testId: string;
  /** The server's reason. */
  message: string;
  /** Who to ask for a new one. */
  advice: string;
}

/** A link that no longer works (a shared spec, an invitation): why, who to ask, and the way into the app. */
export function GoneScreen({ title, testId, message, advice }: GoneScreenProps) {
  return (
    <ErrorScreen title={title} testId={testId}>
      <p>{message}</p>
      <p>{advice}</p>
      <p>
        <a href="/">Go to Specwright</a>
      </p>
    </ErrorScreen>
  );
}

interface RetryScreenProps {
  title: string;
  testId: string;
  message: string;
  retry: () => void;
  retrying?: boolean;
}

/** A page whose content could not be loaded: why, and Retry. */
export function RetryScreen({ title, testId, message, retry, retrying = false }: RetryScreenProps) {
  return (
    <ErrorScreen title={title} testId={testId}>
      <p>{message}</p>
      <p>
        <button type="button" className="button primary" onClick={retry}>
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
      </p>
    </ErrorScreen>
  );
}
