/**
 * Serves the code scan benchmark's repository over smart HTTP from a process of its own (run with tsx), so
 * the measured process's event loop does only the server's share of a scan: prints `{ "url": … }` once
 * listening, and stops when its standard input closes.
 */
import { startGitHttpServer } from '../../packages/server/src/test/git-http-server.js';

const [token = '', fileCount = '0', requirements = '1'] = process.argv.slice(2);

/** A test file of about 40 lines whose first two tests name a requirement each, in 100 folders. */
function repositoryFiles(count: number, ids: number): Record<string, string> {
  const files: Record<string, string> = {};
  for (let index = 0; index < count; index++) {
    const lines = [`import { expect, it } from 'vitest';`, ''];
    for (let test = 0; test < 6; test++) {
      const id = test < 2 ? `REQ-${((index * 2 + test) % ids) + 1}` : `case ${test}`;
      lines.push(`// Covers the sign-in rules (${test}).`);
      lines.push(`it('${id} of file ${index}', () => {`);
      lines.push(`  const value = ${index} + ${test};`, '  expect(value).toBeGreaterThan(-1);', '});', '');
    }
    files[`src/module-${index % 100}/file-${index}.test.ts`] = lines.join('\n');
  }
  return files;
}

const server = await startGitHttpServer(token, repositoryFiles(Number(fileCount), Number(requirements)));
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
process.stdin.resume();
process.stdin.on('end', () => void server.close().then(() => process.exit(0)));
