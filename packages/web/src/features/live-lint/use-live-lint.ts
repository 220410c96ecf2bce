import type { Finding } from '@specwright/quality';
import { useEffect, useState } from 'react';
import { type Linter, loadedLinter, loadLinter } from './lint-engine';

/** Typing pauses this long before the text is linted, so keystrokes never wait for the engine. */
export const LIVE_LINT_DELAY_MS = 250;

export interface LiveLint {
  /** The text the findings belong to (the text of a moment ago while the user types). */
  text: string;
  findings: Finding[];
}

const EMPTY: LiveLint = { text: '', findings: [] };

/** Findings of a text being edited, computed in the browser after a pause in typing (no server call). */
export function useLiveLint(
  text: string,
  {
    enabled = true,
    delayMs = LIVE_LINT_DELAY_MS,
    load = loadLinter,
  }: { enabled?: boolean; delayMs?: number; load?: () => Promise<Linter> } = {},
): LiveLint {
  const [result, setResult] = useState<LiveLint>(EMPTY);
  useEffect(() => {
    if (!enabled || text.trim() === '') {
      setResult(EMPTY);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      const lint = (linter: Linter) => {
        if (cancelled) return;
        try {
          setResult({ text, findings: linter(text) });
        } catch {
          setResult(EMPTY);
        }
      };
      const ready = load === loadLinter ? loadedLinter() : null;
      if (ready) lint(ready);
      else load().then(lint, () => setResult(EMPTY));
    }, delayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [text, enabled, delayMs, load]);
  return result;
}
