/**
 * What a ReqIF file holds, read with regular expressions only, independently of the importer, for the
 * tests over the real exports of other tools; and what an imported spec means, to compare round trips.
 */
import type { CellValue, SavedSpec } from '../spec/model.js';

/** Each row's id and non-empty values by column header, in order. */
export function rowsByHeader(spec: SavedSpec): Record<string, CellValue>[] {
  return spec.rows.map((row) => ({
    id: row.id,
    ...Object.fromEntries(
      spec.columns.flatMap((column) => {
        const value = row[column.field];
        return value === undefined || value === null || value === '' ? [] : [[column.headerName, value]];
      }),
    ),
  }));
}

const attributeOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: ' ' };

/** Text without any white space, so a value and the importer's plain text of it compare equal. */
export const squeezed = (text: string) => text.replace(/[\s\u00a0]+/g, '');

/** The plain text of a value as written in the file: markup dropped, entities decoded once. */
function fileText(raw: string): string {
  const decoded = raw
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name] ?? entity;
    });
  return squeezed(decoded);
}

const OBJECT_REF = /<SPEC-OBJECT-REF>\s*([^<\s]+)\s*<\/SPEC-OBJECT-REF>/g;
const objectRefs = (xml: string) => [...xml.matchAll(OBJECT_REF)].map((match) => match[1] ?? '');

function objectValues(xml: string, names: ReadonlyMap<string, string>) {
  const objects = new Map<string, { name: string; value: string }[]>();
  for (const match of xml.matchAll(/<SPEC-OBJECT(\s(?:[^>"]|"[^"]*")*)>([\s\S]*?)<\/SPEC-OBJECT>/g)) {
    const values: { name: string; value: string }[] = [];
    const body = match[2] ?? '';
    for (const value of body.matchAll(
      /<ATTRIBUTE-VALUE-(\w+)(\s(?:[^>"]|"[^"]*")*)?>([\s\S]*?)<\/ATTRIBUTE-VALUE-\1>/g,
    )) {
      const definition = /<ATTRIBUTE-DEFINITION-\w+-REF>\s*([^<\s]+)/.exec(value[3] ?? '')?.[1] ?? '';
      const inline = attributeOf(value[2] ?? '', 'THE-VALUE');
      const nested = /<THE-VALUE>([\s\S]*?)<\/THE-VALUE>/.exec(value[3] ?? '')?.[1];
      values.push({ name: names.get(definition) ?? '', value: inline ?? nested ?? '' });
    }
    objects.set(attributeOf(match[1] ?? '', 'IDENTIFIER') ?? '', values);
  }
  return objects;
}

/** Source and target object of each SPEC-RELATION, with its type reference. */
function relationsOf(xml: string): { source: string; target: string; type: string }[] {
  return [...xml.matchAll(/<SPEC-RELATION\s[^>]*>([\s\S]*?)<\/SPEC-RELATION>/g)].map((match) => {
    const body = match[1] ?? '';
    const end = (name: string) =>
      objectRefs(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(body)?.[1] ?? '')[0];
    return {
      source: end('SOURCE') ?? '',
      target: end('TARGET') ?? '',
      type: /<SPEC-RELATION-TYPE-REF>\s*([^<\s]+)/.exec(body)?.[1] ?? '',
    };
  });
}

/** The objects each SPECIFICATION shows (existing ones, each once), in document order. */
export function objectsBySpecification(xml: string): string[][] {
  const names = new Map<string, string>();
  const existing = new Set(objectValues(xml, names).keys());
  return [...xml.matchAll(/<SPECIFICATION[\s>][\s\S]*?<\/SPECIFICATION>/g)].map((match) => [
    ...new Set(objectRefs(match[0]).filter((id) => existing.has(id))),
  ]);
}

/** The facts of a whole document: its rows, texts, headings and the relations between two of its rows. */
export function factsOf(xml: string) {
  const names = new Map<string, string>();
  for (const match of xml.matchAll(/<ATTRIBUTE-DEFINITION-\w+(\s(?:[^>"]|"[^"]*")*)>/g)) {
    const id = attributeOf(match[1] ?? '', 'IDENTIFIER');
    if (id) names.set(id, attributeOf(match[1] ?? '', 'LONG-NAME') ?? id);
  }
  const objects = objectValues(xml, names);
  const specifications = /<SPECIFICATIONS>([\s\S]*?)<\/SPECIFICATIONS>/.exec(xml)?.[1];
  const referenced = new Set(objectRefs(specifications ?? '').filter((id) => objects.has(id)));
  // A hierarchy that names none of the objects (a fragment, or references to another file) holds them all.
  if (referenced.size === 0) for (const id of objects.keys()) referenced.add(id);
  const valuesNamed = (test: (name: string) => boolean) =>
    [...referenced]
      .flatMap((id) =>
        (objects.get(id) ?? []).filter((entry) => test(entry.name)).map((entry) => fileText(entry.value)),
      )
      .filter((value) => value !== '');
  const links = new Set(
    relationsOf(xml)
      .filter(({ source, target }) => source !== target && referenced.has(source) && referenced.has(target))
      .map(({ source, target, type }) => `${source} ${target} ${type}`),
  );
  return {
    rowCount: referenced.size,
    linkCount: links.size,
    definesText: [...names.values()].includes('ReqIF.Text'),
    texts: valuesNamed((name) => name === 'ReqIF.Text'),
    textLike: valuesNamed(
      (name) => /text|txt|description|requirement/i.test(name) && !name.startsWith('ReqIF.Foreign'),
    ),
    headings: valuesNamed((name) => name === 'ReqIF.ChapterName' || name === 'ReqIF.Name'),
  };
}
