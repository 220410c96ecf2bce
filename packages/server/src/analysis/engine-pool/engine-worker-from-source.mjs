// The pool's worker when the server runs from its TypeScript sources (the tests): tsx compiles
// engine-worker.ts and what it imports. The built server uses the compiled engine-worker.js instead.
import { register } from 'tsx/esm/api';

register();
const worker = await import(new URL('./engine-worker.ts', import.meta.url).href);

export default worker.default;
