import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRequirementFile } from '../spec/import.js';
import type { SavedSpec } from '../spec/model.js';
import { rowsByHeader } from '../test/reqif-facts.js';
import { reqifToSpec, specToReqif } from './index.js';

const KINDS = ['STRING', 'INTEGER', 'REAL', 'DATE', 'BOOLEAN'] as const;

/** Two objects with a value of every kind: [STRING, INTEGER, REAL, DATE, BOOLEAN] and enumeration value ids. */
function typedDocument(objects: readonly { values: readonly string[]; colour: string[]; tags: string[] }[]) {
  const definition = (kind: string, name: string, extra = '') =>
    `<ATTRIBUTE-DEFINITION-${kind} IDENTIFIER="a-${name}" LONG-NAME="${name}"${extra}><TYPE><DATATYPE-DEFINITION-${kind}-REF>d-${kind}</DATATYPE-DEFINITION-${kind}-REF></TYPE></ATTRIBUTE-DEFINITION-${kind}>`;
  const enumDefinition = (name: string, multi: boolean) =>
    `<ATTRIBUTE-DEFINITION-ENUMERATION IDENTIFIER="a-${name}" LONG-NAME="${name}" MULTI-VALUED="${multi}"><TYPE><DATATYPE-DEFINITION-ENUMERATION-REF>d-${name}</DATATYPE-DEFINITION-ENUMERATION-REF></TYPE></ATTRIBUTE-DEFINITION-ENUMERATION>`;
  const enumType = (name: string, values: readonly string[]) =>
    `<DATATYPE-DEFINITION-ENUMERATION IDENTIFIER="d-${name}" LONG-NAME="${name}"><SPECIFIED-VALUES>${values
      .map((value) => `<ENUM-VALUE IDENTIFIER="${name}-${value}" LONG-NAME="${value}"/>`)
      .join('')}</SPECIFIED-VALUES></DATATYPE-DEFINITION-ENUMERATION>`;
  const value = (kind: string, theValue: string) =>
    `<ATTRIBUTE-VALUE-${kind} THE-VALUE="${theValue}"><DEFINITION><ATTRIBUTE-DEFINITION-${kind}-REF>a-${kind}</ATTRIBUTE-DEFINITION-${kind}-REF></DEFINITION></ATTRIBUTE-VALUE-${kind}>`;
  const enumValue = (name: string, ids: readonly string[]) =>
    `<ATTRIBUTE-VALUE-ENUMERATION><DEFINITION><ATTRIBUTE-DEFINITION-ENUMERATION-REF>a-${name}</ATTRIBUTE-DEFINITION-ENUMERATION-REF></DEFINITION><VALUES>${ids
      .map((id) => `<ENUM-VALUE-REF>${name}-${id}</ENUM-VALUE-REF>`)
      .join('')}</VALUES></ATTRIBUTE-VALUE-ENUMERATION>`;
  const object = (entry: (typeof objects)[number], index: number) =>
    `<SPEC-OBJECT IDENTIFIER="o${index}"><VALUES>${KINDS.map((kind, at) => value(kind, entry.values[at] ?? '')).join('')}${enumValue('Colour', entry.colour)}${enumValue('Tags', entry.tags)}</VALUES><TYPE><SPEC-OBJECT-TYPE-REF>t</SPEC-OBJECT-TYPE-REF></TYPE></SPEC-OBJECT>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<REQ-IF xmlns="http://www.omg.org/spec/ReqIF/20110401/reqif.xsd"><CORE-CONTENT><REQ-IF-CONTENT>
<DATATYPES>${KINDS.map((kind) => `<DATATYPE-DEFINITION-${kind} IDENTIFIER="d-${kind}"/>`).join('')}${enumType('Colour', ['Red', 'Green', 'Blue'])}${enumType('Tags', ['safety', 'ui', 'perf'])}</DATATYPES>
<SPEC-TYPES><SPEC-OBJECT-TYPE IDENTIFIER="t"><SPEC-ATTRIBUTES>${KINDS.map((kind) => definition(kind, kind)).join('')}${enumDefinition('Colour', false)}${enumDefinition('Tags', true)}</SPEC-ATTRIBUTES></SPEC-OBJECT-TYPE></SPEC-TYPES>
<SPEC-OBJECTS>${objects.map(object).join('')}</SPEC-OBJECTS>
</REQ-IF-CONTENT></CORE-CONTENT></REQ-IF>`;
}

