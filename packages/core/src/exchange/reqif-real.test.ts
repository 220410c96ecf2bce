import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRequirementFile } from '../spec/import.js';
import type { CellValue, SavedSpec } from '../spec/model.js';
import { reqifToSpec, specToReqif } from './index.js';

const REAL_FOLDER = new URL('./fixtures/real/', import.meta.url);

/** The real exports the importer must read: plain .reqif files here (archives are read elsewhere). */
function realReqifFiles(): { name: string; text: string }[] {
  return readdirSync(REAL_FOLDER)
    .filter((name) => name.endsWith('.reqif'))
    .sort()
    .map((name) => ({ name, text: readFileSync(new URL(name, REAL_FOLDER), 'utf8') }));
}

const attributeOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: ' ' };

/** Text without any white space, so a value and the importer's plain text of it compare equal. */
const squeezed = (text: string) => text.replace(/[\s\u00a0]+/g, '');

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

/** What the file holds, read with regular expressions only, independently of the importer. */
function factsOf(xml: string) {
  const names = new Map<string, string>();
  for (const match of xml.matchAll(/<ATTRIBUTE-DEFINITION-\w+(\s(?:[^>"]|"[^"]*")*)>/g)) {
    const id = attributeOf(match[1] ?? '', 'IDENTIFIER');
    if (id) names.set(id, attributeOf(match[1] ?? '', 'LONG-NAME') ?? id);
  }
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
  const specifications = /<SPECIFICATIONS>([\s\S]*?)<\/SPECIFICATIONS>/.exec(xml)?.[1];
  const referenced = specifications
    ? new Set(
        [...specifications.matchAll(/<SPEC-OBJECT-REF>\s*([^<\s]+)\s*<\/SPEC-OBJECT-REF>/g)]
          .map((match) => match[1] ?? '')
          .filter((id) => objects.has(id)),
      )
    : new Set<string>();
  // A hierarchy that names none of the objects (a fragment, or references to another file) holds them all.
  if (referenced.size === 0) for (const id of objects.keys()) referenced.add(id);
  const valuesNamed = (test: (name: string) => boolean) =>
    [...referenced]
      .flatMap((id) =>
        (objects.get(id) ?? []).filter((entry) => test(entry.name)).map((entry) => fileText(entry.value)),
      )
      .filter((value) => value !== '');
  return {
    rowCount: referenced.size,
    definesText: [...names.values()].includes('ReqIF.Text'),
    texts: valuesNamed((name) => name === 'ReqIF.Text'),
    textLike: valuesNamed(
      (name) => /text|txt|description|requirement/i.test(name) && !name.startsWith('ReqIF.Foreign'),
    ),
    headings: valuesNamed((name) => name === 'ReqIF.ChapterName' || name === 'ReqIF.Name'),
  };
}

function imported(text: string): SavedSpec & { warnings: string[] } {
  const result = reqifToSpec(text);
  if (!result.ok) throw new Error(result.message);
  return { ...result.spec, warnings: result.warnings };
}

/** Each row's id and non-empty values by column header, in order. */
function rowsOf(spec: SavedSpec): Record<string, CellValue>[] {
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

describe.each(realReqifFiles())('the real ReqIF export $name', ({ text }) => {
  const facts = factsOf(text);

  it('imports without an error', () => {
    expect(reqifToSpec(text)).toMatchObject({ ok: true });
  });

  it('has one row per spec object of its specification hierarchy', () => {
    expect(imported(text).rows).toHaveLength(facts.rowCount);
  });

  it('puts ReqIF.Text, when the file defines it, in the text column', () => {
    const descriptions = new Set(imported(text).rows.map((row) => squeezed(String(row.description ?? ''))));
    if (facts.definesText) expect(facts.texts.filter((value) => !descriptions.has(value))).toEqual([]);
  });

  it('otherwise takes the text from an attribute named like text, description or requirement', () => {
    if (facts.definesText || facts.textLike.length === 0) return;
    const requirements = imported(text).rows.filter((row) => row.this_is_a !== 'chapter');
    const texts = requirements.map((row) => squeezed(String(row.description ?? ''))).filter(Boolean);
    expect(texts.filter((value) => !facts.textLike.includes(value))).toEqual([]);
    expect(texts.length).toBeGreaterThan(0);
  });

  it('keeps every heading (ReqIF.ChapterName, ReqIF.Name)', () => {
    const cells = new Set(
      imported(text).rows.flatMap((row) => Object.values(row).map((value) => squeezed(String(value)))),
    );
    expect(facts.headings.filter((heading) => !cells.has(heading))).toEqual([]);
  });

  it('comes back with the same rows and texts after export and re-import', () => {
    const spec = imported(text);
    const back = imported(specToReqif(createRequirementFile(spec, { id: 'real', title: 'Real' })));
    expect(rowsOf(back)).toEqual(rowsOf(spec));
  });
});
