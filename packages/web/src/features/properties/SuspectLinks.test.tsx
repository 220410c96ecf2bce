import { createRequirementFile, importSpec, type RequirementFile } from '@specwright/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSpecFilesStore } from '../../state/spec-files';
import { PropertiesPanel } from './PropertiesPanel';

function specFile(): RequirementFile {
  const result = importSpec({
    formatVersion: 2,
    columns: [
      { field: 'req_id', headerName: 'ID' },
      { field: 'description', headerName: 'Requirement', editorType: 'textarea' },
    ],
    rows: [
      { id: 'r1', req_id: 'REQ-1', description: 'The pump shall stop within 2 s.' },
      { id: 'r2', req_id: 'TEST-1', description: 'Stop the pump and time it.' },
      { id: 'r3', req_id: 'TEST-2', description: 'Stop the pump twice.' },
    ],
    links: [
      { from: 'r2', to: 'r1', type: 'verifies' },
      { from: 'r3', to: 'r1', type: 'verifies' },
    ],
  });
  if (!result.ok) throw new Error(result.message);
  return createRequirementFile(result.spec, { id: 'f1', title: 'Suspect' });
}

const store = () => useSpecFilesStore.getState();
const suspect = () => (store().specs.f1?.edit.file.links ?? []).filter((link) => link.suspect).length;

function showEdited() {
  store().addSpec(specFile());
  store().dispatch(
    'f1',
    { type: 'editCell', rowId: 'r1', field: 'description', value: 'The pump shall stop within 1 s.' },
    'Edit Cell',
  );
  store().selectRow('f1', 'r1');
  const user = userEvent.setup();
  render(<PropertiesPanel fileId="f1" />);
  return user;
}

beforeEach(() => {
  useSpecFilesStore.setState({ specs: {} });
});

describe('suspect links in the properties panel', () => {
  it('marks each link of a row whose text changed, and clears one as an undo step', async () => {
    const user = showEdited();
    expect(suspect()).toBe(2);
    expect(screen.getAllByText('Suspect: REQ-1 or TEST-1 changed since this link was checked.')).toHaveLength(
      1,
    );
    await user.click(screen.getByRole('button', { name: 'Clear suspect mark of link from TEST-1' }));
    expect(suspect()).toBe(1);
    expect(screen.queryByText(/Suspect: REQ-1 or TEST-1/)).toBeNull();
    store().undo('f1');
    expect(suspect()).toBe(2);
  });

  it('clears every suspect link of the row at once; undoing the edit takes its marks back', async () => {
    const user = showEdited();
    expect(screen.getByText(/2 suspect links of this row/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear suspect links of this row' }));
    expect(suspect()).toBe(0);
    expect(screen.queryByRole('button', { name: 'Clear suspect links of this row' })).toBeNull();
    store().undo('f1');
    expect(suspect()).toBe(2);
    store().undo('f1');
    expect(suspect()).toBe(0);
  });
});
