#!/usr/bin/env node
// The installed `specwright` command. It exists before the build so that `npm ci` links it; the
// command itself is the compiled CLI (`npm run build` writes dist/).
import { existsSync } from 'node:fs';

const compiled = new URL('../dist/main.js', import.meta.url);
if (!existsSync(compiled)) {
  console.error('specwright: the CLI is not built yet. Run `npm run build` first.');
  process.exit(2);
}
await import(compiled.href);
