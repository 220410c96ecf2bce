import { describe, expect, it } from 'vitest';
import { createSpellChecker } from '../spelling/node.js';
import { checkRow } from './row-check.js';

const spelling = createSpellChecker();

describe('checkRow on a Portuguese requirement', () => {
  it('passes a clean one: no English spelling or a/an findings', () => {
    const text = 'A interface deve exibir a mensagem de confirmação em até 2 segundos.';
    expect(checkRow(text, spelling)).toEqual({ status: 'ok', proposition: text, reason: '' });
  });

  it("turns a weak modal into 'deve' ('devem' for a plural) and removes a loophole", () => {
    expect(checkRow('O sistema poderá enviar o recibo por e-mail.', spelling)).toMatchObject({
      status: 'warning',
      proposition: 'O sistema deve enviar o recibo por e-mail.',
    });
    expect(checkRow('Os relatórios podem ser exportados em PDF, se possível.', spelling)).toMatchObject({
      status: 'error',
      proposition: 'Os relatórios devem ser exportados em PDF.',
    });
  });

  it('still reports the form of the text (the final-period check knows the English modals only)', () => {
    expect(checkRow('o sistema deve registrar cada acesso', spelling)).toMatchObject({
      status: 'warning',
      proposition: 'O sistema deve registrar cada acesso',
      reason: 'The requirement should start with a capital letter.',
    });
  });
});
