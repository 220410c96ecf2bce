import { WarningIcon } from '../icons';
import './config-screens.css';

interface ConfigLoadErrorScreenProps {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

/** Shown when `GET /api/config` fails: the API's message and a way to try again. */
export function ConfigLoadErrorScreen({ message, retrying, onRetry }: ConfigLoadErrorScreenProps) {
  return (
    <main className="config-screen" data-testid="config-load-error">
      <div className="config-screen__card" role="alert" aria-labelledby="config-load-error-title">
        <span className="config-screen__icon">
          <WarningIcon size={28} />
        </span>
        <h1 id="config-load-error-title" className="config-screen__title">
          Specwright could not start
        </h1>
        <p>The configuration could not be loaded from the server.</p>
        <p className="config-screen__detail">{message}</p>
        <div>
          <button
            type="button"
            className="button primary"
            onClick={onRetry}
            aria-disabled={retrying || undefined}
          >
            {retrying ? 'Retrying…' : 'Retry'}
          </button>
        </div>
      </div>
    </main>
  );
}
