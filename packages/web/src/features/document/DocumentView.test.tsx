import type { RequirementFile } from '@specwright/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSpecFilesStore } from '../../state/spec-files';
import { specFileFixture, specFileWithRows } from '../../test/spec-fixture';
import { textColumnFixture } from '../../test/text-column-fixture';
import { DocumentView } from './DocumentView';

const fileWith = (rows: Record<string, string>[]) => specFileWithRows(rows, 'Document fixture');

function open(file: RequirementFile = specFileFixture(3)) {
  useSpecFilesStore.getState().addSpec(file);
  const user = userEvent.setup();
  render(<DocumentView fileId={file.id} />);
  return user;
}

const spec = () => useSpecFilesStore.getState().specs.f1;
const rows = () => spec()?.edit.file.data ?? [];
const descriptions = () => rows().map((row) => row.description);
const item = (name: RegExp | string) =>
  screen.getByRole('button', { name }).closest('.doc-entry') as HTMLElement;

beforeEach(() => {
  useSpecFilesStore.setState({ specs: {} });
});

describe('DocumentView', () => {
  it('shows a row’s links under its text, from the row’s side, and only on rows that have links', () => {
    open(
      fileWith([
        { id: 'r1', description: 'The system shall start.', this_is_a: 'requirement' },
        { id: 'r2', description: 'Start it and time it.', this_is_a: 'requirement' },
        { id: 'r3', description: 'The system shall stop.', this_is_a: 'requirement' },
      ]),
    );
    act(() =>
      useSpecFilesStore
        .getState()
        .dispatch('f1', { type: 'addLink', link: { from: 'r2', to: 'r1', type: 'verifies' } }, 'Add Link'),
    );
    const linksOf = (name: RegExp) => item(name).querySelector('.doc-entry__links')?.textContent;
    expect(linksOf(/system shall start/)).toBe('Links: verified by r2');
    expect(linksOf(/Start it and time it/)).toBe('Links: verifies r1');
    expect(linksOf(/system shall stop/)).toBeUndefined();
  });

  it('numbers requirements and styles chapters, context and comments apart without numbers', () => {
    open(
      fileWith([
        { id: 'c1', description: '1 Introduction', this_is_a: 'Chapter' },
        { id: 'x1', description: 'Who uses it.', this_is_a: 'context' },
        { id: 'r1', description: 'The system shall start.', this_is_a: 'requirement' },
        { id: 'n1', description: 'Check with legal.', this_is_a: 'comment' },
        { id: 'r2', description: 'The system shall stop.', this_is_a: '' },
      ]),
    );
    const entries = within(screen.getByRole('list', { name: 'Document' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.className)).toEqual([
      'doc-entry doc-entry--chapter',
      'doc-entry doc-entry--context',
      'doc-entry doc-entry--requirement',
      'doc-entry doc-entry--comment',
      'doc-entry doc-entry--requirement',
    ]);
    expect(entries.map((entry) => entry.querySelector('.doc-entry__gutter')?.textContent)).toEqual([
      '',
      '',
      '1.',
      '',
      '2.',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: '1 Introduction' })).toBeTruthy();
    expect(within(entries[3] as HTMLElement).getByText('Comment')).toBeTruthy();
    expect(screen.getByText('2 requirements · 5 rows · click a text to edit it')).toBeTruthy();
  });

  it('renders hostile cell text as text', () => {
    open(fileWith([{ id: 'r1', description: '<img src=x onerror="alert(1)"><b>bold</b>' }]));
    expect(screen.getByRole('button', { name: '<img src=x onerror="alert(1)"><b>bold</b>' })).toBeTruthy();
    expect(document.querySelector('img, b')).toBeNull();
  });

  it('selects the row of a clicked entry', async () => {
    const user = open();
    await user.click(item('The system shall do thing 2.'));
    expect(spec()?.selectedRowId).toBe('r2');
    expect(item('The system shall do thing 2.').getAttribute('aria-current')).toBe('true');
  });

  it('edits a description in place and saves it with Ctrl+Enter as one undo step', async () => {
    const user = open();
    await user.click(screen.getByRole('button', { name: 'The system shall do thing 2.' }));
    const editor = screen.getByRole('textbox', { name: 'Description of requirement 2' });
    expect(document.activeElement).toBe(editor);
    await user.clear(editor);
    await user.type(editor, 'The system shall respond within 2 s.');
    expect(descriptions()[1]).toBe('The system shall do thing 2.');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(descriptions()[1]).toBe('The system shall respond within 2 s.');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.activeElement?.textContent).toBe('The system shall respond within 2 s.');
    act(() => useSpecFilesStore.getState().undo('f1'));
    expect(descriptions()[1]).toBe('The system shall do thing 2.');
  });

  it('saves with the Save button and discards with Escape or Cancel', async () => {
    const user = open();
    await user.click(screen.getByRole('button', { name: 'The system shall do thing 1.' }));
    await user.type(screen.getByRole('textbox'), ' Edited');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(descriptions()[0]).toBe('The system shall do thing 1.');

    await user.click(screen.getByRole('button', { name: 'The system shall do thing 1.' }));
    await user.type(screen.getByRole('textbox'), ' Edited');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(descriptions()[0]).toBe('The system shall do thing 1.');

    await user.click(screen.getByRole('button', { name: 'The system shall do thing 1.' }));
    await user.type(screen.getByRole('textbox'), ' Saved');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(descriptions()[0]).toBe('The system shall do thing 1. Saved');
  });

  it('keeps a draft when another entry is opened for editing', async () => {
    const user = open();
    await user.click(screen.getByRole('button', { name: 'The system shall do thing 1.' }));
    await user.type(screen.getByRole('textbox'), '!');
    await user.click(screen.getByRole('button', { name: 'The system shall do thing 3.' }));
    expect(descriptions()).toEqual([
      'The system shall do thing 1.!',
      'The system shall do thing 2.',
      'The system shall do thing 3.',
    ]);
    expect(screen.getByRole('textbox', { name: 'Description of requirement 3' })).toBeTruthy();
  });

  it('adds a row below or above and opens it for editing', async () => {
    const user = open();
    await user.click(item('The system shall do thing 1.'));
    await user.click(screen.getByRole('button', { name: 'Add below requirement 1' }));
    expect(rows().map((row) => row.id)[0]).toBe('r1');
    expect(rows()).toHaveLength(4);
    const newId = rows()[1]?.id ?? '';
    expect(newId).toMatch(/^req-/);
    expect(spec()?.selectedRowId).toBe(newId);
    const editor = screen.getByRole('textbox', { name: 'Description of requirement 2' });
    await user.type(editor, 'A new requirement.{Control>}{Enter}{/Control}');
    expect(descriptions()[1]).toBe('A new requirement.');

    await user.click(item('The system shall do thing 1.'));
    await user.click(screen.getByRole('button', { name: 'Add above requirement 1' }));
    expect(rows()).toHaveLength(5);
    expect(rows()[1]?.id).toBe('r1');
    expect(screen.getByRole('textbox', { name: 'Description of requirement 1' })).toBeTruthy();
  });

  it('takes back a row added and left with Esc, leaving no undo or redo step', async () => {
    const user = open();
    await user.click(item('The system shall do thing 1.'));
    await user.click(screen.getByRole('button', { name: 'Add below requirement 1' }));
    expect(rows()).toHaveLength(4);
    await user.keyboard('{Escape}');
    expect(rows().map((row) => row.id)).toEqual(['r1', 'r2', 'r3']);
    expect(spec()?.edit.past).toHaveLength(0);
    expect(spec()?.edit.future).toHaveLength(0);
    expect(spec()?.selectedRowId).toBe('r1');
    expect(document.activeElement?.textContent).toBe('The system shall do thing 1.');

    // Opening another entry instead also takes the empty new row back.
    await user.click(screen.getByRole('button', { name: 'Add below requirement 1' }));
    await user.click(screen.getByRole('button', { name: 'The system shall do thing 3.' }));
    expect(rows().map((row) => row.id)).toEqual(['r1', 'r2', 'r3']);
    expect(screen.getByRole('textbox', { name: 'Description of requirement 3' })).toBeTruthy();
  });

  it('keeps every character typed right after the click that opens the editor', async () => {
    const user = open();
    await user.click(screen.getByRole('button', { name: 'The system shall do thing 2.' }));
    await user.keyboard(' Fast');
    expect(screen.getByRole('textbox', { name: 'Description of requirement 2' })).toHaveProperty(
      'value',
      'The system shall do thing 2. Fast',
    );
  });

  it('asks once for the text column of a spec without description and then shows and edits it', async () => {
    const user = open(textColumnFixture(2));
    expect(screen.queryByRole('button', { name: 'The system shall do thing 1.' })).toBeNull();
    const prompt = screen.getByRole('region', { name: 'Which column holds the requirement text?' });
    await user.click(screen.getAllByText('Choose the text column above to show the text')[0] as HTMLElement);
    expect(document.activeElement).toBe(within(prompt).getByRole('combobox', { name: 'Text column' }));
    expect(screen.queryByRole('textbox')).toBeNull();

    await user.selectOptions(within(prompt).getByRole('combobox', { name: 'Text column' }), 'Text');
    await user.click(within(prompt).getByRole('button', { name: 'Use This Column' }));
    expect(spec()?.edit.file.uiStyles?.textColumn).toBe('text');
    expect(screen.queryByRole('region', { name: 'Which column holds the requirement text?' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'The system shall do thing 1.' }));
    await user.keyboard(' Now.{Control>}{Enter}{/Control}');
    expect(rows()[0]?.text).toBe('The system shall do thing 1. Now.');
    expect(rows()[0]?.description).toBeUndefined();
  });

  it('deletes a row, says how to get it back and undoes it', async () => {
    const user = open();
    await user.click(item('The system shall do thing 2.'));
    await user.click(screen.getByRole('button', { name: 'Delete requirement 2' }));
    expect(rows().map((row) => row.id)).toEqual(['r1', 'r3']);
    expect(spec()?.selectedRowId).toBe('r3');
    expect(screen.getByRole('status').textContent).toContain('Deleted requirement 2.');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(rows().map((row) => row.id)).toEqual(['r1', 'r2', 'r3']);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows the empty state and adds the first requirement', async () => {
    const user = open(specFileFixture(0));
    expect(screen.getByRole('heading', { name: 'No Requirements Found' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Requirement' }));
    expect(rows()).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Description of requirement 1' })).toBeTruthy();
  });

  it('marks proposed changes and decides on them', async () => {
    const file = specFileFixture(2);
    const marked = {
      ...file,
      data: file.data.map((row, i) => (i === 0 ? { ...row, tempChangeStatus: 'added' as const } : row)),
    };
    const user = open(marked);
    const added = item('The system shall do thing 1.');
    expect(added.dataset.status).toBe('added');
    expect(within(added).getByText('Added', { exact: false })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reject added requirement 1' }));
    expect(rows().map((row) => row.id)).toEqual(['r2']);
  });

  it('moves between entries with Up and Down, across chunks', async () => {
    const user = open(specFileFixture(60));
    screen.getByRole('button', { name: 'The system shall do thing 50.' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('The system shall do thing 51.');
    expect(spec()?.selectedRowId).toBe('r51');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('The system shall do thing 49.');
  });

  it('shows a long document at once and renders the rest in chunks', async () => {
    open(specFileFixture(200));
    expect(screen.getAllByRole('listitem')).toHaveLength(150);
    expect(screen.getByText('Loading 50 more rows…')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(200));
    expect(screen.queryByText(/more rows/)).toBeNull();
  });
});
