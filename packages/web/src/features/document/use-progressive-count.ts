import { startTransition, useEffect, useState } from 'react';

export const FIRST_CHUNK = 150;
export const NEXT_CHUNK = 1000;

/**
 * How many of `total` items to render: a first chunk at once, then the rest in chunks rendered as
 * transitions, so a 5,000-row document shows at once and stays responsive while it fills in.
 */
export function useProgressiveCount(total: number, first = FIRST_CHUNK, step = NEXT_CHUNK): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((current) => current + step)), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
