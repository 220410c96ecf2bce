import { sources } from '../lexicons/sources.js';

/** The NLP-layer findings (scores 50–65), one stable category name each. */
export interface NlpFindingKind {
  category: NlpCategory;
  score: number;
  title: string;
  explanation: string;
  examples: string[];
  /** What the heuristic deliberately does not flag, and its known misses. */
  limits: string[];
  sources: string[];
}

export type NlpCategory =
  | 'missing-modal'
  | 'compound'
  | 'vague-pronoun'
  | 'not-measurable'
  | 'weak-modal'
  | 'passive-voice'
  | 'not-ears';

const incose = 'INCOSE Guide to Writing Requirements v4 (2023)';
const ears = 'Mavin et al., "Easy Approach to Requirements Syntax (EARS)", RE 2009';

export const nlpFindingKinds: Record<NlpCategory, NlpFindingKind> = {
  'missing-modal': {
    category: 'missing-modal',
    score: 50,
    title: 'Missing modal verb',
    explanation: "Without 'shall' or 'must' the text reads as a description, not as a binding requirement.",
    examples: ['The system displays the balance.', 'Login page with a password field.'],
    limits: ["'is required to' counts as a modal."],
    sources: [`${incose}, R1 Structured Statements`, sources.iso29148],
  },
  compound: {
    category: 'compound',
    score: 52,
    title: 'Compound requirement',
    explanation: 'Several requirements in one statement cannot be traced, tested or accepted separately.',
    examples: [
      'The system shall validate the form and shall store the record.',
      'The system shall log and encrypt every message.',
    ],
    limits: [
      "Lists of objects ('name and address') are not compound: only joined actions or several modal verbs are.",
    ],
    sources: [`${incose}, R18 Single Thought Sentence, R19 Combinators`, sources.iso29148],
  },
  'vague-pronoun': {
    category: 'vague-pronoun',
    score: 54,
    title: 'Vague pronoun',
    explanation:
      'A pronoun whose referent is missing or could be one of several nouns leaves the reader guessing.',
    examples: [
      'When the user saves the file, it shall be validated.',
      'They shall be archived after 30 days.',
    ],
    limits: [
      "'it' with exactly one earlier noun is taken as clear; the expletive 'it shall be possible' is an EARS finding instead.",
    ],
    sources: [`${incose}, R24 Pronouns`, sources.iso29148, sources.femmer],
  },
  'not-measurable': {
    category: 'not-measurable',
    score: 56,
    title: 'No measurable criterion',
    explanation: 'A performance or quality property without a number and unit cannot be tested.',
    examples: [
      'The system shall have a short response time.',
      'Search results shall be returned with high availability.',
    ],
    limits: [
      'Any number with a unit in the sentence counts as a criterion, even if it measures something else.',
    ],
    sources: [`${incose}, R34 Measurable Performance`, sources.iso29148],
  },
  'weak-modal': {
    category: 'weak-modal',
    score: 58,
    title: 'Weak modal verb',
    explanation:
      "'should', 'may', 'will', 'can', 'might' or 'could' make the requirement optional or a statement of fact.",
    examples: ['The system should log every login.', 'The operator may export the report.'],
    limits: [
      "A weak modal in a sentence that also has 'shall' or 'must' is left alone (it is usually in a sub-clause).",
    ],
    sources: [`${incose}, R1 Structured Statements`, sources.nasaArm, sources.tjongBerry],
  },
  'passive-voice': {
    category: 'passive-voice',
    score: 60,
    title: 'Passive voice without an agent',
    explanation: 'A passive verb without "by …" hides who is responsible for the action.',
    examples: ['The data shall be encrypted.', 'Alarms shall be acknowledged within 5 s.'],
    limits: [
      "Heuristic: a form of 'be' followed by a past participle (-ed/-en or an irregular form) with no 'by' after it.",
      "Stative participles such as 'based', 'located', 'required to' are not flagged; participles used as adjectives may be.",
    ],
    sources: [`${incose}, R2 Active Voice`, sources.femmer],
  },
  'not-ears': {
    category: 'not-ears',
    score: 65,
    title: 'Not in an EARS pattern',
    explanation:
      'The condition and the response are not in EARS order, so the trigger and the system response are hard to see.',
    examples: [
      'The system shall lock the account if the password is wrong three times.',
      'It shall be possible to export the report.',
    ],
    limits: ['Only checked when the sentence has a modal verb; a leading IF without THEN is accepted.'],
    sources: [ears, `${incose}, R1 Structured Statements, R27 Explicit Conditions`],
  },
};

export const nlpCategories = Object.keys(nlpFindingKinds) as NlpCategory[];
