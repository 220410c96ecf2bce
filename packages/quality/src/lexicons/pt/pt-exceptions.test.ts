import { describe, expect, test } from 'vitest';
import { detectStatic } from '../../detectors/static-detectors.js';

const categories = (text: string) => detectStatic(text, 'pt').map((finding) => finding.category);

/** The bounded and defined forms of the category rules: none of them is a smell. */
describe('Portuguese forms that are not smells', () => {
  test.each([
    // bounds
    'O sistema deve manter pelo menos 7 dias de logs.',
    'A fila deve ter no máximo 20 pedidos.',
    'A resposta deve chegar em menos de 2 s.',
    'O anexo deve ter menos de 5 MB.',
    'A senha deve conter no mínimo 10 caracteres.',
    'A sala deve aceitar um máximo de 12 pessoas.',
    'A tensão deve ser maior ou igual a 11 V.',
    'O erro deve ser inferior a 0,5 %.',
    'O produto deve ter garantia de 2 anos ou mais.',
    'O app deve rodar no iOS 16 ou superior.',
    'A latência deve ser não mais que 50 ms.',
    'O envio deve ocorrer não mais tarde que 48 horas após a compra.',
    'A vazão deve ser não inferior a 100 Mbps.',
    'O sistema deve diminuir o brilho em 30 % à noite.',
    // defined orderings and selections
    'O chamado de emergência deve ter prioridade mais alta que os demais chamados.',
    'O sistema deve descartar primeiro o pacote de menor prioridade.',
    'O sistema deve aplicar a restrição mais restritiva entre as configuradas.',
    'O conversor deve transmitir primeiro o bit menos significativo.',
    'O sistema deve escolher o fornecedor com o menor prazo de entrega.',
    'O gráfico deve mostrar o valor máximo e o valor mínimo do período.',
    'A análise deve considerar o tempo de resposta no pior caso de 40 ms.',
    // compound terms and fixed expressions
    'O documento deve descrever os requisitos não funcionais.',
    'O auditor deve registrar cada não-conformidade.',
    'O sistema deve bloquear acessos não autorizados.',
    'As mensagens não lidas devem aparecer em negrito.',
    'O formulário deve ter uma opção sim/não.',
    'O sistema deve registrar a tentativa, quer tenha sucesso ou não.',
    'O sistema deve funcionar sem internet por 4 horas.',
    // user choice, cited conditions, mode names, colours, domain words
    'O usuário pode ocultar a barra lateral, se desejar.',
    'O sistema deve gravar o alarme conforme exigido pela norma IEC 62443.',
    'O equipamento deve voltar ao modo normal após o teste.',
    'O sistema deve sincronizar periodicamente, a cada 10 minutos.',
    'O usuário deve poder escolher o tema claro.',
    'O sistema deve matar o processo que travar por 30 s.',
    'O sistema deve abortar a transação e registrar o ataque.',
    'O arquivo deve ser salvo em texto simples.',
  ])('%s', (text) => {
    expect(categories(text)).toEqual([]);
  });
});
