export interface Figure {
  label: string;
  value: number;
  unit: 'ms' | 'req/s' | 'MB' | 'KB' | '×';
  /** The budget the figure must stay within; for req/s a minimum, otherwise a maximum. */
  budget?: number;
}

export interface Benchmark {
  name: string;
  run(): Promise<Figure[]>;
}

function withinBudget(figure: Figure): boolean {
  if (figure.budget === undefined) return true;
  return figure.unit === 'req/s' ? figure.value >= figure.budget : figure.value <= figure.budget;
}

/** Prints one line per figure; returns true when any figure is over its budget. */
export function printResults(figures: Figure[]): boolean {
  let over = false;
  for (const figure of figures) {
    const ok = withinBudget(figure);
    over ||= !ok;
    const budget =
      figure.budget === undefined ? '' : ` (budget ${figure.budget} ${figure.unit}${ok ? '' : ' — OVER'})`;
    console.log(`${figure.label.padEnd(48)} ${figure.value.toFixed(1).padStart(9)} ${figure.unit}${budget}`);
  }
  return over;
}

export function percentile(sortedValues: number[], p: number): number {
  if (sortedValues.length === 0) return Number.NaN;
  const index = Math.min(sortedValues.length - 1, Math.ceil((p / 100) * sortedValues.length) - 1);
  return sortedValues[Math.max(0, index)] ?? Number.NaN;
}
