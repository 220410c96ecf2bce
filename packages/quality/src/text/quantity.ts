/**
 * Quantities make a phrase bounded: '30 days', '9 MB', 'one', 'twenty', '5%'. Used by suppressions
 * ('at least 30 days', 'no more than 9 MB') and by the measurable-criterion checks.
 */
const numberWords =
  'zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|' +
  'seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|' +
  'billion|once|twice|half|single|double';

/** A quantity at the start of `text` (after optional spaces and an article): digits or a number word. */
export const leadingQuantity = new RegExp(
  `^\\s*(?:(?:a|an|the)\\s+)?(?:[-+±–−]?\\d|(?:${numberWords})\\b)`,
  'i',
);

/** Any digit or number word anywhere. */
export const anyQuantity = new RegExp(`\\d|\\b(?:${numberWords})\\b`, 'i');

/** A number followed by a unit or percent sign: '2 s', '500 km/h', '99.9 %', '3 seconds', '10 MB'. */
export const numberWithUnit =
  /\d(?:[\d.,]*)\s*(?:%|percent|ms|s|sec|secs|seconds?|minutes?|mins?|hours?|h|days?|weeks?|months?|years?|[kKMGT]?B|bytes?|[kKMG]?bps|[kKMG]?Hz|[kcm]?m|km\/h|mph|users?|requests?|transactions?|rows?|records?|items?|times?|clicks?|steps?|attempts?|characters?|pixels?|px|fps|°C|°F|V|A|W|kW|g|kg|N|Pa|bar)(?![\p{L}])/u;
