import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createColumn } from '../spec/columns.js';
import { createRequirementFile } from '../spec/import.js';
import type { CellValue, Column, RequirementFile, Row, SavedSpec } from '../spec/model.js';
import { EXCHANGE_MESSAGES, reqifToSpec, specToReqif, xhtmlToText } from './index.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.reqif`, import.meta.url), 'utf8');

function imported(text: string): SavedSpec {
  const result = reqifToSpec(text);
  if (!result.ok) throw new Error(result.message);
  return result.spec;
}

/** What a spec means: columns (field, header, kind, options) and each row's id and non-empty values. */
function meaning(spec: { columns: readonly Column[]; rows: readonly Row[] }) {
  return {
    columns: spec.columns.map((c) => ({
      field: c.field,
      headerName: c.headerName,
      select: c.editorType === 'select' || c.editorType === 'enum',
      options: c.valueOptions ?? [],
    })),
    rows: spec.rows.map((row) => ({
      id: row.id,
      ...Object.fromEntries(
        spec.columns.flatMap((c) => {
          const value = row[c.field];
          return value === undefined || value === null || value === '' ? [] : [[c.field, value]];
        }),
      ),
    })),
  };
}

const word = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9&<>"'.,;:!?()\u4e00-\u4e10-]{1,8}$/);
const line = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join(' '));
const fieldName = fc
  .stringMatching(/^[a-z][a-z0-9_]{0,8}$/)
  .filter((f) => f !== 'this_is_a' && f !== 'description');

type ColumnKind = 'text' | 'textarea' | 'select' | 'integer' | 'real' | 'boolean';
const columnSpec = fc.record({
  field: fieldName,
  headerName: fc.oneof(line, fc.constant('ReqIF.Text')),
  kind: fc.constantFrom<ColumnKind>('text', 'textarea', 'select', 'integer', 'real', 'boolean'),
  options: fc.uniqueArray(word, { minLength: 1, maxLength: 4 }),
});

function valueFor(kind: ColumnKind, options: string[]): fc.Arbitrary<CellValue> {
  const some = (arbitrary: fc.Arbitrary<CellValue>) => fc.option(arbitrary, { nil: null });
  if (kind === 'text') return some(line.map((text) => ` ${text}  x`.slice(1)));
  if (kind === 'textarea')
    return some(
      fc
        .array(fc.oneof(line, fc.constant('')), { minLength: 1, maxLength: 3 })
        .map((lines) => ['first', ...lines, 'last'].join('\n')),
    );
  if (kind === 'select') return some(fc.constantFrom(...options));
  if (kind === 'integer') return some(fc.integer({ min: -1e9, max: 1e9 }));
  if (kind === 'real')
    return some(
      fc
        .double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 })
        .filter((n) => !Number.isInteger(n)),
    );
  return some(fc.boolean());
}

const specArbitrary: fc.Arbitrary<RequirementFile> = fc
  .uniqueArray(columnSpec, { minLength: 0, maxLength: 4, selector: (c) => c.field })
  .chain((extra) =>
    fc
      .array(
        fc.tuple(
          line,
          fc.constantFrom('requirement', 'chapter', 'context'),
          fc.tuple(...extra.map((c) => valueFor(c.kind, c.options))),
        ),
        { minLength: 1, maxLength: 12 },
      )
      .map((rows) => {
        const columns = [
          createColumn({ field: 'description', headerName: 'Description', editorType: 'textarea', order: 0 }),
          createColumn({
            field: 'this_is_a',
            headerName: 'Type',
            editorType: 'select',
            valueOptions: ['requirement', 'chapter', 'context'],
            order: 1,
          }),
          ...extra.map((c, i) =>
            createColumn({
              field: c.field,
              headerName: c.headerName,
              editorType: c.kind === 'select' ? 'select' : c.kind === 'textarea' ? 'textarea' : 'text',
              ...(c.kind === 'select' ? { valueOptions: c.options } : {}),
              order: i + 2,
            }),
          ),
        ];
        const data: Row[] = rows.map(([text, type, values], index) => ({
          id: `REQ-${index + 1}`,
          rowOrder: index + 1,
          tempChangeStatus: 'unchanged',
          description: text,
          this_is_a: type,
          ...Object.fromEntries(extra.map((c, i) => [c.field, values[i] ?? null])),
        }));
        // A column of numbers or booleans needs at least one of them to be written as one.
        const typed = extra.filter((c) => ['integer', 'real', 'boolean'].includes(c.kind));
        const withValues = data.map((row, index) =>
          index === 0
            ? {
                ...row,
                ...Object.fromEntries(
                  typed.map((c) => [c.field, c.kind === 'boolean' ? true : c.kind === 'integer' ? 7 : 0.5]),
                ),
              }
            : row,
        );
        return createRequirementFile({ columns, rows: withValues }, { id: 'f', title: 'Round trip' });
      }),
  );

