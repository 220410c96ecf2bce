import type { SpecDiffAnswer } from '@specwright/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DiffView } from './DiffView';

const diff = (links: SpecDiffAnswer['links']): SpecDiffAnswer => ({
  counts: { added: 0, removed: 0, changed: 0 },
  changes: [],
  links,
});

describe('DiffView', () => {
  it('lists the links added and removed by the IDs of their rows, and counts them', () => {
    render(
      <DiffView
        diff={diff([
          { kind: 'added', from: 'r3', to: 'r1', type: 'verifies', fromLabel: 'REQ-3', toLabel: 'REQ-1' },
          { kind: 'removed', from: 'r2', to: 'r1', type: 'refines', fromLabel: 'REQ-2', toLabel: '<b>1' },
        ])}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      '0 added, 0 changed, 0 removed; links: 1 added, 1 removed',
    );
    const items = within(screen.getByRole('region', { name: 'Links changed' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Link addedREQ-3verifies REQ-1',
      'Link removedREQ-2refines <b>1',
    ]);
    expect(items[1]?.querySelector('b')).toBeNull();
  });

  it('shows no links section when no link changed', () => {
    render(<DiffView diff={diff([])} />);
    expect(screen.getByRole('status').textContent).toBe('0 added, 0 changed, 0 removed');
    expect(screen.queryByRole('region', { name: 'Links changed' })).toBeNull();
  });
});
