/** Parsing or stringifying this many rows takes a few milliseconds. */
const ROWS_PER_SLICE = 1000;
const NEWLINE = 0x0a;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A list of rows as bytes to transfer to or from a worker thread without a copy: one JSON line per slice of
 * ROWS_PER_SLICE rows, stringified a slice at a time with the event loop running in between. (A structured
 * clone of 20,000 rows would hold the receiving thread's event loop for tens of milliseconds at once.)
 */
export async function encodeInSlices(rows: readonly unknown[]): Promise<Uint8Array<ArrayBuffer>> {
  const lines: Buffer[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_SLICE) {
    lines.push(Buffer.from(`${JSON.stringify(rows.slice(start, start + ROWS_PER_SLICE))}\n`));
    await yieldToEventLoop();
  }
  // Its own ArrayBuffer (not a slice of Node's shared buffer pool), so that it can be transferred.
  const bytes = new Uint8Array(lines.reduce((total, line) => total + line.length, 0));
  let offset = 0;
  for (const line of lines) {
    bytes.set(line, offset);
    offset += line.length;
  }
  return bytes;
}

/** The rows encodeInSlices encoded, parsed a slice at a time with the event loop running in between. */
export async function decodeSlices<Row>(bytes: Uint8Array): Promise<Row[]> {
  const decoder = new TextDecoder();
  const rows: Row[] = [];
  for (let start = 0; start < bytes.length; ) {
    const end = bytes.indexOf(NEWLINE, start);
    // Lines of our own encoding: JSON arrays of rows of the expected type.
    const slice = JSON.parse(decoder.decode(bytes.subarray(start, end))) as Row[];
    for (const row of slice) rows.push(row);
    start = end + 1;
    await yieldToEventLoop();
  }
  return rows;
}
