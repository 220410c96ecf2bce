import { createRequirementFile, importSpec, type RequirementFile } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { mcpTestSpec } from '../test/mcp-spec.js';
import {
  analyzeRequirement,
  getRequirement,
  listRequirements,
  searchRequirements,
  setRequirementStatus,
  ToolError,
} from './requirement-tools.js';
import { analyzeSchema, listSchema, searchSchema } from './tool-schemas.js';

function specFile(extraColumns: object[] = []): RequirementFile {
  const spec = mcpTestSpec();
  const imported = importSpec({ ...spec, columns: [...spec.columns, ...extraColumns] });
  if (!imported.ok) throw new Error(imported.message);
  return createRequirementFile(imported.spec, { id: 'spec', title: 'Sign-in' });
}

const list = (file: RequirementFile, input: object) => listRequirements(file, listSchema.parse(input));

describe('list_requirements', () => {
  const file = specFile();

  it('lists requirements only unless structure rows are asked for', () => {
    expect(list(file, {}).requirements.map((row) => row.label)).toEqual(['REQ-1', 'REQ-2', 'REQ-3']);
    expect(list(file, { include_structure: true }).requirements.map((row) => row.kind)).toEqual([
      'chapter',
      'requirement',
      'requirement',
      'requirement',
    ]);
  });

  it('filters by column values (case-insensitive, any of a list) and bands together, and pages', () => {
    expect(
      list(file, { filters: { priority: 'High' }, bands: ['high'] }).requirements.map((row) => row.id),
    ).toEqual(['r1']);
    const paged = list(file, { offset: 1, limit: 1 });
    expect(paged).toMatchObject({ total: 3, offset: 1, requirements: [{ id: 'r2' }] });
  });

  it('names the columns when a filter names one the spec does not have', () => {
    expect(() => list(file, { filters: { owner: 'ann' } })).toThrow(ToolError);
    expect(() => list(file, { filters: { owner: 'ann' } })).toThrow(/Its columns: req_id, description/);
  });
});

describe('get_requirement', () => {
  const file = specFile();

  it('finds a row by its row id or by the ID column, with text, score, band and values', () => {
    expect(getRequirement(file, { id: 'REQ-1' })).toEqual(getRequirement(file, { id: 'r1' }));
    expect(getRequirement(file, { id: 'REQ-1' })).toMatchObject({
      id: 'r1',
      label: 'REQ-1',
      text: expect.stringContaining('audit log entry'),
      score: 92,
      band: 'high',
      values: { req_id: 'REQ-1', priority: 'high' },
    });
  });

  it('gives the rows a requirement links to and those linking to it, by row id and visible ID', () => {
    const linked: RequirementFile = {
      ...file,
      links: [
        { from: 'r3', to: 'r1', type: 'verifies' },
        { from: 'r1', to: 'c1', type: 'refines' },
      ],
    };
    expect(getRequirement(linked, { id: 'REQ-1' }).links).toEqual({
      links_to: [{ type: 'refines', id: 'c1', label: 'c1' }],
      linked_from: [{ type: 'verifies', id: 'r3', label: 'REQ-3' }],
    });
    expect(getRequirement(file, { id: 'r1' }).links).toEqual({ links_to: [], linked_from: [] });
  });

  it('an unknown id is a ToolError saying how to find ids', () => {
    expect(() => getRequirement(file, { id: 'REQ-9' })).toThrow(
      'No requirement with id "REQ-9" in this spec. Use list_requirements or search_requirements to find its id.',
    );
  });
});

describe('search_requirements', () => {
  it('refuses a query without words', () => {
    expect(() => searchRequirements(specFile(), searchSchema.parse({ query: '  "" !' }))).toThrow(
      'The query has no words to search for.',
    );
  });
});

describe('set_requirement_status', () => {
  it('adds a status column once, then writes into it; the file given is not changed', () => {
    const file = specFile();
    const first = setRequirementStatus(file, { id: 'REQ-2', status: 'blocked' });
    expect(first.addedColumn).toBe(true);
    expect(first.requirement.values.status).toBe('blocked');
    expect(file.columns.some((column) => column.field === 'status')).toBe(false);
    const second = setRequirementStatus(first.file, { id: 'r3', status: 'done' });
    expect(second.addedColumn).toBe(false);
    expect(second.file.data.map((row) => row.status)).toEqual(['', '', 'blocked', 'done']);
  });

  it('a status column with fixed values takes only those', () => {
    const file = specFile([
      { field: 'status', headerName: 'Status', editorType: 'select', valueOptions: ['open', 'done'] },
    ]);
    expect(() => setRequirementStatus(file, { id: 'REQ-1', status: 'maybe' })).toThrow(
      'The status column takes one of: open, done.',
    );
    expect(setRequirementStatus(file, { id: 'REQ-1', status: 'done' }).requirement.values.status).toBe(
      'done',
    );
  });
});

describe('analyze_requirement', () => {
  it('analyses a row’s text or a given text, never both', () => {
    const file = specFile();
    const byId = analyzeRequirement(file, analyzeSchema.parse({ id: 'REQ-2' }));
    expect(byId).toMatchObject({
      id: 'r2',
      band: 'low',
      text: 'The system should be fast and user-friendly.',
    });
    expect(byId.findings.map((finding) => finding.category).length).toBeGreaterThan(0);
    expect(analyzeRequirement(null, analyzeSchema.parse({ text: '' }))).toMatchObject({
      score: 0,
      band: 'low',
    });
    expect(analyzeSchema.safeParse({ id: 'REQ-2', text: 'x' }).success).toBe(false);
    expect(analyzeSchema.safeParse({}).success).toBe(false);
  });
});
