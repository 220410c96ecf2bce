import { Inflate, strFromU8 } from 'fflate';
import { EXCHANGE_MESSAGES } from './messages.js';

/** How far an archive may unpack: in all (the sizes its entries declare) and per entry, against its packed size. */
export interface UnzipLimits {
  maxBytes: number;
  maxRatio: number;
}

export const UNZIP_LIMITS: UnzipLimits = { maxBytes: 256 * 1024 * 1024, maxRatio: 200 };

/** Entries up to this size are not held to the ratio: small parts of real files pack very well too. */
const RATIO_GRACE_BYTES = 1024 * 1024;
/** Compressed bytes given to the inflater at a time, so one step never unpacks more than about 16 MB. */
const INFLATE_STEP = 16 * 1024;

/** An archive refused before it could take the memory it asks for; the message says why, for the user. */
export class ArchiveRefusedError extends Error {
  override name = 'ArchiveRefusedError';
}

/** The entries of an opened zip archive and a read of one of them (undefined for a name it does not have). */
export interface ZipArchive {
  readonly names: readonly string[];
  read(name: string): Uint8Array | undefined;
}

interface Entry {
  method: number;
  encrypted: boolean;
  packedSize: number;
  size: number;
  headerOffset: number;
}

const u16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) | (u16(bytes, at + 2) << 16)) >>> 0;
const u64 = (bytes: Uint8Array, at: number) => u32(bytes, at) + u32(bytes, at + 4) * 2 ** 32;
const ZIP64_MARK = 0xffffffff;

function damaged(): never {
  throw new Error('The zip archive is damaged.');
}

/** Where the central directory starts and how many entries it lists (zip64 archives included). */
function centralDirectory(bytes: Uint8Array): { offset: number; count: number } {
  let end = bytes.length - 22;
  const stop = Math.max(0, end - 65_535);
  while (end >= stop && u32(bytes, end) !== 0x06054b50) end--;
  if (end < stop) damaged();
  const count = u16(bytes, end + 10);
  const offset = u32(bytes, end + 16);
  if (count !== 0xffff && offset !== ZIP64_MARK) return { offset, count };
  const locator = end - 20;
  if (u32(bytes, locator) !== 0x07064b50) damaged();
  const record = u64(bytes, locator + 8);
  if (u32(bytes, record) !== 0x06064b50) damaged();
  return { offset: u64(bytes, record + 48), count: u64(bytes, record + 32) };
}

/** The sizes and offset a zip64 extra field holds for the fields marked 0xFFFFFFFF, in their order. */
function zip64Values(bytes: Uint8Array, extraStart: number, extraEnd: number, entry: Entry): Entry {
  for (let at = extraStart; at + 4 <= extraEnd; at += 4 + u16(bytes, at + 2)) {
    if (u16(bytes, at) !== 1) continue;
    let field = at + 4;
    const next = () => {
      const value = u64(bytes, field);
      field += 8;
      return value;
    };
    const size = entry.size === ZIP64_MARK ? next() : entry.size;
    const packedSize = entry.packedSize === ZIP64_MARK ? next() : entry.packedSize;
    const headerOffset = entry.headerOffset === ZIP64_MARK ? next() : entry.headerOffset;
    return { ...entry, size, packedSize, headerOffset };
  }
  return entry;
}

function readEntries(bytes: Uint8Array): Map<string, Entry> {
  const { offset, count } = centralDirectory(bytes);
  const entries = new Map<string, Entry>();
  let at = offset;
  for (let index = 0; index < count; index++) {
    if (u32(bytes, at) !== 0x02014b50) damaged();
    const nameLength = u16(bytes, at + 28);
    const extraStart = at + 46 + nameLength;
    const extraEnd = extraStart + u16(bytes, at + 30);
    const entry = zip64Values(bytes, extraStart, extraEnd, {
      method: u16(bytes, at + 10),
      encrypted: (u16(bytes, at + 8) & 1) === 1,
      packedSize: u32(bytes, at + 20),
      size: u32(bytes, at + 24),
      headerOffset: u32(bytes, at + 42),
    });
    entries.set(strFromU8(bytes.subarray(at + 46, extraStart)), entry);
    at = extraEnd + u16(bytes, at + 32);
  }
  return entries;
}

/** Refuses, before anything is unpacked, an archive whose entries declare too much in all or per packed byte. */
function checkDeclaredSizes(entries: Iterable<Entry>, limits: UnzipLimits): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.size;
    if (total > limits.maxBytes) {
      throw new ArchiveRefusedError(EXCHANGE_MESSAGES.unpacksTooLarge(limits.maxBytes));
    }
    if (entry.size > RATIO_GRACE_BYTES && entry.size > entry.packedSize * limits.maxRatio) {
      throw new ArchiveRefusedError(EXCHANGE_MESSAGES.compressedTooMuch(limits.maxRatio));
    }
  }
}

/** Inflates one entry, counting the bytes that really come out: never more than the entry declares. */
function inflateEntry(packed: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(size);
  let length = 0;
  const inflater = new Inflate((chunk) => {
    if (length + chunk.length > size)
      throw new ArchiveRefusedError(EXCHANGE_MESSAGES.unpacksMoreThanDeclared);
    out.set(chunk, length);
    length += chunk.length;
  });
  if (packed.length === 0) damaged();
  for (let at = 0; at < packed.length; at += INFLATE_STEP) {
    const end = Math.min(at + INFLATE_STEP, packed.length);
    inflater.push(packed.subarray(at, end), end === packed.length);
  }
  if (length !== size) damaged();
  return out;
}

/**
 * Opens a zip archive (.xlsx today) within `limits`: the sizes its entries declare are checked before
 * anything is unpacked, and the bytes each entry really unpacks to are counted while inflating, so a
 * header that understates them does not help. Throws an ArchiveRefusedError with the user's message for
 * an archive over the limits, and an Error for a damaged one.
 */
export function openZip(bytes: Uint8Array, limits: UnzipLimits = UNZIP_LIMITS): ZipArchive {
  const entries = readEntries(bytes);
  checkDeclaredSizes(entries.values(), limits);
  const read = (name: string): Uint8Array | undefined => {
    const entry = entries.get(name);
    if (!entry) return undefined;
    const at = entry.headerOffset;
    if (u32(bytes, at) !== 0x04034b50 || entry.encrypted) damaged();
    const start = at + 30 + u16(bytes, at + 26) + u16(bytes, at + 28);
    const packed = bytes.subarray(start, start + entry.packedSize);
    if (packed.length !== entry.packedSize) damaged();
    if (entry.method === 0) return entry.size === entry.packedSize ? packed : damaged();
    if (entry.method !== 8) damaged();
    return inflateEntry(packed, entry.size);
  };
  return { names: [...entries.keys()], read };
}
