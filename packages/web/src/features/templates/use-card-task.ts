import { FILE_MESSAGES } from '@specwright/core';
import { useCallback, useEffect, useRef, useState } from 'react';

export type CardTask = 'open' | 'download';

export interface CardTaskState {
  /** The task running now, if any: its button shows progress and the others wait. */
  running: CardTask | null;
  error: string | null;
  run: (task: CardTask, work: () => Promise<void>) => void;
}

/** Loading and error state of one card's buttons. */
export function useCardTask(): CardTaskState {
  const [running, setRunning] = useState<CardTask | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback((task: CardTask, work: () => Promise<void>) => {
    setRunning(task);
    setError(null);
    work().then(
      () => {
        if (mounted.current) setRunning(null);
      },
      (failure: unknown) => {
        if (!mounted.current) return;
        setRunning(null);
        setError(failure instanceof Error ? failure.message : FILE_MESSAGES.loadFailed);
      },
    );
  }, []);

  return { running, error, run };
}
