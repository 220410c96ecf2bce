import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { detectLanguage } from './detect.js';

const readTexts = (name: string): string[] =>
  (
    JSON.parse(readFileSync(new URL(`../../eval/${name}`, import.meta.url), 'utf8')) as {
      items: { text: string }[];
    }
  ).items.map((item) => item.text);

describe('detectLanguage', () => {
  test.each([
    'O sistema deve exportar o relatório em PDF.',
    'Idealmente, a página deve carregar em 2 segundos.',
    'Os usuários deverão confirmar o e-mail antes do primeiro acesso.',
    'O aplicativo nao deve enviar notificacoes entre 22h e 7h.',
    'A aplicação precisa registrar cada operação com data e hora.',
    'Quando o sensor falhar, o controlador deve acionar o modo seguro.',
  ])('Portuguese: %s', (text) => {
    expect(detectLanguage(text)).toBe('pt');
  });

  test.each([
    'The system shall export the report as PDF.',
    'The O&M manual shall follow para 3.2 of the contract.',
    'The lens shall resolve features of 10 um and the data com port shall run at 9600 baud.',
    'Login page with a password field.',
    'The de-icing system shall activate below 3 °C.',
    'Data shall be sent to example.com/para/de/que every 5 minutes.',
    'São Paulo',
    'Não.',
    '',
  ])('English or too short to tell: %s', (text) => {
    expect(detectLanguage(text)).toBe('en');
  });

  test('every English sentence of the labelled and held-out sets is English', () => {
    const texts = [...readTexts('labelled-set.json'), ...readTexts('held-out-set.json')];
    expect(texts.length).toBeGreaterThan(300);
    expect(texts.filter((text) => detectLanguage(text) === 'pt')).toEqual([]);
  });

  test('every sentence of the Portuguese set is Portuguese', () => {
    const texts = readTexts('pt-set.json');
    expect(texts.length).toBeGreaterThanOrEqual(150);
    expect(texts.filter((text) => detectLanguage(text) !== 'pt')).toEqual([]);
  });

  const word = (words: string[]) => fc.constantFrom(...words);
  /** ARTA-style English requirements, with the Portuguese-looking tokens real specs contain (para, um, de-, .com). */
  const englishRequirement = fc
    .tuple(
      word(['The', 'Each', 'If the', 'When the', 'While the', 'Where the']),
      word(['system', 'RBC', 'operator console', 'ETCS on-board', 'pump controller', 'data com unit']),
      word(['shall', 'must', 'should', 'will', 'shall not', 'may']),
      word(['display', 'record', 'de-energise', 'reject', 'transmit', 'supervise', 'notify']),
      word(['the', 'a', 'each', 'all', 'no', 'any']),
      word([
        'message',
        'alarm',
        'train position',
        'para 4.2 data',
        'O&M log',
        'um-scale image',
        'de facto value',
      ]),
      word(['within 2 s', 'to the driver', 'as defined in para 3', 'at 10 um resolution', 'per hour', '']),
    )
    .map((parts) => `${parts.filter(Boolean).join(' ')}.`);

  test('ARTA-style English sentences are never detected as Portuguese', () => {
    fc.assert(fc.property(englishRequirement, (text) => detectLanguage(text) === 'en'));
  });

  test('a Portuguese requirement stays Portuguese with an English product name in it', () => {
    const portugueseRequirement = fc
      .tuple(
        word(['O sistema', 'A aplicação', 'O servidor', 'Cada usuário']),
        word(['deve', 'deverá', 'não deve', 'precisa']),
        word(['enviar', 'registrar', 'exportar', 'bloquear']),
        word(['o relatório', 'a mensagem', 'os dados', 'cada pedido']),
        word(['para o Single Sign-On', 'ao Data Warehouse', 'no Kubernetes', 'em até 2 s']),
      )
      .map((parts) => `${parts.join(' ')}.`);
    fc.assert(fc.property(portugueseRequirement, (text) => detectLanguage(text) === 'pt'));
  });
});
