/// <reference lib="dom" />
/**
 * In-page timing for browser benchmarks: a start mark taken by a capture listener when the user's own
 * event happens (file chosen, Enter pressed) or when the bench acts (scroll), and an end mark taken by a
 * MutationObserver the moment the expected text is in the DOM, plus the next frame after it (painted).
 */
import type { Page } from '@playwright/test';

export interface Timing {
  /** Start to the expected text being in the DOM. */
  dom: number;
  /** Start to the frame after that (the change painted). */
  painted: number;
  /** Start to each milestone element first being in the DOM, by name. */
  milestones: Record<string, number>;
}

interface BenchWindow {
  __benchStart?: number;
  __benchDone?: Promise<Timing>;
}

export interface StartTrigger {
  /** 'now' starts the clock when the watcher is armed; otherwise a capture listener on the window. */
  event: 'now' | 'change' | 'keydown';
  /** The event's target must match this selector (or sit inside a match). */
  selector?: string;
  key?: string;
}

/** Arms the clock and the watcher; then act, then `await timing(page)`. */
export async function armTiming(
  page: Page,
  start: StartTrigger,
  expected: { selector: string; text?: string; milestones?: Record<string, string> },
): Promise<void> {
  await page.evaluate(
    ({ start, expected }) => {
      const w = window as unknown as BenchWindow;
      w.__benchStart = undefined;
      if (start.event === 'now') w.__benchStart = performance.now();
      else {
        const onEvent = (event: Event) => {
          const target = event.target instanceof Element ? event.target : null;
          if (start.selector && !target?.closest(start.selector)) return;
          if (start.key && (event as KeyboardEvent).key !== start.key) return;
          w.__benchStart = performance.now();
          window.removeEventListener(start.event, onEvent, true);
        };
        window.addEventListener(start.event, onEvent, true);
      }
      const matches = () => {
        const element = document.querySelector(expected.selector);
        if (!element) return false;
        const text = element.textContent ?? '';
        return expected.text === undefined ? text !== '' : text === expected.text;
      };
      w.__benchDone = new Promise<Timing>((resolve) => {
        const milestones: Record<string, number> = {};
        const finish = () => {
          const began = w.__benchStart ?? performance.now();
          const dom = performance.now() - began;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve({ dom, painted: performance.now() - began, milestones });
            channel.port2.postMessage(null);
          });
        };
        const observer = new MutationObserver(() => {
          if (w.__benchStart === undefined) return;
          for (const [name, selector] of Object.entries(expected.milestones ?? {})) {
            if (milestones[name] === undefined && document.querySelector(selector)) {
              milestones[name] = performance.now() - w.__benchStart;
            }
          }
          if (!matches()) return;
          observer.disconnect();
          finish();
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    },
    { start, expected },
  );
}

export function timing(page: Page): Promise<Timing> {
  return page.evaluate(() => (window as unknown as BenchWindow).__benchDone as Promise<Timing>);
}
