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

function yamlErrors(content: string): string[] {
  return parseAllDocuments(content).flatMap((document) =>
    'errors' in document ? document.errors.map((error) => `Invalid YAML: ${error.message}`) : [],
  );
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
