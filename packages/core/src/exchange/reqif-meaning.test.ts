import { describe, expect, it } from 'vitest';
import { EXCHANGE_MESSAGES, reqifToSpec } from './index.js';

const definition = (kind: string, id: string, name: string) =>
  `<ATTRIBUTE-DEFINITION-${kind} IDENTIFIER="${id}" LONG-NAME="${name}"/>`;
const value = (kind: string, id: string, text: string) =>
  kind === 'XHTML'
    ? `<ATTRIBUTE-VALUE-XHTML><DEFINITION><ATTRIBUTE-DEFINITION-XHTML-REF>${id}</ATTRIBUTE-DEFINITION-XHTML-REF></DEFINITION><THE-VALUE><xhtml:div xmlns:xhtml="http://www.w3.org/1999/xhtml">${text}</xhtml:div></THE-VALUE></ATTRIBUTE-VALUE-XHTML>`
    : `<ATTRIBUTE-VALUE-${kind} THE-VALUE="${text}"><DEFINITION><ATTRIBUTE-DEFINITION-${kind}-REF>${id}</ATTRIBUTE-DEFINITION-${kind}-REF></DEFINITION></ATTRIBUTE-VALUE-${kind}>`;

/** A ReqIF document with one object type of the given definitions and one object per list of values. */
function reqif(definitions: string[], objects: string[][]): string {
  const specObjects = objects
    .map(
      (values, index) =>
        `<SPEC-OBJECT IDENTIFIER="o${index}"><VALUES>${values.join('')}</VALUES></SPEC-OBJECT>`,
    )
    .join('');
  return `<REQ-IF><CORE-CONTENT><REQ-IF-CONTENT><SPEC-TYPES><SPEC-OBJECT-TYPE IDENTIFIER="t"><SPEC-ATTRIBUTES>${definitions.join('')}</SPEC-ATTRIBUTES></SPEC-OBJECT-TYPE></SPEC-TYPES><SPEC-OBJECTS>${specObjects}</SPEC-OBJECTS></REQ-IF-CONTENT></CORE-CONTENT></REQ-IF>`;
}

function read(text: string) {
  const result = reqifToSpec(text);
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('the text column of another tool’s ReqIF', () => {
  it('is ReqIF.Text even when the author (ReqIF.ForeignCreatedBy) is defined first', () => {
    const { spec } = read(
      reqif(
        [definition('XHTML', 'by', 'ReqIF.ForeignCreatedBy'), definition('XHTML', 'text', 'ReqIF.Text')],
        [[value('XHTML', 'by', 'The ReqIF Guru'), value('XHTML', 'text', 'The pump shall stop.')]],
      ),
    );
    expect(spec.rows[0]?.description).toBe('The pump shall stop.');
  });

  it('is a STRING attribute named like text rather than an id', () => {
    const { spec } = read(
      reqif(
        [definition('STRING', 'id', 'Object ID'), definition('STRING', 'txt', 'FUNC-REQ-TXT')],
        [[value('STRING', 'id', '42'), value('STRING', 'txt', 'The pump shall start.')]],
      ),
    );
    expect(spec.rows[0]?.description).toBe('The pump shall start.');
  });

  it('keeps ReqIF.Name as a chapter without text and as the title beside text', () => {
    const { spec } = read(
      reqif(
        [definition('STRING', 'name', 'ReqIF.Name'), definition('XHTML', 'text', 'ReqIF.Text')],
        [
          [value('STRING', 'name', 'Pumps')],
          [value('STRING', 'name', 'Stop'), value('XHTML', 'text', 'It stops.')],
        ],
      ),
    );
    expect(spec.rows.map((row) => [row.this_is_a, row.description, row.title])).toEqual([
      ['chapter', 'Pumps', undefined],
      ['requirement', 'It stops.', 'Stop'],
    ]);
  });
});

describe('what a ReqIF file holds but cannot be read', () => {
  it('is named in the warnings: values without a definition and of unknown datatypes', () => {
    const { warnings, spec } = read(
      reqif(
        [definition('STRING', 'text', 'ReqIF.Text')],
        [[value('STRING', 'text', 'Kept.'), value('STRING', 'gone', 'Lost.'), value('COLOR', 'text', 'red')]],
      ),
    );
    expect(spec.rows[0]?.description).toBe('Kept.');
    expect(warnings).toEqual(
      expect.arrayContaining([
        EXCHANGE_MESSAGES.reqifValuesWithoutDefinition(1),
        EXCHANGE_MESSAGES.reqifUnknownKinds(['COLOR']),
      ]),
    );
  });
});
