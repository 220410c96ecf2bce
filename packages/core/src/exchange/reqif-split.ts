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

/** Where the SPECIFICATIONs and SPEC-OBJECTs of a document are, and which objects each specification shows. */
function scan(text: string): { specifications: SpecificationScan[]; objects: ObjectScan[] } {
  const specifications: SpecificationScan[] = [];
  const objects: ObjectScan[] = [];
  const scanner = new XmlScanner(text);
  let specification: SpecificationScan | undefined;
  let object: ObjectScan | undefined;
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
    } else if (name === 'SPEC-OBJECT-REF' && !closing && specification) {
      specification.objectRefs.add(scanner.text().trim());
    }
  }
  return { specifications, objects };
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
 * hierarchy shows; objects no specification shows stay with the first, so nothing is lost. A document
 * with one specification or none comes back whole.
 */
export function splitSpecifications(text: string): ReqifSpecificationText[] {
  const { specifications, objects } = scan(text);
  const [first] = specifications;
  if (!first || specifications.length === 1)
    return [{ name: first?.name, text, objectCount: objects.length }];
  const shown = new Set(specifications.flatMap((specification) => [...specification.objectRefs]));
  return specifications.map((specification, index) => {
    const keeps = (object: ObjectScan) =>
      specification.objectRefs.has(object.id) || (index === 0 && !shown.has(object.id));
    const dropped = objects.filter((object) => !keeps(object));
    const removed = [...specifications.filter((other) => other !== specification), ...dropped];
    return {
      name: specification.name,
      text: withoutRanges(text, removed),
      objectCount: objects.length - dropped.length,
    };
  });
}
