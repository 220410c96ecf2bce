import { useEffect, useState } from 'react';

/** The progress dialog fills 10 % every 100 ms, then stays full. */
export const PROGRESS_STEP_PERCENT = 10;
export const PROGRESS_STEP_MS = 100;

export function useProgressFill(): number {
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => {
      setPercent((current) => {
        const next = Math.min(100, current + PROGRESS_STEP_PERCENT);
        if (next === 100) clearInterval(timer);
        return next;
      });
    }, PROGRESS_STEP_MS);
    return () => clearInterval(timer);
  }, []);
  return percent;
}
