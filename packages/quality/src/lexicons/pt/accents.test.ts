import { describe, expect, test } from 'vitest';
import { accentInsensitive, withoutAccents } from './accents.js';

describe('accentInsensitive', () => {
  test('matches a word with and without its accents, in any case', () => {
    const pattern = new RegExp(`^(?:${accentInsensitive('não|ação')})$`, 'iu');
    for (const text of ['não', 'nao', 'NÃO', 'Nao', 'ação', 'acao', 'AÇÃO'])
      expect(pattern.test(text)).toBe(true);
    expect(pattern.test('nio')).toBe(false);
  });

  test('keeps escapes and widens character classes', () => {
    expect(accentInsensitive('\\p{L}+\\s\\u2019')).toBe('\\p{L}+\\s\\u2019');
    expect(new RegExp(accentInsensitive('^[ae]$'), 'u').test('ã')).toBe(true);
  });

  test('withoutAccents lower-cases and drops the accents', () => {
    expect(withoutAccents('Não Mínimo Ação')).toBe('nao minimo acao');
  });
});
