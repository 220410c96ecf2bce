// The PGlite worker when the server runs from its TypeScript sources (the tests): tsx compiles
// pglite-worker.ts. The built server uses the compiled pglite-worker.js instead.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./pglite-worker.ts', import.meta.url).href);
