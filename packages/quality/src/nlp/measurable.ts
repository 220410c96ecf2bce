import { numberWithUnit } from '../text/quantity.js';
import type { Finding } from '../types.js';
import { nlpFinding } from './make-finding.js';

/** Performance and quality words that promise something measurable. */
const performanceWords =
  /\b(?:response\s+times?|performance|performant|throughput|latency|responsive(?:ness)?|real[\s-]time|(?:high(?:ly)?\s+)?availab(?:ility)|highly\s+available|reliab(?:le|ility|ly)|accura(?:te|tely|cy)|precise(?:ly)?|scalab(?:le|ility)|capacity|fast|faster|quick(?:ly)?|slow(?:ly)?|rapid(?:ly)?|promptly|timely|immediately|instantly|efficient(?:ly)?|short\s+(?:time|delay|period))\b/i;

/** A performance or quality word with no number and unit anywhere in the requirement. */
export function detectNotMeasurable(text: string): Finding[] {
  const match = performanceWords.exec(text);
  if (match === null || numberWithUnit.test(text)) return [];
  const span = { start: match.index, end: match.index + match[0].length };
  return [
    nlpFinding(
      'not-measurable',
      text,
      span,
      `Quantify '${match[0]}' with a number and unit, e.g. 'within 200 ms for 95 % of requests' or 'available 99.9 % of each month'.`,
    ),
  ];
}
