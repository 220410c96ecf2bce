/**
 * The ids of `sequence` whose order differs from `reference`: the ids outside one longest run that keeps
 * the reference's order (a longest increasing subsequence of their reference places, O(n log n)). Ids
 * missing from `reference` are left out.
 */
export function movedIds(reference: readonly string[], sequence: readonly string[]): Set<string> {
  const place = new Map<string, number>();
  reference.forEach((id, index) => {
    place.set(id, index);
  });
  const common = sequence.filter((id) => place.has(id));
  const places = common.map((id) => place.get(id) ?? 0);
  // tails[k]: index in `places` of the smallest tail of an increasing run of length k + 1.
  const tails: number[] = [];
  const previous: number[] = new Array<number>(places.length).fill(-1);
  places.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((places[tails[middle] ?? 0] ?? 0) < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1] ?? -1;
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let index = tails.at(-1) ?? -1; index >= 0; index = previous[index] ?? -1) kept.add(index);
  const moved = new Set<string>();
  common.forEach((id, index) => {
    if (!kept.has(index)) moved.add(id);
  });
  return moved;
}

/**
 * The merged order: `theirs` as it is, with each id of `placedByMine` put right after the row it follows
 * in `mine` (the nearest earlier row of `mine` that is in the result; the start when there is none).
 */
export function mergedOrder(
  theirs: readonly string[],
  mine: readonly string[],
  placedByMine: ReadonlySet<string>,
  isKept: (id: string) => boolean,
): string[] {
  const inTheirs = theirs.filter((id) => isKept(id) && !placedByMine.has(id));
  const present = new Set(inTheirs);
  const following = new Map<string | null, string[]>();
  let last: string | null = null;
  for (const id of mine) {
    if (placedByMine.has(id) && isKept(id)) {
      following.set(last, [...(following.get(last) ?? []), id]);
      last = id;
    } else if (present.has(id)) {
      last = id;
    }
  }
  const order: string[] = [];
  // Depth first without recursion: a long run of rows added one after another stays off the call stack.
  const emit = (after: string | null) => {
    const stack = [...(following.get(after) ?? [])].reverse();
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      order.push(id);
      stack.push(...[...(following.get(id) ?? [])].reverse());
    }
  };
  emit(null);
  for (const id of inTheirs) {
    order.push(id);
    emit(id);
  }
  return order;
}
