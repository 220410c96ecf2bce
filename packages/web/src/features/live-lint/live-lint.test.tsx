import type { Finding } from '@specwright/quality';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLinter } from './lint-engine';
import { isLintedCell, isLintedColumn } from './linted-columns';
import { useLiveLint } from './use-live-lint';

const finding = (words: string, start: number, overrides: Partial<Finding> = {}): Finding => ({
  category: 'loophole',
  layer: 'static',
  score: 10,
  words: [words],
  start,
  end: start + words.length,
  explanation: `'${words}' leaves a loophole.`,
  suggestion: 'State the exact condition.',
  ...overrides,
});

afterEach(() => vi.useRealTimers());

describe('useLiveLint', () => {
  it('lints after a pause in typing, only the latest text', async () => {
    vi.useFakeTimers();
    const linter = vi.fn((text: string) =>
      text.includes('if possible') ? [finding('if possible', 15)] : [],
    );
    const load = vi.fn(async () => linter);
    const { result, rerender } = renderHook(({ text }) => useLiveLint(text, { load, delayMs: 250 }), {
      initialProps: { text: 'The system sha' },
    });
    rerender({ text: 'The system shall' });
    rerender({ text: 'The system shall if possible' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(249);
    });
    expect(linter).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(linter).toHaveBeenCalledTimes(1);
    expect(result.current.text).toBe('The system shall if possible');
    expect(result.current.findings).toHaveLength(1);
  });

  it('stays empty when disabled or blank', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => () => [finding('x', 0)]);
    const { result } = renderHook(() => useLiveLint('   ', { load }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(load).not.toHaveBeenCalled();
    expect(result.current.findings).toEqual([]);
  });
});

describe('the real engine', () => {
  it('loads lazily and finds a loophole phrase', async () => {
    const lint = await loadLinter();
    const findings = lint('The system shall, if possible, encrypt the backups.');
    expect(findings.some((f) => f.words.join(' ').toLowerCase().includes('if possible'))).toBe(true);
  });
});

describe('isLintedColumn', () => {
  it('lints description and long-text columns, never the score columns', () => {
    expect(isLintedColumn({ field: 'description', editorType: 'text' })).toBe(true);
    expect(isLintedColumn({ field: 'rationale', editorType: 'textarea' })).toBe(true);
    expect(isLintedColumn({ field: 'owner', editorType: 'text' })).toBe(false);
    expect(isLintedColumn({ field: 'score_description', editorType: 'textarea' })).toBe(false);
  });

  it("lints the spec's chosen text column, even a one-line one", () => {
    expect(isLintedColumn({ field: 'text', editorType: 'text' }, 'text')).toBe(true);
    expect(isLintedColumn({ field: 'text', editorType: 'text' })).toBe(false);
  });
});

describe('isLintedCell', () => {
  const description = { field: 'description', editorType: 'text' } as const;

  it('lints prose cells of requirements only, not of chapters, context or comments', () => {
    expect(isLintedCell({ this_is_a: 'requirement' }, description)).toBe(true);
    expect(isLintedCell({}, description)).toBe(true);
    for (const kind of ['chapter', 'context', 'comment']) {
      expect(isLintedCell({ this_is_a: kind }, description)).toBe(false);
    }
    expect(isLintedCell({}, { field: 'owner', editorType: 'text' })).toBe(false);
  });
});
