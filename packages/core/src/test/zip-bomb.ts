import { Deflate } from 'fflate';

const MIB = 1024 * 1024;

/** Deflate blocks (not final, ending on a byte) that unpack to one MiB of zeros: about 1 KB. */
function mebibyteOfZeros(): Uint8Array {
  const parts: Uint8Array[] = [];
  const deflate = new Deflate({ level: 9 }, (chunk) => parts.push(chunk));
  deflate.push(new Uint8Array(MIB));
  deflate.flush(true);
  return concat(parts);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function littleEndian(values: readonly [number, 2 | 4][]): Uint8Array {
  const out = new Uint8Array(values.reduce((total, [, width]) => total + width, 0));
  const view = new DataView(out.buffer);
  let at = 0;
  for (const [value, width] of values) {
    if (width === 2) view.setUint16(at, value, true);
    else view.setUint32(at, value, true);
    at += width;
  }
  return out;
}

interface ZipEntry {
  name: string;
  method: 0 | 8;
  packed: Uint8Array;
  declaredSize: number;
}

/** A zip archive of `entries` as they are given (CRCs are left 0: no reader here checks them). */
function zipArchive(entries: readonly ZipEntry[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = new TextEncoder().encode(entry.name);
    // Version 2.0, no flags, the method, no time, date or CRC, the sizes and the name's length.
    const common: [number, 2 | 4][] = [
      [20, 2],
      [0, 2],
      [entry.method, 2],
      [0, 2],
      [0, 2],
      [0, 4],
      [entry.packed.length, 4],
      [entry.declaredSize, 4],
      [name.length, 2],
    ];
    const local = concat([littleEndian([[0x04034b50, 4], ...common, [0, 2]]), name, entry.packed]);
    const central = littleEndian([
      [0x02014b50, 4],
      [20, 2],
      ...common,
      [0, 2],
      [0, 2],
      [0, 2],
      [0, 2],
      [0, 4],
      [offset, 4],
    ]);
    locals.push(local);
    centrals.push(concat([central, name]));
    offset += local.length;
  }
  const directory = concat(centrals);
  const count = entries.length;
  const end = littleEndian([
    [0x06054b50, 4],
    [0, 2],
    [0, 2],
    [count, 2],
    [count, 2],
    [directory.length, 4],
    [offset, 4],
    [0, 2],
  ]);
  return concat([...locals, directory, end]);
}

/**
 * A zip archive whose entry `name` holds `mebibytes` MiB of zeros, deflated by fflate (1 GiB packs into
 * about 1 MiB), its headers declaring `declaredSize` bytes (the real size unless a test wants them to lie),
 * beside the `alongside` entries, stored. Built from one deflated MiB repeated, so any size takes a moment.
 */
export function zipBomb(
  name: string,
  mebibytes: number,
  {
    declaredSize = mebibytes * MIB,
    alongside = {},
  }: { declaredSize?: number; alongside?: Record<string, Uint8Array> } = {},
): Uint8Array {
  const once = mebibyteOfZeros();
  const finalEmptyBlock = Uint8Array.of(0x03, 0x00);
  const packed = concat([...Array.from({ length: mebibytes }, () => once), finalEmptyBlock]);
  const stored = Object.entries(alongside).map(
    ([path, data]): ZipEntry => ({ name: path, method: 0, packed: data, declaredSize: data.length }),
  );
  return zipArchive([{ name, method: 8, packed, declaredSize }, ...stored]);
}
