import type { SpecLink } from '../spec/links.js';

const isVerifies = (link: SpecLink) =>
  link.toSpec === undefined && (link.type === 'verifies' || link.type.trim().toLowerCase() === 'verifies');

/** Lists per row as one flat array and each row's offsets into it (built in two passes, no array per row). */
class RowLists {
  readonly start: Int32Array;
  readonly items: Int32Array;
  private readonly fill: Int32Array;

  constructor(counts: Int32Array) {
    this.start = new Int32Array(counts.length + 1);
    for (let row = 0; row < counts.length; row++)
      this.start[row + 1] = (this.start[row] ?? 0) + (counts[row] ?? 0);
    this.items = new Int32Array(this.start[counts.length] ?? 0);
    this.fill = this.start.slice(0, counts.length);
  }

  add(row: number, item: number): void {
    const at = this.fill[row] ?? 0;
    this.items[at] = item;
    this.fill[row] = at + 1;
  }

  count(row: number): number {
    return (this.start[row + 1] ?? 0) - (this.start[row] ?? 0);
  }

  map<T>(row: number, each: (item: number) => T): T[] {
    if (this.count(row) === 0) return [];
    const result: T[] = [];
    for (let at = this.start[row] ?? 0; at < (this.start[row + 1] ?? 0); at++)
      result.push(each(this.items[at] ?? 0));
    return result;
  }
}

/**
 * A spec's links by row index: the tests that verify each row, the rows each verifies, each row's other
 * links (links across specs at their `from` end) and which rows have a suspect link. Linear in the links;
 * a link to a row the spec does not hold is left out.
 */
export class TraceLinkIndex {
  readonly verifiedBy: RowLists;
  readonly verifies: RowLists;
  readonly others: RowLists;
  readonly suspectRows: Uint8Array;
  readonly suspectLinks: SpecLink[] = [];

  constructor(
    readonly links: readonly SpecLink[],
    rowIndex: ReadonlyMap<string, number>,
  ) {
    const rows = rowIndex.size;
    const from = new Int32Array(links.length);
    const to = new Int32Array(links.length);
    const verifying = new Uint8Array(links.length);
    const verifiedCounts = new Int32Array(rows);
    const verifiesCounts = new Int32Array(rows);
    const otherCounts = new Int32Array(rows);
    this.suspectRows = new Uint8Array(rows);
    links.forEach((link, index) => {
      const f = rowIndex.get(link.from) ?? -1;
      const t = link.toSpec === undefined ? (rowIndex.get(link.to) ?? -1) : -2;
      from[index] = f;
      to[index] = t;
      if (f < 0 || t === -1) return;
      if (link.suspect) {
        this.suspectLinks.push(link);
        this.suspectRows[f] = 1;
        if (t >= 0) this.suspectRows[t] = 1;
      }
      if (t >= 0 && isVerifies(link)) {
        verifying[index] = 1;
        verifiedCounts[t] = (verifiedCounts[t] ?? 0) + 1;
        verifiesCounts[f] = (verifiesCounts[f] ?? 0) + 1;
        return;
      }
      otherCounts[f] = (otherCounts[f] ?? 0) + 1;
      if (t >= 0) otherCounts[t] = (otherCounts[t] ?? 0) + 1;
    });
    this.verifiedBy = new RowLists(verifiedCounts);
    this.verifies = new RowLists(verifiesCounts);
    this.others = new RowLists(otherCounts);
    links.forEach((link, index) => {
      const f = from[index] ?? -1;
      const t = to[index] ?? -1;
      if (f < 0 || t === -1) return;
      if (verifying[index] === 1) {
        this.verifiedBy.add(t, f);
        this.verifies.add(f, t);
        return;
      }
      this.others.add(f, index);
      if (t >= 0) this.others.add(t, index);
    });
  }
}
