import { describe, expect, it } from 'vitest';
import { guessMapping, type SourceTable, tableToSpec } from '../exchange/index.js';
import { createRequirementFile } from '../spec/import.js';
import type { RequirementFile } from '../spec/model.js';
import { tableExportColumns } from './table-columns.js';

function importedTable(table: SourceTable): RequirementFile {
  const result = tableToSpec(table, guessMapping(table));
  if (!result.ok) throw new Error(result.message);
  return createRequirementFile(result.spec, { id: 'f', title: 'Table' });
}

/** The table an export writes: its header row and one row of cells per spec row. */
function exportedTable(file: RequirementFile): SourceTable {
  const columns = tableExportColumns(file);
  return {
    headers: columns.map((column) => column.headerName),
    rows: file.data.map((row) => columns.map((column) => column.cell(row))),
  };
}

const shop: SourceTable = {
  headers: ['Key', 'Statement', 'Kind', 'Priority'],
  rows: [
    ['SHOP-26', 'The shop shall accept card payments.', 'Requirement', 'High'],
    [null, 'The shop shall send an order confirmation.', 'Requirement', 'Medium'],
    ['SHOP-30', 'Checkout', 'Heading', null],
  ],
};

describe('the columns of a table export', () => {
  it('writes the spec’s own ID column once, holding the row ids, and no second id column', () => {
    const exported = exportedTable(importedTable(shop));
    expect(exported.headers).toEqual(['Key', 'Statement', 'Kind', 'Priority']);
    expect(exported.rows.map((row) => row[0])).toEqual(['SHOP-26', 'SHOP-31', 'SHOP-30']);
  });

  it('gives the same ids, texts and types when the export is imported again', () => {
    const file = importedTable(shop);
    const back = importedTable(exportedTable(file));
    expect(back.columns.map((column) => column.headerName)).toEqual(
      file.columns.map((column) => column.headerName),
    );
    expect(back.data).toEqual(file.data);
  });

  it('fills an empty cell of the ID column with the row id', () => {
    const file = importedTable(shop);
    const blanked = {
      ...file,
      data: file.data.map((row, index) => (index === 2 ? { ...row, req_id: '' } : row)),
    };
    expect(exportedTable(blanked).rows[2]?.[0]).toBe('SHOP-30');
  });

  it('puts an ID column of the row ids first when the spec has no ID column', () => {
    const file = importedTable({
      headers: ['Text'],
      rows: [['The app shall start.'], ['The app shall stop.']],
    });
    const exported = exportedTable(file);
    expect(exported.headers).toEqual(['ID', 'Text']);
    expect(exported.rows.map((row) => row[0])).toEqual(file.data.map((row) => row.id));
  });
});
