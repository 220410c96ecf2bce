import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRequirementFile, importSpec } from '../spec/import.js';
import type { RequirementFile } from '../spec/model.js';
import { toMarkdown } from './markdown.js';
import { markdownLine } from './markdown-text.js';

type RawRow = Record<string, string | number | null>;

function specOf(rows: RawRow[], extraColumns: { field: string; headerName: string }[] = []): RequirementFile {
  const result = importSpec({
    columns: [
      { field: 'req_id', headerName: 'ID' },
      { field: 'description', headerName: 'Requirement', editorType: 'textarea' },
      { field: 'this_is_a', headerName: 'Type', editorType: 'select' },
      ...extraColumns,
    ],
    rows: rows.map((row, index) => ({ id: `r${index + 1}`, rowOrder: index + 1, ...row })),
  });
  if (!result.ok) throw new Error(result.message);
  return createRequirementFile(result.spec, { id: 'f', title: 'Login Service' });
}

describe('toMarkdown', () => {
  it('writes chapters as headings, requirements under their id with text and columns, notes as quotes', () => {
    const file = specOf(
      [
        { description: 'Sign-in', this_is_a: 'chapter' },
        { description: 'Users sign in with email.\nSSO comes later.', this_is_a: 'context' },
        {
          req_id: 'REQ-1',
          description: 'The system shall lock an account after 3 failed sign-ins.',
          this_is_a: 'requirement',
          priority: 'high',
          score: 85,
          score_description: 'Clear and testable',
        },
        { description: 'Ask security about the lockout time.', this_is_a: 'comment' },
        { description: 'The system shall log every sign-in.', priority: '', score: null },
      ],
      [
        { field: 'priority', headerName: 'Priority' },
        { field: 'score', headerName: 'Score' },
        { field: 'score_description', headerName: 'Score Description' },
      ],
    );
    expect(toMarkdown(file)).toBe(
      [
        '# Login Service',
        '',
        '## Sign-in',
        '',
        '> **Context:** Users sign in with email.',
        '> SSO comes later.',
        '',
        '### REQ-1',
        '',
        'The system shall lock an account after 3 failed sign-ins.',
        '',
        '- **Priority:** high',
        '- **Score:** 85',
        '- **Score Description:** Clear and testable',
        '',
        '> **Comment:** Ask security about the lockout time.',
        '',
        // No ID in the ID column: the row id; no empty columns.
        '### r5',
        '',
        'The system shall log every sign-in.',
        '',
      ].join('\n'),
    );
  });

  it('keeps user text from changing the structure and from starting HTML', () => {
    expect(markdownLine('# not a heading')).toBe('\\# not a heading');
    expect(markdownLine('> not a quote')).toBe('\\> not a quote');
    expect(markdownLine('- not a list')).toBe('\\- not a list');
    expect(markdownLine('2. not a list')).toBe('2\\. not a list');
    expect(markdownLine('===')).toBe('\\===');
    expect(markdownLine('a <script>x</script>')).toBe('a &lt;script>x&lt;/script>');
    expect(markdownLine('#hashtag and 2.5 ms')).toBe('#hashtag and 2.5 ms');
    const file = specOf([{ description: 'Line one\n\n## Injected\n- item', this_is_a: 'requirement' }]);
    expect(toMarkdown(file)).toContain('### r1\n\nLine one\n\\## Injected\n\\- item\n');
  });

  it('has one heading per chapter and requirement and nothing else, whatever the text (property)', () => {
    const kind = fc.constantFrom('requirement', 'chapter', 'context', 'comment', 'functional', '');
    const row = fc.record({
      description: fc.string({ maxLength: 40 }),
      this_is_a: kind,
      req_id: fc.string(),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 25 }), (rows) => {
        const markdown = toMarkdown(specOf(rows));
        const headings = markdown.split('\n').filter((line) => /^#{1,6}(\s|$)/.test(line));
        const chapters = rows.filter((each) => each.this_is_a === 'chapter').length;
        const requirements = rows.filter(
          (each) => !['chapter', 'context', 'comment'].includes(each.this_is_a),
        );
        expect(headings).toHaveLength(1 + chapters + requirements.length);
        expect(headings.filter((line) => line.startsWith('### '))).toHaveLength(requirements.length);
        expect(markdown).not.toMatch(/<[a-z/!]/i);
      }),
    );
  });
});
