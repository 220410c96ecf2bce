import { type Lexicon, term } from './lexicon.js';
import { sources } from './sources.js';

/** Offensive or insulting words: never acceptable in a specification. A short own list, in the spirit of `cuss`. */
export const toxicLexicon: Lexicon = {
  category: 'toxic',
  score: 5,
  title: 'Toxic or offensive language',
  explanation:
    'Offensive or insulting words have no place in a specification and hide what is actually required.',
  suggestion: "Remove '{word}' and state the requirement in neutral, factual terms.",
  entries: [
    term('stupid', 'stupidly', 'stupidity'),
    term('idiot', 'idiots', 'idiotic', 'idiocy', 'idiot-proof'),
    term('dumb', 'dumber', 'dumbest', 'dumbass'),
    term('moron', 'morons', 'moronic', 'moron-proof'),
    term('imbecile', 'imbeciles'),
    term('retard', 'retarded', 'retards'),
    term('crap', 'crappy'),
    term('damn', 'damned', 'dammit', 'goddamn'),
    term('hell', 'the hell'),
    term('shit', 'shitty', 'bullshit', 'shitshow', 'shitstorm'),
    term('fuck', 'fucking', 'fucked', 'fuckup', 'wtf'),
    term('half-assed', 'dummies'),
    term('piss', 'pissed'),
    term('bastard', 'bastards'),
    term('asshole', 'assholes'),
    term('sucks', 'sucked', 'sucky'),
    term('bloody'),
    term('brain-dead', 'braindead'),
    term('freaking', 'frigging'),
    term('lame'),
    term('loser', 'losers'),
    term('jerk', 'jerks'),
    term('shut up'),
    term('pathetic'),
  ],
  suppressions: [
    {
      description: "Technical compounds with 'dumb' (a device without local processing).",
      example: 'dumb terminal',
      applies: (match) =>
        match.matched === 'dumb' &&
        /^\s+(?:terminals?|switch(?:es)?|pipes?|clients?|devices?)\b/.test(match.after),
    },
    {
      description:
        "Clinical terms: 'bloody stool', 'bloody discharge'; 'brain-dead donor' (a diagnosis, not an insult).",
      example: 'bloody stool, brain-dead donor',
      applies: (match) =>
        (match.matched === 'bloody' &&
          /^\s+(?:stools?|diarrh?oea|diarrhea|discharge|sputum|urine|nose|vomit|effusion|fluid|tap|show)\b/.test(
            match.after,
          )) ||
        (/^brain ?dead$/.test(match.matched) &&
          /^\s+(?:patients?|donors?|persons?|individuals?|adults?|children|child)\b/.test(match.after)),
    },
  ],
  sources: [sources.cuss, sources.iso29148],
};
