import { WarningIcon } from '../icons';
import './config-screens.css';

/** Replaces the whole app when required settings are missing (spec section 2). */
export function ConfigurationErrorScreen({ missingSettings }: { missingSettings: readonly string[] }) {
  return (
    <main className="config-screen" data-testid="config-error">
      <div className="config-screen__card" role="alert" aria-labelledby="config-error-title">
        <span className="config-screen__icon">
          <WarningIcon size={28} />
        </span>
        <h1 id="config-error-title" className="config-screen__title">
          Configuration Error
        </h1>
        <p>Specwright cannot start because these settings are missing:</p>
        <ul className="config-screen__settings">
          {missingSettings.map((setting) => (
            <li key={setting}>
              <code>{setting}</code>
            </li>
          ))}
        </ul>
        <p className="config-screen__hint">
          Set them in the server's environment (or its <code>.env</code> file) and restart the server.
        </p>
      </div>
    </main>
  );
}
