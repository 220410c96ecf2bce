import { lexicons } from './lexicons/index.js';
import type { Lexicon } from './lexicons/lexicon.js';
import { portugueseLexicons } from './lexicons/pt/index.js';
import { sources } from './lexicons/sources.js';
import { nlpFindingKinds } from './nlp/finding-kinds.js';

/** One entry of the Score Analysis documentation page, generated from the engine's own data. */
export interface CatalogueEntry {
  category: string;
  layer: 'static' | 'nlp' | 'llm' | 'quality';
  /** Score or score range, e.g. '10' or '80–100'. */
  score: string;
  title: string;
  explanation: string;
  /** Lexicon words/phrases (static layer) or example triggers. */
  examples: string[];
  /** What is deliberately not flagged (bounded or defined uses). */
  suppressions: string[];
  sources: string[];
  /** Static entries: the Portuguese lexicon of the same category, used for rows detected as Portuguese. */
  portuguese?: LanguageLexicon;
}

/** A category's lexicon in another language: its words and phrases, what it leaves unflagged, its sources. */
export interface LanguageLexicon {
  examples: string[];
  suppressions: string[];
  sources: string[];
}

/** The languages the engine analyses, and what each gets: shown at the top of the documentation page. */
export const analysedLanguages = [
  {
    language: 'English',
    coverage:
      'Every layer: the seven static categories, the NLP findings, the language model and the measurable qualities.',
  },
  {
    language: 'Portuguese',
    coverage:
      "Detected per requirement from its function words and modals ('deve', 'não', 'que', 'para', …). The seven static categories with Portuguese lexicons and the same rules, matched with or without accents; of the NLP layer only the modal check ('deve', 'deverá', 'precisa'), as the tagger behind the other NLP findings reads English only.",
  },
] as const;

const commonSuppressions = [
  'Text in quotes or code ("…", “…”, `…`, and \'…\' when clearly a quotation).',
  "Capitalised defined terms such as 'Normal Startup Mode' (not for offensive words).",
  "A match inside a more severe match (e.g. 'easier' counts as comparative, not also as subjective).",
];

function lexiconExamples(lexicon: Lexicon): string[] {
  return lexicon.entries.flatMap((entry) => [entry.term, ...(entry.variants ?? [])]);
}

function suppressionTexts(lexicon: Lexicon): string[] {
  return lexicon.suppressions.map(
    (suppression) => `${suppression.description} Example: ${suppression.example}.`,
  );
}

function portugueseOf(category: string): LanguageLexicon | undefined {
  const lexicon = portugueseLexicons.find((candidate) => candidate.category === category);
  if (lexicon === undefined) return undefined;
  return {
    examples: lexiconExamples(lexicon),
    suppressions: suppressionTexts(lexicon),
    sources: lexicon.sources,
  };
}

function staticEntry(lexicon: Lexicon): CatalogueEntry {
  const portuguese = portugueseOf(lexicon.category);
  return {
    category: lexicon.category,
    layer: 'static',
    score: String(lexicon.score),
    title: lexicon.title,
    explanation: lexicon.explanation.replaceAll("'{word}'", 'The word').replaceAll('{word}', 'the word'),
    examples: lexiconExamples(lexicon),
    suppressions: [
      ...suppressionTexts(lexicon),
      ...(lexicon.category === 'toxic' ? commonSuppressions.slice(0, 1) : commonSuppressions),
    ],
    sources: lexicon.sources,
    ...(portuguese ? { portuguese } : {}),
  };
}

const llmEntries: CatalogueEntry[] = [
  {
    category: 'llm-finding',
    layer: 'llm',
    score: '70–75',
    title: 'Language-model findings',
    explanation:
      'When a language model is configured and no static or NLP finding fired, the model reviews the requirement for problems word lists cannot see: unclear actors, missing conditions, inconsistent terms, untestable intent.',
    examples: ['The export covers the data the auditor needs.'],
    suppressions: ['Skipped when no model is configured; the result says so.'],
    sources: [sources.iso29148, 'INCOSE Guide to Writing Requirements v4 (2023)'],
  },
  {
    category: 'improvement',
    layer: 'quality',
    score: '80–100',
    title: 'Good requirement, with improvement proposals',
    explanation:
      'No finding: 80, plus 5 each for an EARS pattern, a measurable criterion with a unit, one requirement per row, and a sensible length (6–40 words). A configured language model adds an improvement proposal.',
    examples: ['WHEN the operator submits an order, the system shall confirm it within 2 seconds.'],
    suppressions: [],
    sources: [
      'Mavin et al., "Easy Approach to Requirements Syntax (EARS)", RE 2009',
      'INCOSE Guide to Writing Requirements v4 (2023), R34 Measurable Performance',
    ],
  },
];

/** Every detector and finding with its score, explanation, examples, suppressions and sources, lowest score first. */
export function qualityCatalogue(): CatalogueEntry[] {
  const nlpEntries = Object.values(nlpFindingKinds).map<CatalogueEntry>((kind) => ({
    category: kind.category,
    layer: 'nlp',
    score: String(kind.score),
    title: kind.title,
    explanation: kind.explanation,
    examples: kind.examples,
    suppressions: kind.limits,
    sources: kind.sources,
  }));
  return [...lexicons.map(staticEntry), ...nlpEntries, ...llmEntries];
}
