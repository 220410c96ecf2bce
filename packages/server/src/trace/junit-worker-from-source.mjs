// The pool's worker when the server runs from its TypeScript sources (the tests): tsx compiles
// junit-worker.ts and what it imports. The built server uses the compiled junit-worker.js.
import { register } from 'tsx/esm/api';

register();
const worker = await import(new URL('./junit-worker.ts', import.meta.url).href);

export default worker.default;
