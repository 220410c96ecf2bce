import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { specFileWithRows } from '../../test/spec-fixture';
import { ReadOnlyDocument } from './ReadOnlyDocument';

const fileWith = (rows: Record<string, string>[]) => specFileWithRows(rows, 'Shared fixture');

describe('ReadOnlyDocument', () => {
  it('shows the numbered document as text, with nothing to press or type in', () => {
    render(
      <ReadOnlyDocument
        file={fileWith([
          { id: 'c1', description: '1 Introduction', this_is_a: 'Chapter' },
          { id: 'r1', description: 'The system shall start.', this_is_a: 'requirement' },
          { id: 'n1', description: 'Check with legal.', this_is_a: 'comment' },
          { id: 'r2', description: '', this_is_a: 'requirement' },
        ])}
      />,
    );
    const entries = within(screen.getByRole('list', { name: 'Document' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '1 Introduction',
      '1.The system shall start.',
      'CommentCheck with legal.',
      '2.Empty',
    ]);
    expect(screen.getByRole('heading', { name: '1 Introduction' })).toBeTruthy();
    expect(screen.getByText('2 requirements · 4 rows')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });

  it('says when the spec has no rows, without offering to add one', () => {
    render(<ReadOnlyDocument file={fileWith([])} />);
    expect(screen.getByRole('heading', { name: 'No Requirements Found' })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
