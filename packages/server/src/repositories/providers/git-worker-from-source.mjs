// The git worker when the server runs from its TypeScript sources (the tests): tsx compiles git-worker.ts
// and what it imports. The built server uses the compiled git-worker.js instead.
import { register } from 'tsx/esm/api';

register();
const worker = await import(new URL('./git-worker.ts', import.meta.url).href);

export default worker.default;
