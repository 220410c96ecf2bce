import type { App } from '../app.js';
import { type AppConfig, type EnvironmentVariables, loadConfig } from '../config/app-config.js';
import { describeStartupFailure, startServer } from './start.js';

const shutdownTimeoutMs = 10_000;

/** SIGTERM/SIGINT close the server and database, then exit 0; a second signal or a 10 s stall forces exit 1. */
function stopOnSignals(app: App): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn(`${signal} received again; exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal} received; shutting down`);
    setTimeout(() => {
      app.log.error(`Shutdown took longer than ${shutdownTimeoutMs / 1000} s; exiting`);
      process.exit(1);
    }, shutdownTimeoutMs).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/**
 * Reads the configuration, starts the server and stops it on SIGTERM/SIGINT. Any start-up failure
 * prints one line to stderr and exits 1: never a stack trace.
 */
export async function serve(env?: EnvironmentVariables): Promise<void> {
  let config: AppConfig | undefined;
  try {
    config = loadConfig(env);
    stopOnSignals(await startServer(config));
  } catch (error) {
    process.stderr.write(`Specwright could not start: ${describeStartupFailure(error, config)}\n`);
    process.exit(1);
  }
}
