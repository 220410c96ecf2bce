import { ErrorScreen } from '../../ui/ErrorScreen';

interface ConfigLoadErrorScreenProps {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

/** Shown when `GET /api/config` fails: the API's message and a way to try again. */
export function ConfigLoadErrorScreen({ message, retrying, onRetry }: ConfigLoadErrorScreenProps) {
  return (
    <ErrorScreen title="Specwright could not start" testId="config-load-error">
      <p>The configuration could not be loaded from the server.</p>
      <p className="app-screen__detail">{message}</p>
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
    </ErrorScreen>
  );
}
