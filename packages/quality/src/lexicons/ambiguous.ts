import { type Lexicon, term } from './lexicon.js';
import { openEndedEntries, openEndedSuppressions } from './open-ended.js';
import { sources } from './sources.js';
import { vagueTermEntries, vagueTermSuppressions } from './vague-terms.js';

const sizeWords = 'small|large|big|huge|tiny|high|low|short|long|limited';
/** 'shall be small', 'kept short', 'too long': a size adjective as the whole criterion. */
const predicativeSize = `(?:${sizeWords})(?<=\\b(?:be|is|are|been|being|remain|remains|stay|stays|kept|keep|keeps|too|very|extremely|fairly|rather|relatively|reasonably|sufficiently)\\s+\\p{L}+)(?!-|\\s+(?:to|by|than|as|enough)\\b)`;
/**
 * 'a short period', 'high traffic', 'limited number': a size adjective before a quantity it leaves open. Quality
 * attributes ('high availability', 'high performance') are left to the NLP measurable-criterion finding.
 */
const attributiveSize = `(?:${sizeWords}|extended)(?=[\\s-]+(?:number|numbers|amounts?|periods?|times?|delays?|while|duration|volumes?|traffic|loads?|quantity|quantities|proportions?|standards?|quality|degree|extent|light|resolution|accuracy|precision|bandwidth|capacity)\\b)`;

/** Vague quantities, adjectives and adverbs: each reader fills in a different value. */
export const ambiguousLexicon: Lexicon = {
  category: 'ambiguous',
  score: 20,
  title: 'Ambiguous or vague term',
  explanation:
    "'{word}' is vague: each reader fills in a different value, so the requirement cannot be tested.",
  suggestion:
    "Replace '{word}' with a number, a range or a defined term, e.g. 'at least 3' or 'within 200 ms'.",
  entries: [
    term('some'),
    term('several', 'various', 'numerous', 'many'),
    term(
      'a few',
      'a lot of',
      'lots of',
      'a number of',
      'a large number of',
      'a small number of',
      'a variety of',
      'a majority of',
    ),
    term('almost always', 'almost', 'nearly', 'very nearly'),
    term('approximately', 'approximate', 'roughly'),
    {
      term: 'about / around / close to (a number)',
      pattern: '(?:about|around|close\\s+to)(?=\\s+[-+±]?\\d)',
    },
    term('significant', 'significantly', 'substantial', 'substantially', 'considerable', 'considerably'),
    term('negligible'),
    term('sufficient', 'sufficiently', 'insufficient', 'enough'),
    term('adequate', 'adequately', 'inadequate'),
    term('appropriate', 'appropriately'),
    term('reasonable', 'reasonably'),
    term('acceptable', 'acceptably', 'satisfactory', 'suitable', 'suitably'),
    term('proper', 'properly'),
    term('efficient', 'efficiently', 'effective', 'effectively'),
    term('flexible', 'flexibly', 'expandable', 'robust', 'robustly'),
    term('relevant', 'typical', 'typically', 'certain'),
    term(
      'usually',
      'normal',
      'normally',
      'generally',
      'often',
      'frequently',
      'occasionally',
      'sometimes',
      'periodically',
      'regularly',
    ),
    term(
      'fast',
      'quick',
      'quickly',
      'rapid',
      'rapidly',
      'promptly',
      'soon',
      'eventually',
      'timely',
      'in a timely manner',
    ),
    term('instantaneous', 'instantaneously', 'instantly'),
    { term: 'small, large, high, low, short, long, limited (as the criterion)', pattern: predicativeSize },
    { term: 'a short period, high traffic, a limited number', pattern: attributiveSize },
    term('and/or'),
    term('TBD', 'TBC', 'TBS', 'TBR', 'TBA', 'to be determined'),
    ...vagueTermEntries,
    ...openEndedEntries,
  ],
  suppressions: [
    ...vagueTermSuppressions,
    ...openEndedSuppressions,
    {
      description: 'An approximation with a stated tolerance is measurable.',
      example: 'approximately 5 s ± 0.5 s',
      applies: (match) =>
        /^(?:approximately|approximate|roughly)$/.test(match.matched) &&
        /^\s+\S+\s*(?:\S+\s*)?(?:±|\+\/-|plus or minus)/.test(match.after),
    },
    {
      description: "'certain' meaning 'sure' is not a vague quantity.",
      example: 'make certain that',
      applies: (match) =>
        match.matched === 'certain' && /\b(?:make|makes|made|be|is|are)\s*$/.test(match.before),
    },
  ],
  sources: [
    sources.iso29148,
    sources.incoseR7,
    sources.incoseR9,
    sources.nasaArm,
    sources.tjongBerry,
    sources.wiegers,
    sources.arta,
  ],
};
