/** Small ReqIF documents for the exchange tests: objects, specifications showing them, relations. */

export interface ReqifDocumentParts {
  /** The objects each SPECIFICATION shows, by identifier. */
  readonly specifications?: readonly (readonly string[])[];
  /** Objects no specification shows. */
  readonly loose?: readonly string[];
  /** SPEC-RELATIONs as [source object, target object, relation type LONG-NAME]. */
  readonly relations?: readonly (readonly [string, string, string])[];
}

/**
 * A ReqIF document whose object `x` has ReqIF.ForeignID `X-1` and the text "The system shall do x.";
 * specification n (from 1) is named "Spec n".
 */
export function reqifDocument({
  specifications = [],
  loose = [],
  relations = [],
}: ReqifDocumentParts): string {
  const ids = [...specifications.flat(), ...loose];
  const types = [...new Set(relations.map(([, , type]) => type))];
  const value = (definition: string, text: string) =>
    `<ATTRIBUTE-VALUE-STRING THE-VALUE="${text}"><DEFINITION><ATTRIBUTE-DEFINITION-STRING-REF>${definition}</ATTRIBUTE-DEFINITION-STRING-REF></DEFINITION></ATTRIBUTE-VALUE-STRING>`;
  const object = (id: string) =>
    `<SPEC-OBJECT IDENTIFIER="${id}"><VALUES>${value('fid', `${id.toUpperCase()}-1`)}${value('text', `The system shall do ${id}.`)}</VALUES><TYPE><SPEC-OBJECT-TYPE-REF>t</SPEC-OBJECT-TYPE-REF></TYPE></SPEC-OBJECT>`;
  const hierarchy = (id: string) =>
    `<SPEC-HIERARCHY IDENTIFIER="h-${id}"><OBJECT><SPEC-OBJECT-REF>${id}</SPEC-OBJECT-REF></OBJECT></SPEC-HIERARCHY>`;
  const specification = (objects: readonly string[], index: number) =>
    `<SPECIFICATION IDENTIFIER="s${index}" LONG-NAME="Spec ${index + 1}"><CHILDREN>${objects.map(hierarchy).join('')}</CHILDREN></SPECIFICATION>`;
  const relation = ([source, target, type]: readonly [string, string, string], index: number) =>
    `<SPEC-RELATION IDENTIFIER="r${index}"><TARGET><SPEC-OBJECT-REF>${target}</SPEC-OBJECT-REF></TARGET><SOURCE><SPEC-OBJECT-REF>${source}</SPEC-OBJECT-REF></SOURCE><TYPE><SPEC-RELATION-TYPE-REF>rt${types.indexOf(type)}</SPEC-RELATION-TYPE-REF></TYPE></SPEC-RELATION>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<REQ-IF xmlns="http://www.omg.org/spec/ReqIF/20110401/reqif.xsd"><CORE-CONTENT><REQ-IF-CONTENT>
<SPEC-TYPES>
  <SPEC-OBJECT-TYPE IDENTIFIER="t"><SPEC-ATTRIBUTES>
    <ATTRIBUTE-DEFINITION-STRING IDENTIFIER="fid" LONG-NAME="ReqIF.ForeignID"/>
    <ATTRIBUTE-DEFINITION-STRING IDENTIFIER="text" LONG-NAME="ReqIF.Text"/>
  </SPEC-ATTRIBUTES></SPEC-OBJECT-TYPE>
  ${types.map((type, index) => `<SPEC-RELATION-TYPE IDENTIFIER="rt${index}" LONG-NAME="${type}"/>`).join('')}
</SPEC-TYPES>
<SPEC-OBJECTS>${ids.map(object).join('')}</SPEC-OBJECTS>
<SPEC-RELATIONS>${relations.map(relation).join('')}</SPEC-RELATIONS>
<SPECIFICATIONS>${specifications.map(specification).join('')}</SPECIFICATIONS>
</REQ-IF-CONTENT></CORE-CONTENT></REQ-IF>`;
}
