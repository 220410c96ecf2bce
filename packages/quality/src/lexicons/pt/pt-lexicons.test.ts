import { describe, expect, test } from 'vitest';
import { detectStatic } from '../../detectors/static-detectors.js';

function found(text: string): string[] {
  return detectStatic(text, 'pt').map(
    (finding) => `${finding.category}:${text.slice(finding.start, finding.end)}`,
  );
}

describe('Portuguese lexicons flag each category', () => {
  test.each([
    ['toxic', 'A tela de cadastro idiota deve ser removida até março.', 'idiota'],
    ['toxic', 'Esse importador é uma porcaria e deve ser trocado.', 'porcaria'],
    ['toxic', 'Operadores burros não devem acessar o painel.', 'burros'],
    ['loophole', 'O sistema deve enviar o aviso por SMS, se possível.', 'se possível'],
    ['loophole', 'O sistema deve renovar o token sempre que necessário.', 'sempre que necessário'],
    ['loophole', 'As mensagens devem ser traduzidas conforme apropriado.', 'conforme apropriado'],
    ['loophole', 'O servidor deve reiniciar o mais cedo possível.', 'o mais cedo possível'],
    ['loophole', 'O sistema deve usar o leitor biométrico quando disponível.', 'quando disponível'],
    ['loophole', 'A fatura deve ser enviada preferencialmente por e-mail.', 'preferencialmente'],
    ['comparative', 'A busca deve ser mais rápida.', 'mais rápida'],
    ['comparative', 'O novo motor de regras deve ter desempenho melhor.', 'melhor'],
    ['comparative', 'O painel deve ocupar menos espaço.', 'menos espaço'],
    ['comparative', 'O sistema deve reduzir o tempo de fila.', 'reduzir'],
    ['ambiguous', 'O sistema deve responder rapidamente a cada clique.', 'rapidamente'],
    ['ambiguous', 'O armazenamento deve comportar um grande volume de fotos.', 'grande'],
    ['ambiguous', 'O sistema deve manter vários backups.', 'vários'],
    ['ambiguous', 'O campo deve aceitar CPF e/ou CNPJ.', 'e/ou'],
    ['ambiguous', 'O sistema deve suportar alto tráfego.', 'alto'],
    ['ambiguous', 'O relatório deve listar, no mínimo, o total e a média.', 'no mínimo'],
    ['negative', 'O sistema não deve apagar pedidos pagos.', 'não'],
    ['negative', 'O sistema nunca deve exibir a senha.', 'nunca'],
    ['negative', 'O tempo de resposta não deve exceder 3 s.', 'não'],
    ['negative', 'Se o pagamento não for confirmado, o pedido deve ser cancelado.', 'não'],
    ['subjective', 'A tela de login deve ser linda.', 'linda'],
    ['subjective', 'O aplicativo deve oferecer uma experiência incrível.', 'incrível'],
    ['subjective', 'O assistente deve ser fácil de usar.', 'fácil de usar'],
    ['subjective', 'Os relatórios devem ter uma aparência profissional.', 'aparência profissional'],
    ['superlative', 'O sistema deve oferecer o melhor preço.', 'o melhor'],
    ['superlative', 'O frete deve ter um custo imbatível.', 'imbatível'],
    ['superlative', 'O layout deve ser perfeito em qualquer tela.', 'perfeito'],
    ['superlative', 'O roteador deve minimizar a latência.', 'minimizar'],
    ['superlative', 'A resposta deve ser rapidíssima.', 'rapidíssima'],
    ['superlative', 'O sistema deve ser o mais seguro do mercado.', 'o mais seguro'],
  ])('%s: %s', (category, text, words) => {
    expect(found(text)).toContain(`${category}:${words}`);
  });

  test('matches with and without accents and in any case', () => {
    expect(found('O sistema nao deve travar.')).toContain('negative:nao');
    expect(found('O SISTEMA NÃO DEVE TRAVAR.')).toContain('negative:NÃO');
    expect(found('A interface deve ser facil de usar.')).toContain('subjective:facil de usar');
    expect(found('O backup deve ser feito se necessario.')).toContain('loophole:se necessario');
    expect(found('O desempenho deve ser imbativel.')).toContain('superlative:imbativel');
  });

  test('a longer or more severe match shadows the words inside it', () => {
    expect(found('O servidor deve responder o mais rápido possível.')).toEqual([
      'loophole:o mais rápido possível',
    ]);
    expect(found('O fornecedor deve empregar os melhores esforços.')).toEqual([
      'loophole:os melhores esforços',
    ]);
    expect(found('A tela deve ser mais simples.')).toEqual(['comparative:mais simples']);
  });

  test('English wording is left to the English lexicons', () => {
    expect(found('The system shall not be slower if possible.')).toEqual([]);
  });
});
