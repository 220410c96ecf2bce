import { describe, expect, it } from 'vitest';
import { applyCommand } from '../commands/apply.js';
import { toJson } from '../export/json.js';
import { createRequirementFile, importSpec, importSpecText } from './import.js';
import { LINK_MESSAGES, SPEC_FORMAT_VERSION } from './links.js';

const rows = [
  { id: 'R1', rowOrder: 1, tempChangeStatus: 'unchanged', description: 'The system shall log in.' },
  { id: 'R2', rowOrder: 2, tempChangeStatus: 'unchanged', description: 'The system shall log out.' },
  { id: 'R3', rowOrder: 3, tempChangeStatus: 'unchanged', description: 'Test: log in.' },
];
const columns = [{ field: 'description', headerName: 'Description' }];

function fileWith(links: unknown) {
  const imported = importSpec({ formatVersion: 2, columns, rows, links });
  if (!imported.ok) throw new Error(imported.message);
  return {
    file: createRequirementFile(imported.spec, { id: 'f', title: 'Links' }),
    warnings: imported.warnings,
  };
}

describe('links between rows', () => {
  it('reads a version 1 file (no formatVersion, no links) as a spec without links', () => {
    const imported = importSpec({ columns, rows });
    expect(imported.ok && imported.spec.links).toBeUndefined();
    expect(imported.ok && imported.warnings).toEqual([]);
  });

  it('keeps links between its rows and skips, with a warning, links to rows it does not hold', () => {
    const { file, warnings } = fileWith([
      { from: 'R3', to: 'R1', type: 'verifies' },
      { from: 'R3', to: 'R1', type: 'verifies' },
      { from: 'R2', to: 'R9', type: 'refines' },
      { from: 'R2', to: 'R2', type: 'refines' },
      'not a link',
    ]);
    expect(file.links).toEqual([{ from: 'R3', to: 'R1', type: 'verifies' }]);
    expect(warnings).toEqual([LINK_MESSAGES.skippedLinks(3)]);
  });

  it('writes the format version and the links, and reads them back unchanged', () => {
    const { file } = fileWith([{ from: 'R2', to: 'R1', type: 'depends on' }]);
    const json = JSON.parse(toJson(file));
    expect(json.formatVersion).toBe(SPEC_FORMAT_VERSION);
    const back = importSpecText(toJson(file));
    expect(back.ok && back.spec.links).toEqual([{ from: 'R2', to: 'R1', type: 'depends on' }]);
  });

  it('warns when a file comes from a newer format', () => {
    const imported = importSpec({ formatVersion: 9, columns, rows });
    expect(imported.ok && imported.warnings).toEqual([LINK_MESSAGES.newerFormat(9)]);
  });

  it('adds, retypes and removes a link; a repeated or self link changes nothing', () => {
    const { file } = fileWith([]);
    const link = { from: 'R3', to: 'R1', type: 'verifies' };
    const added = applyCommand(file, { type: 'addLink', link });
    expect(added.links).toEqual([link]);
    expect(applyCommand(added, { type: 'addLink', link })).toBe(added);
    expect(applyCommand(added, { type: 'addLink', link: { from: 'R1', to: 'R1', type: 'refines' } })).toBe(
      added,
    );
    expect(applyCommand(added, { type: 'addLink', link: { from: 'R1', to: 'R7', type: 'refines' } })).toBe(
      added,
    );
    const retyped = applyCommand(added, { type: 'changeLinkType', link, linkType: 'refines' });
    expect(retyped.links).toEqual([{ ...link, type: 'refines' }]);
    const removed = applyCommand(retyped, { type: 'removeLink', link: { ...link, type: 'refines' } });
    expect(removed.links).toBeUndefined();
  });

  it('adds a link across specs: its from row in this spec, its to row in the spec it names', () => {
    const { file } = fileWith([]);
    const link = { from: 'R3', to: 'T-7', type: 'verifies', toSpec: 'spec-2' };
    expect(applyCommand(file, { type: 'addLink', link }).links).toEqual([link]);
    expect(applyCommand(file, { type: 'addLink', link: { ...link, from: 'R9' } })).toBe(file);
  });

  it('drops the links of a deleted row', () => {
    const { file } = fileWith([
      { from: 'R3', to: 'R1', type: 'verifies' },
      { from: 'R2', to: 'R1', type: 'depends on' },
    ]);
    const deleted = applyCommand(file, { type: 'deleteRows', rowIds: ['R3'] });
    expect(deleted.links).toEqual([{ from: 'R2', to: 'R1', type: 'depends on' }]);
    expect(applyCommand(deleted, { type: 'deleteRows', rowIds: ['R1'] }).links).toBeUndefined();
  });
});
