import { importSpecText } from '@specwright/core';
import { parseAllDocuments } from 'yaml';

export type ValidatedFileType = 'spec' | 'json' | 'markdown' | 'yaml';

export interface FileValidation {
  valid: boolean;
  errors: string[];
}

function jsonErrors(content: string): string[] {
  try {
    JSON.parse(content);
    return [];
  } catch (error) {
    return [`Invalid JSON: ${error instanceof Error ? error.message : String(error)}`];
  }
}

/** The deepest nesting of YAML collections checked: the parser recurses once per level. */
export const MAX_YAML_DEPTH = 64;
export const YAML_TOO_DEEP = `Invalid YAML: collections are nested more than ${MAX_YAML_DEPTH} levels deep.`;

/**
 * Whether the text opens more than MAX_YAML_DEPTH flow collections ([ or {) without closing them, counted
 * in one pass before the parser sees it; brackets inside quoted text may count too, which only a file far
 * from any real one reaches.
 */
function nestsFlowCollectionsTooDeep(content: string): boolean {
  let depth = 0;
  for (let index = 0; index < content.length; index++) {
    const code = content.charCodeAt(index);
    if (code === 0x5b || code === 0x7b) {
      depth++;
      if (depth > MAX_YAML_DEPTH) return true;
    } else if ((code === 0x5d || code === 0x7d) && depth > 0) depth--;
  }
  return false;
}

/** A line opening more than MAX_YAML_DEPTH sequences at once (`- - - …`), each a level of the parser. */
const TOO_MANY_COMPACT_SEQUENCES = new RegExp(`^(?:[ \\t]*-[ \\t]+){${MAX_YAML_DEPTH + 1}}`, 'm');

function yamlErrors(content: string): string[] {
  if (nestsFlowCollectionsTooDeep(content) || TOO_MANY_COMPACT_SEQUENCES.test(content))
    return [YAML_TOO_DEEP];
  try {
    return parseAllDocuments(content).flatMap((document) =>
      'errors' in document ? document.errors.map((error) => `Invalid YAML: ${error.message}`) : [],
    );
  } catch (error) {
    // Block collections nested deeper than the stack (`- - - …`) overflow the parser's recursion.
    if (error instanceof RangeError) return [YAML_TOO_DEEP];
    throw error;
  }
}

/** Markdown is free text: only an unclosed ``` code block is reported. */
function markdownErrors(content: string): string[] {
  const fences = content.split('\n').filter((line) => /^\s{0,3}```/.test(line)).length;
  return fences % 2 === 1 ? ['A ``` code block is not closed.'] : [];
}

/**
 * What is wrong with a file of a repository, by its type; a spec must import as one (columns and rows).
 * Text with NUL characters never gets here: requests refuse it.
 */
export function validateRepositoryFile(content: string, fileType: ValidatedFileType): FileValidation {
  let errors: string[];
  if (fileType === 'spec') {
    const imported = importSpecText(content, 'repository');
    errors = imported.ok ? [] : [imported.message];
  } else if (fileType === 'json') errors = jsonErrors(content);
  else if (fileType === 'yaml') errors = yamlErrors(content);
  else errors = markdownErrors(content);
  return { valid: errors.length === 0, errors };
}
