import { applyCommand, type RequirementFile } from '@specwright/core';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSpecFilesStore } from '../../state/spec-files';
import { specFileFixture } from '../../test/spec-fixture';
import { ReportView } from './ReportView';

function show(file: RequirementFile) {
  useSpecFilesStore.getState().addSpec(file);
  return render(<ReportView fileId={file.id} />);
}

function withPriority(file: RequirementFile): RequirementFile {
  const added = applyCommand(file, {
    type: 'addColumn',
    column: {
      field: 'priority',
      headerName: 'Priority',
      editable: true,
      editorType: 'select',
      valueOptions: ['Must', 'Should', 'Could', 'Won\u2019t', 'Maybe', 'Later', 'Never'],
      align: 'center',
      width: 150,
      minWidth: 50,
      order: 2,
    },
  });
  return applyCommand(added, {
    type: 'setColumnValues',
    field: 'priority',
    values: { r1: 'Must', r2: 'Must', r3: 'Never' },
  });
}

beforeEach(() => {
  useSpecFilesStore.setState({ specs: {} });
});

describe('ReportView', () => {
  it('shows the total and one chart card per visible select column', () => {
    show(withPriority(specFileFixture(4)));
    expect(screen.getByTestId('report-total').textContent).toBe('4');
    const cards = screen.getAllByTestId('report-column');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Type', 'Priority']);
    const type = cards[0] as HTMLElement;
    expect(within(type).getByRole('img', { name: /^Pie chart of Type/ })).toBeTruthy();
    expect(within(type).getByRole('img', { name: 'Histogram of Type: requirement 4 (100%)' })).toBeTruthy();
  });

  it('lists every value with its count and share, coloured in palette order and cycling after six', () => {
    show(withPriority(specFileFixture(4)));
    const table = screen.getByRole('table', { name: 'Values of Priority' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Must250%',
      'Should00%',
      'Could00%',
      'Won\u2019t00%',
      'Maybe00%',
      'Later00%',
      'Never125%',
      '(empty)125%',
    ]);
    const swatches = rows.map(
      (row) => (row.querySelector('.report-legend__swatch') as HTMLElement).style.background,
    );
    expect(swatches.map((colour) => colour.toUpperCase())).toEqual([
      '#4E79A7',
      '#F28E2B',
      '#E15759',
      '#76B7B2',
      '#59A14F',
      '#EDC948',
      '#4E79A7',
      '#F28E2B',
    ]);
  });

  it('draws the pie slices and bars in the palette colours', () => {
    const { container } = show(withPriority(specFileFixture(4)));
    const priority = screen.getAllByTestId('report-column')[1] as HTMLElement;
    const sectors = [...priority.querySelectorAll('.recharts-pie-sector path')].map((p) =>
      p.getAttribute('fill'),
    );
    expect(sectors).toEqual(['#4E79A7', '#4E79A7', '#F28E2B']);
    const bars = [...priority.querySelectorAll('.recharts-bar-rectangle path')].map((p) =>
      p.getAttribute('fill'),
    );
    expect(bars.slice(0, 1)).toEqual(['#4E79A7']);
    expect(container.querySelector('script')).toBeNull();
  });

  it('counts and charts the requirements only, not chapter, context and comment rows', () => {
    const file = ['chapter', 'context', 'comment'].reduce(
      (next, kind, index) =>
        applyCommand(next, { type: 'editCell', rowId: `r${index + 2}`, field: 'this_is_a', value: kind }),
      withPriority(specFileFixture(5)),
    );
    show(file);
    expect(screen.getByTestId('report-total').textContent).toBe('2');
    const table = screen.getByRole('table', { name: 'Values of Priority' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toContain('Must150%');
    expect(rows.map((row) => row.textContent)).toContain('(empty)150%');
  });

  it('says how to get charts when there is no select column', () => {
    const file = applyCommand(specFileFixture(2), { type: 'hideColumns', fields: ['this_is_a'] });
    show(file);
    expect(screen.getByTestId('report-empty').textContent).toContain(
      'No select columns to chart. Add a select column with Edit → Add Column.',
    );
  });

  it('shows an empty state when there are no rows', () => {
    show(specFileFixture(0));
    expect(screen.getByTestId('report-total').textContent).toBe('0');
    expect(screen.getByRole('heading', { name: 'No Requirements Found' })).toBeTruthy();
    expect(screen.queryByTestId('report-column')).toBeNull();
  });
});