describe('ReqIF export and import', () => {
  it('gives the same spec back: columns, ids, values, chapters and order (property)', () => {
    fc.assert(
      fc.property(specArbitrary, (file) => {
        const back = imported(specToReqif(file));
        expect(meaning(back)).toEqual(meaning({ columns: file.columns, rows: file.data }));
      }),
      { numRuns: 150 },
    );
  }, 30_000);

  it('writes chapters as a hierarchy: the rows after a chapter are its children', () => {
    const file = createRequirementFile(
      {
        columns: [
          createColumn({ field: 'description', headerName: 'Text' }),
          createColumn({ field: 'this_is_a', headerName: 'Type' }),
        ],
        rows: [
          {
            id: 'A',
            rowOrder: 1,
            tempChangeStatus: 'unchanged',
            description: 'Intro',
            this_is_a: 'requirement',
          },
          {
            id: 'B',
            rowOrder: 2,
            tempChangeStatus: 'unchanged',
            description: 'Chapter one',
            this_is_a: 'chapter',
          },
          {
            id: 'C',
            rowOrder: 3,
            tempChangeStatus: 'unchanged',
            description: 'Inside',
            this_is_a: 'requirement',
          },
        ],
      },
      { id: 'f', title: 'T' },
    );
    const xml = specToReqif(file);
    const chapter = xml.indexOf('<SPEC-OBJECT-REF>specwright.object.2</SPEC-OBJECT-REF>');
    const nested = xml.indexOf('<SPEC-OBJECT-REF>specwright.object.3</SPEC-OBJECT-REF>');
    expect(xml.slice(0, nested).lastIndexOf('<CHILDREN>')).toBeGreaterThan(
      xml.indexOf('specwright.hierarchy.2'),
    );
    expect(chapter).toBeGreaterThan(nested);
    expect(xml).toContain('<REQ-IF xmlns="http://www.omg.org/spec/ReqIF/20110401/reqif.xsd"');
  });
});

