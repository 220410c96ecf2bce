import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLatestRelease, productInfo, readProductInfo } from './product-info.js';

describe('parseLatestRelease', () => {
  it('takes the first release heading', () => {
    const changelog = '# Changelog\n\n## 1.2.0 — 2026-12-01\n\nNew.\n\n## 1.1.0 — 2026-11-01\n';
    expect(parseLatestRelease(changelog)).toEqual({ version: '1.2.0', date: '2026-12-01' });
  });

  it('accepts a hyphen instead of an em dash and ignores other headings', () => {
    expect(parseLatestRelease('## Unreleased\n## 0.2.0 - 2027-01-02')).toEqual({
      version: '0.2.0',
      date: '2027-01-02',
    });
  });

  it('is null without a release heading', () => {
    expect(parseLatestRelease('# Changelog\n\nNothing yet.')).toBeNull();
  });
});

describe('readProductInfo', () => {
  it('reads the version from package.json and the date from CHANGELOG.md', () => {
    const dir = mkdtempSync(join(tmpdir(), 'specwright-product-'));
    try {
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ version: '3.4.5' }));
      writeFileSync(join(dir, 'CHANGELOG.md'), '## 3.4.5 — 2027-03-04\n');
      expect(readProductInfo(dir)).toEqual({ version: '3.4.5', releaseDate: '2027-03-04' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has no release date without a changelog', () => {
    const dir = mkdtempSync(join(tmpdir(), 'specwright-product-'));
    try {
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ version: '3.4.5' }));
      expect(readProductInfo(dir)).toEqual({ version: '3.4.5', releaseDate: null });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds this repository from the server package', () => {
    expect(productInfo().version).toMatch(/^\d+\.\d+\.\d+/);
    expect(productInfo().releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
