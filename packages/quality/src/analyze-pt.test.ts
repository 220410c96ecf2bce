import { describe, expect, test } from 'vitest';
import { analyzeRequirement, lintRequirement } from './analyze.js';
import { detectPortugueseModal } from './nlp/modal-pt.js';

describe('a Portuguese requirement in the pipeline', () => {
  test('is scored by the Portuguese lexicons, with the deciding finding described', () => {
    const analysis = analyzeRequirement('O sistema deve exportar o relatório, se possível, em PDF.');
    expect(analysis.score).toBe(10);
    expect(analysis.findings.map((finding) => finding.category)).toEqual(['loophole']);
    expect(analysis.description).toContain("'se possível'");
    expect(analysis.suggestion).toContain('Rewrite: "O sistema deve exportar o relatório em PDF."');
  });

  test('gets none of the English tagger findings (passive voice, pronouns, EARS, measurability)', () => {
    const findings = lintRequirement('Quando ele for salvo, o arquivo deve ser validado pelo servidor.');
    expect(findings.filter((finding) => finding.layer === 'nlp')).toEqual([]);
  });

  test('a clean Portuguese requirement scores in the 80–100 band', () => {
    const analysis = analyzeRequirement('O sistema deve confirmar o pedido em até 2 segundos.');
    expect(analysis.findings).toEqual([]);
    expect(analysis.score).toBeGreaterThanOrEqual(80);
  });

  test('English requirements keep the English lexicons and NLP findings', () => {
    const findings = lintRequirement('It shall be validated quickly if possible.');
    expect(findings.map((finding) => finding.category)).toEqual(
      expect.arrayContaining(['loophole', 'ambiguous', 'passive-voice']),
    );
  });
});

describe('detectPortugueseModal', () => {
  test.each([
    'O sistema deve registrar o acesso.',
    'Os dados deverão ser cifrados.',
    'A aplicação precisa validar o CPF.',
    'O operador tem de confirmar a ordem.',
    'É obrigatório informar o CEP.',
  ])('a binding modal: %s', (text) => {
    expect(detectPortugueseModal(text)).toEqual([]);
  });

  test('no modal: missing-modal over the whole text', () => {
    const [finding] = detectPortugueseModal('  O sistema exibe o saldo.  ');
    expect(finding).toMatchObject({
      category: 'missing-modal',
      score: 50,
      words: ['O sistema exibe o saldo.'],
    });
    expect(finding?.explanation).toContain("'deve'");
  });

  test('only a weak modal: weak-modal on that word', () => {
    const [finding] = detectPortugueseModal('O sistema poderá exibir o saldo.');
    expect(finding).toMatchObject({ category: 'weak-modal', words: ['poderá'] });
    expect(finding?.suggestion).toContain("Use 'deve'");
  });
});
