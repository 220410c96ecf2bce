import { XmlScanner } from './xml-scan.js';

/** One SPECIFICATION of a ReqIF document, as a document of its own. */
export interface ReqifSpecificationText {
  readonly name: string | undefined;
  readonly text: string;
  /** How many spec objects the document keeps. */
  readonly objectCount: number;
}

interface Range {
  start: number;
  end: number;
}

interface SpecificationScan extends Range {
  name: string | undefined;
  objectRefs: Set<string>;
}

interface ObjectScan extends Range {
  id: string;
}

interface RelationScan extends Range {
  ends: string[];
}

interface DocumentScan {
  specifications: SpecificationScan[];
  objects: ObjectScan[];
  relations: RelationScan[];
}

/**
 * Where the SPECIFICATIONs, SPEC-OBJECTs and SPEC-RELATIONs of a document are, which objects each
 * specification shows and which objects each relation joins.
 */
function scan(text: string): DocumentScan {
  const specifications: SpecificationScan[] = [];
  const objects: ObjectScan[] = [];
  const relations: RelationScan[] = [];
  const scanner = new XmlScanner(text);
  let specification: SpecificationScan | undefined;
  let object: ObjectScan | undefined;
  let relation: RelationScan | undefined;
  while (scanner.next()) {
    const { name, closing } = scanner;
    if (name === 'SPECIFICATION') {
      if (!closing) {
        const start = scanner.tagStart;
        specification = {
          start,
          end: scanner.tagEnd,
          name: scanner.attribute('LONG-NAME') ?? undefined,
          objectRefs: new Set(),
        };
        specifications.push(specification);
      } else if (specification) specification.end = scanner.tagEnd;
      if (closing || scanner.selfClosing) specification = undefined;
    } else if (name === 'SPEC-OBJECT') {
      if (!closing) {
        object = { start: scanner.tagStart, end: scanner.tagEnd, id: scanner.attribute('IDENTIFIER') ?? '' };
        objects.push(object);
      } else if (object) object.end = scanner.tagEnd;
      if (closing || scanner.selfClosing) object = undefined;
    } else if (name === 'SPEC-RELATION') {
      if (!closing) {
        relation = { start: scanner.tagStart, end: scanner.tagEnd, ends: [] };
        relations.push(relation);
      } else if (relation) relation.end = scanner.tagEnd;
      if (closing || scanner.selfClosing) relation = undefined;
    } else if (name === 'SPEC-OBJECT-REF' && !closing) {
      if (specification) specification.objectRefs.add(scanner.text().trim());
      else if (relation) relation.ends.push(scanner.text().trim());
    }
  }
  return { specifications, objects, relations };
}

function withoutRanges(text: string, ranges: readonly Range[]): string {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const parts: string[] = [];
  let at = 0;
  for (const range of sorted) {
    parts.push(text.slice(at, range.start));
    at = Math.max(at, range.end);
  }
  parts.push(text.slice(at));
  return parts.join('');
}

/**
 * A ReqIF document split into one document per SPECIFICATION, each keeping only the spec objects its
 * hierarchy shows; objects no specification shows stay with the first, so nothing is lost. Each keeps the
 * relations with an end among its objects (a relation joining no kept object stays with the first), so a
 * relation between two specifications is read, and reported, by both. A document with one specification
 * or none comes back whole.
 */
export function splitSpecifications(text: string): ReqifSpecificationText[] {
  const { specifications, objects, relations } = scan(text);
  const [first] = specifications;
  if (!first || specifications.length === 1)
    return [{ name: first?.name, text, objectCount: objects.length }];
  const shown = new Set(specifications.flatMap((specification) => [...specification.objectRefs]));
  const existing = new Set(objects.map((object) => object.id));
  const keptAnywhere = (id: string) => shown.has(id) || existing.has(id);
  return specifications.map((specification, index) => {
    const keepsId = (id: string) =>
      specification.objectRefs.has(id) || (index === 0 && existing.has(id) && !shown.has(id));
    const keepsRelation = (relation: RelationScan) =>
      relation.ends.some(keepsId) || (index === 0 && !relation.ends.some(keptAnywhere));
    const dropped = objects.filter((object) => !keepsId(object.id));
    const removed = [
      ...specifications.filter((other) => other !== specification),
      ...dropped,
      ...relations.filter((relation) => !keepsRelation(relation)),
    ];
    return {
      name: specification.name,
      text: withoutRanges(text, removed),
      objectCount: objects.length - dropped.length,
    };
  });
}
