import { ErrorScreen } from '../../ui/ErrorScreen';

/** Replaces the whole app when required settings are missing. */
export function ConfigurationErrorScreen({ missingSettings }: { missingSettings: readonly string[] }) {
  return (
    <ErrorScreen title="Configuration Error" testId="config-error">
      <p>Specwright cannot start because these settings are missing:</p>
      <ul className="app-screen__settings">
        {missingSettings.map((setting) => (
          <li key={setting}>
            <code>{setting}</code>
          </li>
        ))}
      </ul>
      <p className="app-screen__hint">
        Set them in the server's environment (or its <code>.env</code> file) and restart the server.
      </p>
    </ErrorScreen>
  );
}
