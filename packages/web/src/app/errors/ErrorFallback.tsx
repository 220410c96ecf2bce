import { WarningIcon } from '../../ui/icons';
import './errors.css';

interface ErrorFallbackProps {
  error: Error;
  actionLabel: string;
  onAction: () => void;
  /** 'screen' fills the window (root), 'panel' fills a tab. */
  layout: 'screen' | 'panel';
}

/** What an error boundary shows: what happened, in words, and one way out. */
export function ErrorFallback({ error, actionLabel, onAction, layout }: ErrorFallbackProps) {
  return (
    <div className={`error-fallback error-fallback--${layout}`} role="alert">
      <span className="error-fallback__icon">
        <WarningIcon size={28} />
      </span>
      <h2 className="error-fallback__title">Something went wrong</h2>
      <p className="error-fallback__message">{error.message || 'An unknown error occurred.'}</p>
      <button type="button" className="button primary" onClick={onAction}>
        {actionLabel}
      </button>
    </div>
  );
}
