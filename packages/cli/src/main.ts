#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { runCli } from './cli.js';

const packageJson = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

process.exitCode = await runCli(
  process.argv.slice(2),
  { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(`${text}\n`) },
  packageJson.version,
);
