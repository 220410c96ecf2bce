import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipBomb } from '../test/zip-bomb.js';
import { EXCHANGE_MESSAGES } from './messages.js';
import { ArchiveRefusedError, openZip, UNZIP_LIMITS } from './zip-read.js';

const MIB = 1024 * 1024;
const highRatio = { maxBytes: 8 * MIB, maxRatio: 10_000 };
const zeros = (bytes: Uint8Array | undefined) => bytes?.every((byte) => byte === 0) ?? false;

/** How much the process's peak memory (resident set) grew while `work` ran, in MiB. */
function peakGrowth(work: () => void): number {
  const before = process.resourceUsage().maxRSS;
  work();
  return (process.resourceUsage().maxRSS - before) / 1024;
}

function refusal(work: () => void): string {
  try {
    work();
  } catch (error) {
    if (error instanceof ArchiveRefusedError) return error.message;
    throw error;
  }
  throw new Error('The archive was opened.');
}

describe('openZip', () => {
  it('reads the entries fflate wrote, deflated or stored, and nothing it does not have', () => {
    const text = 'The system shall start. '.repeat(1000);
    for (const level of [0, 6] as const) {
      const archive = openZip(zipSync({ 'xl/a.xml': strToU8(text), 'b/é.txt': strToU8('') }, { level }));
      expect(archive.names).toEqual(['xl/a.xml', 'b/é.txt']);
      expect(strFromU8(archive.read('xl/a.xml') ?? new Uint8Array())).toBe(text);
      expect(archive.read('b/é.txt')).toEqual(new Uint8Array());
      expect(archive.read('missing.xml')).toBeUndefined();
    }
  });

  it('the zip bomb of the tests holds what it says, for fflate too', () => {
    const bomb = zipBomb('zeros', 3);
    expect(bomb.length).toBeLessThan(5000);
    const read = openZip(bomb, highRatio).read('zeros');
    expect([read?.length, zeros(read)]).toEqual([3 * MIB, true]);
    const unzipped = unzipSync(bomb).zeros;
    expect([unzipped?.length, zeros(unzipped)]).toEqual([3 * MIB, true]);
  });

  it('refuses a 1 MiB file that unpacks to 1 GiB before unpacking it, its peak memory growing by little', () => {
    const bomb = zipBomb('xl/worksheets/sheet1.xml', 1024);
    expect(bomb.length).toBeLessThan(1.1 * MIB);
    let message = '';
    const grown = peakGrowth(() => {
      message = refusal(() => openZip(bomb).read('xl/worksheets/sheet1.xml'));
    });
    expect(message).toBe('This file unpacks to more than 256 MB; it cannot be opened.');
    expect(grown).toBeLessThan(64);
  });

  it('refuses the same bomb whose headers say 1 KB once it unpacks more than that', () => {
    const bomb = zipBomb('xl/worksheets/sheet1.xml', 1024, { declaredSize: 1024 });
    const archive = openZip(bomb);
    let message = '';
    const grown = peakGrowth(() => {
      message = refusal(() => archive.read('xl/worksheets/sheet1.xml'));
    });
    expect(message).toBe(EXCHANGE_MESSAGES.unpacksMoreThanDeclared);
    expect(grown).toBeLessThan(64);
  });

  it('refuses an entry compressed more than the ratio allows, and archives declaring more than the limit', () => {
    expect(refusal(() => openZip(zipBomb('zeros', 4)))).toBe(
      `This file is compressed more than ${UNZIP_LIMITS.maxRatio} times; it cannot be opened.`,
    );
    expect(openZip(zipBomb('zeros', 4), highRatio).read('zeros')).toHaveLength(4 * MIB);
    expect(refusal(() => openZip(zipBomb('zeros', 4), { maxBytes: 3 * MIB, maxRatio: 2000 }))).toBe(
      'This file unpacks to more than 3 MB; it cannot be opened.',
    );
  });

  it('throws a plain error for a damaged archive', () => {
    const zip = zipSync({ 'a.xml': strToU8('<a/>'.repeat(100)) });
    expect(() => openZip(zip.subarray(0, 40))).toThrow('The zip archive is damaged.');
    const cut = zipBomb('zeros', 1, { declaredSize: 2 * MIB });
    expect(() => openZip(cut, highRatio).read('zeros')).toThrow('The zip archive is damaged.');
  });
});
