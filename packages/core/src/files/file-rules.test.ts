import { describe, expect, it } from 'vitest';
import {
  FILE_MESSAGES,
  fileNameForTitle,
  formatFileSize,
  isJsonFileName,
  MAX_SPEC_FILE_BYTES,
  titleFromFileName,
} from './file-rules.js';

describe('spec file rules', () => {
  it('accept only .json file names, in any case', () => {
    expect(isJsonFileName('spec.json')).toBe(true);
    expect(isJsonFileName('SPEC.JSON')).toBe(true);
    expect(isJsonFileName('notes.txt')).toBe(false);
    expect(isJsonFileName('spec.json.txt')).toBe(false);
    expect(isJsonFileName('json')).toBe(false);
  });

  it('use the spec messages word for word', () => {
    expect(FILE_MESSAGES.invalidType).toBe('Invalid file type. Please select a .json file.');
    expect(FILE_MESSAGES.loadFailed).toBe('Failed to load the file. Please try again.');
    expect(MAX_SPEC_FILE_BYTES).toBe(52_428_800);
  });

  it('title a tab after the file name without .json', () => {
    expect(titleFromFileName('Checkout flow.json')).toBe('Checkout flow');
    expect(titleFromFileName('a.b.JSON')).toBe('a.b');
    expect(titleFromFileName('.json')).toBe('Untitled');
  });

  it('make safe download names', () => {
    expect(fileNameForTitle('Checkout flow', 'json')).toBe('Checkout flow.json');
    expect(fileNameForTitle('a/b:c*?"<>|', 'csv')).toBe('a-b-c------.csv');
    expect(fileNameForTitle('   ', 'json')).toBe('specification.json');
    expect(fileNameForTitle('..hidden', 'json')).toBe('hidden.json');
    expect(fileNameForTitle('spec.json', 'json')).toBe('spec.json');
    expect(fileNameForTitle('x'.repeat(300), 'csv')).toHaveLength(124);
    expect(fileNameForTitle('tab\there\u0000', 'json')).toBe('tab here-.json');
  });

  it('format sizes for messages', () => {
    expect(formatFileSize(12)).toBe('12 bytes');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(60 * 1024 * 1024)).toBe('60.0 MB');
  });
});
