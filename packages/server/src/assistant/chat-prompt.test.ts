import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { specText } from '../test/assistant.js';
import { chatSystemPrompt, conversationTitle, documentSection, recentHistory } from './chat-prompt.js';

describe('chat system prompt', () => {
  it("explains Specwright's role and says when no spec is open", () => {
    const prompt = chatSystemPrompt(null, 1_000);
    expect(prompt).toMatch(/^You are Specwright's requirements assistant/);
    expect(prompt).toContain('No spec file is open.');
  });

  it('sends id and text columns only, the focused requirement first and highlighted', () => {
    const section = documentSection(
      { documentId: 'spec', content: specText(3), focusedRequirementId: 'R3' },
      10_000,
    );
    const lines = section.split('\n');
    expect(lines[0]).toBe(
      'The user\'s open spec file "spec" has 3 requirements (columns: id, description, priority); one JSON object per line:',
    );
    expect(lines[1]).toBe('{"id":"R3","description":"The system shall log event 3.","priority":"high"}');
    expect(lines.slice(-2)).toEqual([
      'The user has requirement "R3" selected (questions about "this requirement" mean it):',
      lines[1],
    ]);
    expect(section).not.toMatch(/rowOrder|tempChangeStatus/);
  });

  it('caps the spec at the budget with a note on what was left out', () => {
    const section = documentSection({ documentId: 'big', content: specText(500) }, 2_000);
    expect(section).toMatch(/\[Only (\d+) of 500 requirements fit here; \d+ are not shown\./);
    expect(section.length).toBeLessThan(2_500);
    const raw = documentSection({ documentId: 'notes', content: 'x'.repeat(5_000) }, 1_000);
    expect(raw).toContain('[The spec text was cut here: it is too long to include in full.]');
    expect(raw.length).toBeLessThan(1_200);
  });

  it('says when the focused requirement is not in the spec', () => {
    expect(
      documentSection({ documentId: 's', content: specText(1), focusedRequirementId: 'R9' }, 1_000),
    ).toContain('The user has requirement "R9" selected, but it is not in the spec text.');
  });
});

describe('recentHistory', () => {
  const message = fc.record({
    role: fc.constantFrom('user' as const, 'assistant' as const),
    content: fc.string({ maxLength: 50 }),
  });

  it('keeps the latest messages within the budget, the last always, starting with a question', () => {
    fc.assert(
      fc.property(
        fc.array(message, { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 1, max: 200 }),
        (messages, budget) => {
          const kept = recentHistory(messages, budget);
          expect(kept.at(-1)?.content).toBe(messages.at(-1)?.content.slice(0, budget));
          expect(kept.reduce((sum, item) => sum + item.content.length, 0)).toBeLessThanOrEqual(budget);
          if (kept.length > 1) expect(kept[0]?.role).toBe('user');
          expect(messages.slice(messages.length - kept.length, -1)).toEqual(kept.slice(0, -1));
        },
      ),
    );
  });
});

describe('conversationTitle', () => {
  it('is the first question on one line, at most 80 characters', () => {
    expect(conversationTitle('  What is\n\twrong   here? ')).toBe('What is wrong here?');
    const long = conversationTitle('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('…')).toBe(true);
  });
});
