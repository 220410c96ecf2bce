import type { ReactNode } from 'react';
import { useConfig } from '../../api/use-config';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { ConfigLoadErrorScreen } from './ConfigLoadErrorScreen';
import { ConfigurationErrorScreen } from './ConfigurationErrorScreen';
import { PublicConfigContext } from './config-context';

/** Renders the app only once the configuration is loaded and complete; otherwise a screen that says why not. */
export function ConfigGate({ children }: { children: ReactNode }) {
  const config = useConfig();
  if (config.isPending) return <LoadingScreen />;
  if (config.isError) {
    return (
      <ConfigLoadErrorScreen
        message={config.error.message}
        retrying={config.isFetching}
        onRetry={() => {
          if (!config.isFetching) void config.refetch();
        }}
      />
    );
  }
  if (config.data.missingSettings.length > 0) {
    return <ConfigurationErrorScreen missingSettings={config.data.missingSettings} />;
  }
  return <PublicConfigContext value={config.data}>{children}</PublicConfigContext>;
}
