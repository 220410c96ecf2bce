import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SPEC_FORMAT_VERSION } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { runCli } from './cli.js';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) }, out, err };
}

const spec = {
  columns: [{ field: 'description', headerName: 'Requirement' }],
  rows: [
    { id: 'a', rowOrder: 2, description: 'Second, with a comma' },
    { id: 'b', rowOrder: 1, description: 'First' },
  ],
};

describe('specwright CLI', () => {
  const dir = mkdtempSync(join(tmpdir(), 'specwright-cli-'));
  const path = join(dir, 'spec.json');
  writeFileSync(path, JSON.stringify(spec));

  it('exports a spec as CSV in row order', async () => {
    const { io, out } = capture();
    expect(await runCli(['export', path], io, '1.0.0')).toBe(0);
    expect(out.join('')).toBe('Requirement\r\nFirst\r\n"Second, with a comma"\r\n');
  });

  it('exports text a spreadsheet would run as a formula with a quote before it', async () => {
    const formulaPath = join(dir, 'formula.json');
    const formula = '=HYPERLINK("http://evil.example","x")';
    writeFileSync(
      formulaPath,
      JSON.stringify({ ...spec, rows: [{ id: 'a', rowOrder: 1, description: formula }] }),
    );
    const { io, out } = capture();
    expect(await runCli(['export', formulaPath, '--format', 'csv'], io, '1.0.0')).toBe(0);
    expect(out.join('')).toBe(`Requirement\r\n"'=HYPERLINK(""http://evil.example"",""x"")"\r\n`);
  });

  it('writes normalised JSON to a file', async () => {
    const { io } = capture();
    const output = join(dir, 'out.json');
    expect(await runCli(['export', path, '--format', 'json', '--output', output], io, '1.0.0')).toBe(0);
    const saved = JSON.parse(readFileSync(output, 'utf8'));
    expect(saved.rows.map((row: { id: string }) => row.id)).toEqual(['b', 'a']);
  });

  it('keeps the links between rows in the JSON it writes, at the current format version', async () => {
    const linkedPath = join(dir, 'linked.json');
    const link = { from: 'a', to: 'b', type: 'verifies' };
    writeFileSync(
      linkedPath,
      JSON.stringify({ ...spec, links: [link, { from: 'a', to: 'gone', type: 'refines' }] }),
    );
    const { io, out } = capture();
    expect(await runCli(['export', linkedPath, '--format', 'json'], io, '1.0.0')).toBe(0);
    const saved = JSON.parse(out.join(''));
    expect(saved.formatVersion).toBe(SPEC_FORMAT_VERSION);
    expect(saved.links).toEqual([link]);
  });

  it('explains bad input with the spec messages and an exit code', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"rows": []}');
    const { io, err } = capture();
    expect(await runCli(['export', bad], io, '1.0.0')).toBe(1);
    expect(err).toEqual(["Invalid JSON format: Missing 'columns' or 'rows'."]);
    expect(await runCli(['export', join(dir, 'missing.json')], io, '1.0.0')).toBe(1);
    expect(await runCli(['export', path, '--format', 'xml'], io, '1.0.0')).toBe(2);
    expect(await runCli(['nope'], io, '1.0.0')).toBe(2);
  });

  it('prints its version and help', async () => {
    const { io, out } = capture();
    await runCli(['version'], io, '1.2.3');
    await runCli([], io, '1.2.3');
    expect(out[0]).toBe('1.2.3\n');
    expect(out[1]).toContain('Usage: specwright');
  });
});
