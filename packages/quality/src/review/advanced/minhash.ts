/**
 * MinHash with locality-sensitive hashing (banding): finds pairs of sets whose Jaccard similarity is likely
 * above ~0.5 without comparing every pair, so a 10,000-row spec costs about as much as reading it.
 */
const BANDS = 20;
const ROWS_PER_BAND = 4;
const HASHES = BANDS * ROWS_PER_BAND;
/** A bucket holding more sets than this (boilerplate) only pairs each member with its next neighbours. */
const BUCKET_WINDOW = 25;

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

// Fixed seeds: the same input gives the same candidates on every run.
const seeds = Array.from({ length: HASHES }, (_, index) => fnv1a(`minhash-seed-${index}`) | 1);

function mix(value: number, seed: number): number {
  let hash = Math.imul(value ^ seed, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

function signature(items: ReadonlySet<string>): Uint32Array {
  const minima = new Uint32Array(HASHES).fill(0xffffffff);
  for (const item of items) {
    const base = fnv1a(item);
    for (let index = 0; index < HASHES; index++) {
      const value = mix(base, seeds[index] as number);
      if (value < (minima[index] as number)) minima[index] = value;
    }
  }
  return minima;
}

/** Candidate pairs [i, j] with i < j (indexes into `sets`), each listed once, in ascending order. Empty sets never pair. */
export function similarCandidates(sets: readonly ReadonlySet<string>[]): [number, number][] {
  const buckets = new Map<string, number[]>();
  sets.forEach((set, index) => {
    if (set.size === 0) return;
    const minima = signature(set);
    for (let band = 0; band < BANDS; band++) {
      const key = `${band}:${minima.subarray(band * ROWS_PER_BAND, (band + 1) * ROWS_PER_BAND).join(',')}`;
      const bucket = buckets.get(key);
      if (bucket) bucket.push(index);
      else buckets.set(key, [index]);
    }
  });
  const pairs = new Set<number>();
  const width = sets.length;
  for (const members of buckets.values()) {
    for (let a = 0; a < members.length; a++) {
      const limit = Math.min(members.length, a + 1 + BUCKET_WINDOW);
      for (let b = a + 1; b < limit; b++) pairs.add((members[a] as number) * width + (members[b] as number));
    }
  }
  return [...pairs].sort((x, y) => x - y).map((code) => [Math.floor(code / width), code % width]);
}
