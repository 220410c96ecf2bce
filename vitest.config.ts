import { defineConfig } from 'vitest/config';

// One runner for every package; `source` resolves workspace packages to their TypeScript sources.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // eventsource-parser (used by the AI SDK) also exports a `source` condition pointing at TypeScript
    // files Node cannot load: let Vite transform it (and the MCP SDK, which imports it) instead of externalising it.
    server: {
      deps: {
        inline: ['eventsource-parser', /@ai-sdk\//, /node_modules\/ai\//, /@modelcontextprotocol\/sdk/],
      },
    },
    projects: [
      {
        extends: true,
        test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'quality',
          include: ['packages/quality/src/**/*.test.ts', 'packages/quality/eval/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts', 'packages/cli/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['packages/web/src/test/setup.ts'],
          // Lazily loaded parts (the lint engine, dialogs) take seconds on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
    ],
    pool: 'forks',
    maxWorkers: 2,
  },
});
