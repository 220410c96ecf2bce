import type { Lexicon } from '../lexicon.js';
import { previousWord } from './bounds.js';
import { ptPattern, ptSuppression, ptTerm } from './pt-lexicon.js';
import { ptSources } from './sources.js';

/** Words before 'claro' that make it a colour or a theme ('tema claro', 'azul claro'), not a judgement of clarity. */
const lightColour =
  /^(?:tema|modo|fundo|cor|tom|azul|verde|cinza|amarelo|vermelho|roxo|rosa|marrom|laranja|bege|castanho)$/;

/** Subjective language: it depends on the reader's taste or skill, not on a test. */
export const ptSubjectiveLexicon: Lexicon = {
  category: 'subjective',
  score: 30,
  title: 'Subjective language',
  explanation: "'{word}' depends on the reader's opinion; two testers will not agree whether it is met.",
  suggestion:
    "Replace '{word}' with an observable criterion, e.g. 'um usuário novo conclui a tarefa em até 3 minutos sem ajuda'.",
  entries: [
    ptTerm('fácil de usar', 'fácil', 'fáceis', 'facilmente', 'facilidade de uso'),
    ptTerm('simples', 'intuitivo', 'intuitiva', 'intuitivos', 'intuitivas', 'intuitivamente'),
    ptTerm('claro', 'clara', 'claros', 'claras', 'claramente', 'óbvio', 'óbvia', 'obviamente'),
    ptTerm(
      'amigável',
      'amigáveis',
      'autoexplicativo',
      'autoexplicativa',
      'auto-explicativo',
      'familiar',
      'familiares',
    ),
    ptTerm('lindo', 'linda', 'lindos', 'lindas', 'bonito', 'bonita', 'bonitos', 'bonitas'),
    ptTerm(
      'incrível',
      'incríveis',
      'maravilhoso',
      'maravilhosa',
      'fantástico',
      'fantástica',
      'excelente',
      'excelentes',
    ),
    ptTerm('bom', 'boa', 'bons', 'boas'),
    ptTerm('agradável', 'agradáveis', 'agradavelmente', 'atraente', 'atraentes', 'atrativo', 'atrativa'),
    ptTerm('elegante', 'elegantes', 'elegantemente', 'moderno', 'moderna', 'modernos', 'modernas'),
    ptTerm(
      'conveniente',
      'convenientes',
      'convenientemente',
      'confortável',
      'confortáveis',
      'confortavelmente',
    ),
    ptTerm('inconveniente', 'inconvenientes', 'inconveniência', 'inconveniências'),
    ptTerm('aparência profissional', 'visual profissional', 'acabamento polido', 'polido', 'polida'),
    ptTerm('suave', 'suavemente', 'fluido', 'fluida', 'sofisticado', 'sofisticada', 'poderoso', 'poderosa'),
    ptTerm('de ponta', 'estado da arte', 'de alta qualidade', 'importante', 'importantes'),
    ptPattern('ser legível', '(?<=\\b(?:ser|seja|sejam|e|sao|estar|ficar)\\s+)legive(?:l|is)'),
  ],
  suppressions: [
    ptSuppression(
      "'claro' as a colour or theme ('tema claro', 'azul claro') and 'é claro que' (of course).",
      'o tema claro e o tema escuro; a cor azul claro',
      (match) =>
        /^clar[oa]s?$/.test(match.matched) &&
        (lightColour.test(previousWord(match)) ||
          (/\be\s*$/.test(match.before) && /^\s+que\b/.test(match.after))),
    ),
    ptSuppression(
      "Fixed terms: 'texto simples', 'aspas simples', 'maioria simples'; 'boa-fé', 'bom dia'; 'renda familiar'.",
      'em texto simples; de boa-fé; a renda familiar',
      (match) =>
        (match.matched === 'simples' &&
          /^(?:texto|aspas|maioria|precisao|ponto|juros)$/.test(previousWord(match))) ||
        (/^(?:bom|boa)$/.test(match.matched) && /^[\s-]+(?:fe|dia|tarde|noite)\b/.test(match.after)) ||
        (/^familiar(?:es)?$/.test(match.matched) &&
          /^(?:renda|grupo|nucleo|agricultura|plano|pacote|saude|bolsa)$/.test(previousWord(match))),
    ),
  ],
  sources: [ptSources.iso29148, ptSources.femmer, ptSources.ptSet],
};