function read(text: string): SavedSpec {
  const result = reqifToSpec(text);
  if (!result.ok) throw new Error(result.message);
  expect(result.warnings.filter((warning) => !warning.startsWith('Generated'))).toEqual([]);
  return result.spec;
}

const exported = (spec: SavedSpec) =>
  specToReqif(createRequirementFile(spec, { id: 'typed', title: 'Typed' }));

const selects = (spec: SavedSpec) =>
  spec.columns.flatMap((column) =>
    column.editorType === 'select' ? [{ header: column.headerName, options: column.valueOptions }] : [],
  );

const document = typedDocument([
  {
    values: ['The pump shall stop.', '42', '2.5', '2024-03-01T09:30:00.000+01:00', 'true'],
    colour: ['Red'],
    tags: ['safety', 'perf'],
  },
  {
    values: ['The valve shall close.', '-7', '-0.125', '2024-12-31T23:59:59Z', 'false'],
    colour: ['Blue'],
    tags: ['ui'],
  },
]);

describe('typed ReqIF values', () => {
  it('become typed cells: text, integers and reals as numbers, dates as written, booleans', () => {
    const spec = read(document);
    expect(rowsByHeader(spec).map(({ id: _id, ...cells }) => cells)).toEqual([
      {
        STRING: 'The pump shall stop.',
        INTEGER: 42,
        REAL: 2.5,
        DATE: '2024-03-01T09:30:00.000+01:00',
        BOOLEAN: true,
        Colour: 'Red',
        Tags: 'safety, perf',
      },
      {
        STRING: 'The valve shall close.',
        INTEGER: -7,
        REAL: -0.125,
        DATE: '2024-12-31T23:59:59Z',
        BOOLEAN: false,
        Colour: 'Blue',
        Tags: 'ui',
      },
    ]);
  });

  it('make enumerations select columns with their options in order', () => {
    expect(selects(read(document))).toEqual([
      { header: 'Colour', options: ['Red', 'Green', 'Blue'] },
      { header: 'Tags', options: ['safety', 'ui', 'perf'] },
    ]);
  });

  it('are written back with their own kinds and read back identical', () => {
    const spec = read(document);
    const written = exported(spec);
    for (const kind of ['INTEGER', 'REAL', 'DATE', 'BOOLEAN', 'ENUMERATION'])
      expect(written).toContain(`<ATTRIBUTE-VALUE-${kind}`);
    expect(written).toMatch(/<ATTRIBUTE-DEFINITION-ENUMERATION [^>]*LONG-NAME="Tags" MULTI-VALUED="true"/);
    const back = read(written);
    expect(rowsByHeader(back)).toEqual(rowsByHeader(spec));
    expect(selects(back)).toEqual(selects(spec));
  });

  it('of a real datatype demo come back identical, enumeration options unchanged', () => {
    const real = readFileSync(
      new URL('./fixtures/real/fmstudio-datatype-demo.reqif', import.meta.url),
      'utf8',
    );
    const spec = read(real);
    const first = rowsByHeader(spec)[0];
    expect(first).toMatchObject({ Int: 10, Bool: true, Enum_Single: 'Two', Enum_Multi: 'One, Two, Three' });
    const back = read(exported(spec));
    expect(rowsByHeader(back)).toEqual(rowsByHeader(spec));
    expect(selects(back)).toEqual(selects(spec));
  });
});
