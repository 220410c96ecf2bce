import type { SavedSpec } from '../spec/model.js';
import { EXCHANGE_MESSAGES } from './messages.js';
import { reqifFirstRows, reqifToSpec } from './reqif-read.js';
import type { TextChoice } from './reqif-roles.js';
import { splitSpecifications } from './reqif-split.js';

/** One specification of a ReqIF file or archive, ready to open in a tab of its own. */
export interface ImportedSpecification {
  readonly title: string;
  readonly spec: SavedSpec;
  readonly warnings: string[];
  /** The text attribute guessed, and the others that could be it, when the file does not make it clear. */
  readonly textChoice?: TextChoice;
}

export type ReqifArchiveImport =
  | { ok: true; specifications: ImportedSpecification[] }
  | { ok: false; message: string };

/** What reading the specifications of one document gave: the specs, and the warnings of those skipped. */
export interface DocumentSpecifications {
  readonly opened: ImportedSpecification[];
  readonly skipped: string[];
  readonly firstFailure: string | undefined;
  /** How many specifications the document has (one when it has none). */
  readonly count: number;
}

/** What a reading reports while it runs. */
export interface ReqifReadOptions {
  /** The share of the work done, 0 to 1. */
  readonly onProgress?: ((fraction: number) => void) | undefined;
  /** The attribute (by LONG-NAME) that holds the requirement text, as the user chose it. */
  readonly textAttribute?: string | undefined;
  /** A large document of one specification shows its first rows as soon as they are read. */
  readonly onFirstRows?: ((first: { title: string; spec: SavedSpec }) => void) | undefined;
}

/** A document is large enough to show its first rows before the rest from this many characters. */
export const FIRST_ROWS_FROM_CHARS = 4 * 1024 * 1024;
/** How many rows a first look shows. */
export const FIRST_ROW_COUNT = 200;

/** Where a document comes from: the title of a part without a name, and the messages of a skipped part. */
export interface DocumentSource {
  /** The title of the document's only specification, whatever its name (a plain file's name). */
  readonly onlyTitle?: string;
  readonly fallbackTitle: (index: number, count: number) => string;
  readonly emptySkipped: (title: string) => string;
  readonly failedSkipped: (title: string, message: string) => string;
}

/**
 * One spec per SPECIFICATION of a ReqIF document, titled by its LONG-NAME or else by `source`. With
 * several specifications, one holding no requirements is skipped with a warning, as is one that cannot be
 * imported.
 */
export function reqifDocumentSpecs(
  text: string,
  source: DocumentSource,
  options: ReqifReadOptions = {},
): DocumentSpecifications {
  const parts = splitSpecifications(text);
  const opened: ImportedSpecification[] = [];
  const skipped: string[] = [];
  let firstFailure: string | undefined;
  for (const [index, part] of parts.entries()) {
    const title =
      (parts.length === 1 ? source.onlyTitle : undefined) ??
      (part.name?.trim() || source.fallbackTitle(index, parts.length));
    if (parts.length > 1 && part.objectCount === 0) {
      skipped.push(source.emptySkipped(title));
      continue;
    }
    if (parts.length === 1) showFirstRows(part.text, title, options);
    const { onProgress } = options;
    const result = reqifToSpec(
      part.text,
      onProgress && ((step) => onProgress((index + step.done / step.total) / parts.length)),
      options.textAttribute,
    );
    if (result.ok) {
      const { spec, warnings, textChoice } = result;
      opened.push({ title, spec, warnings, ...(textChoice ? { textChoice } : {}) });
    } else {
      firstFailure ??= result.message;
      skipped.push(source.failedSkipped(title, result.message));
    }
  }
  return { opened, skipped, firstFailure, count: parts.length };
}

function showFirstRows(text: string, title: string, { onFirstRows, textAttribute }: ReqifReadOptions): void {
  if (!onFirstRows || text.length < FIRST_ROWS_FROM_CHARS) return;
  const first = reqifFirstRows(text, FIRST_ROW_COUNT, textAttribute);
  if (first?.ok) onFirstRows({ title, spec: first.spec });
}

/** Titles kept apart: a second "Chapter 3" becomes "Chapter 3 (2)". */
export function distinctTitles(titles: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return titles.map((title) => {
    const count = (seen.get(title) ?? 0) + 1;
    seen.set(title, count);
    return count === 1 ? title : `${title} (${count})`;
  });
}

/** The specifications read, titles made distinct, the warnings of the whole read added to the first. */
export function specificationsImport(
  opened: readonly ImportedSpecification[],
  warnings: readonly string[],
  failure: string,
): ReqifArchiveImport {
  const [first] = opened;
  if (!first) return { ok: false, message: failure };
  first.warnings.push(...warnings);
  const titles = distinctTitles(opened.map((entry) => entry.title));
  return {
    ok: true,
    specifications: opened.map((entry, index) => ({ ...entry, title: titles[index] as string })),
  };
}

/**
 * A plain .reqif file: one spec titled `title` when it holds one specification; one spec per
 * specification (titled by its LONG-NAME, else `title (n)`) when it holds several, as an archive's.
 */
export function reqifFileToSpecs(
  text: string,
  title: string,
  options: ReqifReadOptions = {},
): ReqifArchiveImport {
  const { opened, skipped, firstFailure } = reqifDocumentSpecs(
    text,
    {
      // A file of one specification is titled by the file's name.
      onlyTitle: title,
      fallbackTitle: (index, count) => (count > 1 ? `${title} (${index + 1})` : title),
      emptySkipped: (name) => EXCHANGE_MESSAGES.emptySpecificationInFileSkipped(name),
      failedSkipped: (name, message) => EXCHANGE_MESSAGES.specificationSkipped(name, message),
    },
    options,
  );
  return specificationsImport(opened, skipped, firstFailure ?? EXCHANGE_MESSAGES.noSpecObjects);
}
