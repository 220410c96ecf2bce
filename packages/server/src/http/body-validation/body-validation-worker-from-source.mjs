// The pool's worker when the server runs from its TypeScript sources (the tests): tsx compiles
// body-validation-worker.ts and what it imports. The built server uses the compiled body-validation-worker.js.
import { register } from 'tsx/esm/api';

register();
const worker = await import(new URL('./body-validation-worker.ts', import.meta.url).href);

export default worker.default;