describe('ReqIF files of other tools', () => {
  it('reads a DOORS-style export: chapters from the nested hierarchy, enumerations, XHTML as plain text', () => {
    const spec = imported(fixture('doors-style'));
    expect(spec.columns.map((c) => [c.field, c.headerName, c.editorType])).toEqual([
      ['description', 'Description', 'textarea'],
      ['priority', 'Priority', 'select'],
      ['platform', 'Platform', 'select'],
      ['safety_level', 'Safety Level', 'text'],
      ['this_is_a', 'Type', 'select'],
    ]);
    expect(spec.columns[1]?.valueOptions).toEqual(['High', 'Medium', 'Low']);
    expect(spec.rows.map((r) => [r.id, r.this_is_a, r.description])).toEqual([
      ['BRK-1', 'chapter', 'Braking'],
      [
        'BRK-2',
        'requirement',
        'When the pedal is pressed, the controller shall apply the brakes within 50 ms & light the brake lamps.\nfront axle first\nrear axle <= 10 ms later',
      ],
      ['BRK-3', 'chapter', 'Fault handling'],
      [
        'BRK-4',
        'requirement',
        'If a wheel speed sensor fails, the controller shall warn the driver.\nThe warning shall stay on until the next ignition cycle.',
      ],
    ]);
    expect(spec.rows[1]).toMatchObject({ priority: 'High', platform: 'ECU, HMI', safety_level: 3 });
  });

  it('reads a ReqView-style export: prefixed elements, its own type column, boolean, real and date values', () => {
    const result = reqifToSpec(fixture('reqview-style'));
    if (!result.ok) throw new Error(result.message);
    expect(result.warnings).toEqual(['Generated an id for 1 row without one.']);
    expect(result.spec.rows.map((r) => [r.id, r.this_is_a, r.description])).toEqual([
      ['WS-7', 'chapter', 'Checkout'],
      ['WS-8', 'requirement', 'The shop shall accept card payments.'],
      ['WS-13', 'context', 'Prices are shown with VAT.'],
      ['WS-12', undefined, 'Orders shall be kept for ten years.'],
    ]);
    expect(result.spec.rows[1]).toMatchObject({
      verified: true,
      effort_days: 2.5,
      due: '2025-03-01T00:00:00.000Z',
    });
  });
});

describe('bad ReqIF files', () => {
  it.each([
    ['not XML', 'hello, world', 'The file is not well-formed XML: '],
    ['broken XML', '<REQ-IF><CORE-CONTENT></REQ-IF>', 'The file is not well-formed XML: '],
    ['XML of another kind', '<?xml version="1.0"?><html><body/></html>', EXCHANGE_MESSAGES.notReqif],
    [
      'a DTD with entities',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><REQ-IF/>',
      EXCHANGE_MESSAGES.reqifDoctype,
    ],
    ['a DOCTYPE alone', '<?xml version="1.0"?><!DOCTYPE REQ-IF><REQ-IF/>', EXCHANGE_MESSAGES.reqifDoctype],
    [
      'ReqIF without objects',
      '<REQ-IF><CORE-CONTENT><REQ-IF-CONTENT/></CORE-CONTENT></REQ-IF>',
      EXCHANGE_MESSAGES.noSpecObjects,
    ],
  ])('%s gets one message and no spec', (_, text, message) => {
    const result = reqifToSpec(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.startsWith(message)).toBe(true);
  });
});

describe('a ReqIF file with a DOCTYPE', () => {
  it('is refused with the reason, its entities never expanded (a billion laughs)', () => {
    const entities = Array.from(
      { length: 9 },
      (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`,
    ).join('');
    const laughs = `<?xml version="1.0"?><!DOCTYPE REQ-IF [<!ENTITY lol0 "lol">${entities}]>
<REQ-IF><CORE-CONTENT><REQ-IF-CONTENT><SPEC-OBJECTS><SPEC-OBJECT IDENTIFIER="a" LONG-NAME="&lol9;"/>
</SPEC-OBJECTS></REQ-IF-CONTENT></CORE-CONTENT></REQ-IF>`;
    const started = performance.now();
    expect(reqifToSpec(laughs)).toEqual({
      ok: false,
      message:
        'ReqIF files with a DOCTYPE are not accepted: ReqIF does not use one, and its entities could expand to any size. Remove the DOCTYPE and import the file again.',
    });
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('xhtmlToText', () => {
  it('keeps paragraphs and line breaks as lines and collapses source white space', () => {
    expect(
      xhtmlToText(
        '<xhtml:div>\n  <xhtml:p>a  b\n c</xhtml:p><xhtml:p/><xhtml:p>d<xhtml:br/>e</xhtml:p></xhtml:div>',
      ),
    ).toBe('a b c\n\nd\ne');
    expect(xhtmlToText('plain &amp; simple &#8804; 3')).toBe('plain & simple ≤ 3');
  });
});
