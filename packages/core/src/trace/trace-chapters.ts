/** The figures of a group of requirements: a chapter with its sub-chapters, or the whole spec. */
export interface TraceCounts {
  readonly requirements: number;
  readonly withTests: number;
  /** Requirements whose last test run passed (0 without a run). */
  readonly passed: number;
  readonly failed: number;
  /** Requirements with at least one test, as a percentage of the requirements (0–100); 100 when there are none. */
  readonly coverage: number;
  /** Requirements that passed, as a percentage of the requirements, when a test run is known. */
  readonly passedShare?: number;
}

/** A chapter row and the chapters under it (by the numbering of their titles: "2.1" under "2"). */
export interface TraceChapter {
  readonly rowId: string;
  readonly title: string;
  readonly depth: number;
  readonly children: readonly TraceChapter[];
  /** Its own requirements and those of its sub-chapters. */
  readonly counts: TraceCounts;
  /** The requirement rows directly under it, in row order. */
  readonly requirementRowIds: readonly string[];
}

/** A requirement's last status, when a test run is known. */
type TallyStatus = 'passed' | 'failed' | 'untested' | undefined;

interface Counter {
  requirements: number;
  withTests: number;
  passed: number;
  failed: number;
}

const emptyCounter = (): Counter => ({ requirements: 0, withTests: 0, passed: 0, failed: 0 });

function tallyInto(counter: Counter, tested: boolean, status: TallyStatus): void {
  counter.requirements += 1;
  if (tested) counter.withTests += 1;
  if (status === 'passed') counter.passed += 1;
  else if (status === 'failed') counter.failed += 1;
}

/** The figures of a counter; `withRun` adds the share that passed. */
function countsOf(counter: Counter, withRun: boolean): TraceCounts {
  const share = (part: number) => (counter.requirements === 0 ? 100 : (part / counter.requirements) * 100);
  return {
    ...counter,
    coverage: share(counter.withTests),
    ...(withRun ? { passedShare: share(counter.passed) } : {}),
  };
}

/** The depth a chapter title's numbering gives ("3" → 1, "3.2" → 2, "3.2.1." → 3); 1 without a number. */
export function chapterDepth(title: string): number {
  const numbering = /^\s*(\d+(?:\.\d+)*)\.?(?:\s|$)/.exec(title);
  return numbering?.[1] ? numbering[1].split('.').length : 1;
}

interface Building {
  rowId: string;
  title: string;
  depth: number;
  children: Building[];
  own: Counter;
  requirementRowIds: string[];
}

function finish(node: Building, withRun: boolean): { chapter: TraceChapter; total: Counter } {
  const total = { ...node.own };
  const children = node.children.map((child) => {
    const done = finish(child, withRun);
    total.requirements += done.total.requirements;
    total.withTests += done.total.withTests;
    total.passed += done.total.passed;
    total.failed += done.total.failed;
    return done.chapter;
  });
  const chapter = {
    rowId: node.rowId,
    title: node.title,
    depth: node.depth,
    children,
    counts: countsOf(total, withRun),
    requirementRowIds: node.requirementRowIds,
  };
  return { chapter, total };
}

/**
 * The chapters of a spec as a tree, built in row order: a chapter holds the rows after it up to the next
 * chapter, and a chapter numbered deeper than the one before ("2.1" after "2") sits under it.
 * Requirements before the first chapter are in none.
 */
export class ChapterTreeBuilder {
  private readonly roots: Building[] = [];
  private readonly stack: Building[] = [];

  addChapter(rowId: string, title: string): void {
    const node: Building = {
      rowId,
      title,
      depth: chapterDepth(title),
      children: [],
      own: emptyCounter(),
      requirementRowIds: [],
    };
    while (this.stack.length > 0 && (this.stack.at(-1)?.depth ?? 0) >= node.depth) this.stack.pop();
    const parent = this.stack.at(-1);
    if (parent) parent.children.push(node);
    else this.roots.push(node);
    this.stack.push(node);
  }

  /** Counts a requirement in the current chapter; its chapter's row id, or undefined outside every chapter. */
  addRequirement(rowId: string, tested: boolean, status: TallyStatus): string | undefined {
    const current = this.stack.at(-1);
    if (!current) return undefined;
    tallyInto(current.own, tested, status);
    current.requirementRowIds.push(rowId);
    return current.rowId;
  }

  chapters(withRun: boolean): TraceChapter[] {
    return this.roots.map((root) => finish(root, withRun).chapter);
  }
}

/** The figures of every requirement of the spec. */
export class OverallCounter {
  private readonly counter = emptyCounter();

  add(tested: boolean, status: TallyStatus): void {
    tallyInto(this.counter, tested, status);
  }

  counts(withRun: boolean): TraceCounts {
    return countsOf(this.counter, withRun);
  }
}
