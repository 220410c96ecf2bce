import { describe, expect, test } from 'vitest';
import { detectStatic } from './static-detectors.js';

function found(text: string): string[] {
  return detectStatic(text).map((finding) => `${finding.category}:${text.slice(finding.start, finding.end)}`);
}

describe('static detectors flag each lexicon, with inflections and phrases', () => {
  test.each([
    ['The stupid importer shall be replaced.', 'toxic:stupid'],
    ['Users who enter moronic values shall see error E42.', 'toxic:moronic'],
    ['The system shall encrypt backups if possible.', 'loophole:if possible'],
    ['The report shall include the cost centre where applicable.', 'loophole:where applicable'],
    ['The service shall restart as soon as possible.', 'loophole:as soon as possible'],
    ['The system shall log errors, warnings, etc. to the file.', 'ambiguous:etc.'],
    ['The new search shall be faster.', 'comparative:faster'],
    ['The update shall improve the accuracy.', 'comparative:improve'],
    ['The system shall store some audit events.', 'ambiguous:some'],
    ['The importer shall handle a large number of files.', 'ambiguous:a large number of'],
    ['The list shall be sorted by name and/or date.', 'ambiguous:and/or'],
    ['The pump shall run under normal conditions.', 'ambiguous:normal'],
    ['The scheduler shall optimise each route.', 'superlative:optimise'],
    ['The system shall not store passwords.', 'negative:shall not'],
    ['The archive shall never delete records.', 'negative:never'],
    ["Operators shouldn't edit closed shifts.", "negative:shouldn't"],
    ['The interface shall be user-friendly.', 'subjective:user-friendly'],
    ['The interface shall be user friendly.', 'subjective:user friendly'],
    ['The wizard shall be easy to use.', 'subjective:easy'],
    ['Operators shall easily find the stop button.', 'subjective:easily'],
    ['The router shall choose the fastest route.', 'superlative:fastest'],
    ['The system shall provide the best response time.', 'superlative:best'],
    ['The display shall offer maximum readability.', 'superlative:maximum'],
  ])('%s', (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  test('matches case-insensitively and reports the words as written', () => {
    const [finding] = detectStatic('IF POSSIBLE the system shall beep.');
    expect(finding).toMatchObject({
      category: 'loophole',
      score: 10,
      words: ['IF POSSIBLE'],
      start: 0,
      end: 11,
    });
  });

  test('matches whole words only', () => {
    expect(found('The hello screen shall show the moreover field and the bestseller list.')).toEqual([]);
  });

  test('gives an explanation and a suggestion naming the word', () => {
    const [finding] = detectStatic('The wizard shall be intuitive.');
    expect(finding?.explanation).toContain("'intuitive'");
    expect(finding?.suggestion).toContain("'intuitive'");
  });
});

describe('static detectors leave bounded, defined and quoted uses alone', () => {
  test.each([
    'The service shall keep logs for at least 30 days.',
    'The queue shall hold at most 500 messages.',
    'The upload shall be no more than 9 MB.',
    'The service shall keep logs for more than 30 days.',
    'The system shall support one or more payment providers.',
    'The journey shall take 2 hours or less.',
    'The on-board unit shall select the most restrictive braking curve.',
    'The display shall show the 5 most recent alarms.',
    'The system shall allow a maximum of 10 concurrent users.',
    'The maximum length of a message segment shall be 96 characters.',
    'The scheduler shall run the highest priority task first.',
    'The bus shall transmit the least significant bit first.',
    'The network shall offer a best-effort delivery class.',
    'WHEN the system enters Normal Startup Mode, the display shall turn green.',
    'The Simple Mail Transfer Protocol shall be used for mail.',
    'The system shall support dumb terminals.',
    'The gateway shall validate certificates as required by EN 50159.',
    'The system shall record whether or not the user accepted the terms.',
    'The form shall contain a yes/no field.',
    'The field shall accept lower case letters.',
    'The retention period shall be the shorter of 90 days and the contract term.',
  ])('%s', (text) => {
    expect(found(text)).toEqual([]);
  });

  test.each([
    'The system shall display "This is a stupid password" to the user.',
    'The system shall display \u201cif possible\u201d next to optional fields.',
    'The field shall accept `some` as a keyword.',
    "The console shall show 'What the hell happened' as a joke.",
  ])('ignores quotations: %s', (text) => {
    expect(found(text)).toEqual([]);
  });

  test('an apostrophe is not a quotation', () => {
    expect(found("The user's stupid password shall be rejected.")).toEqual(['toxic:stupid']);
  });

  test("a match inside a longer or more severe one is not reported twice ('cost-effective', 'easier')", () => {
    expect(found('The solution shall be cost-effective.')).toEqual(['subjective:cost-effective']);
    expect(found('Configuration shall be easier.')).toEqual(['comparative:easier']);
  });

  test('a safety prohibition is still a negative statement (documented decision)', () => {
    expect(found('The door controller shall not release the doors while moving.')).toEqual([
      'negative:shall not',
    ]);
  });
});

describe('words and suppressions found missing by the held-out set', () => {
  test.each([
    ['The bloody firmware updater shall verify the image signature.', 'toxic:bloody'],
    ['The brain-dead retry logic shall be replaced.', 'toxic:brain-dead'],
    ['The app shall cache map tiles whenever feasible.', 'loophole:whenever feasible'],
    ['Records shall be anonymised as deemed necessary.', 'loophole:as deemed necessary'],
    ['Logs shall be purged if it is considered appropriate.', 'loophole:if it is considered appropriate'],
    ['The alarm shall be louder in the ICU configuration.', 'comparative:louder'],
    ['Transfers shall settle sooner than under the T+2 process.', 'comparative:sooner'],
    ['The enclosure shall be stronger than the 2019 design.', 'comparative:stronger'],
    ['Error messages shall be clear to the user.', 'subjective:clear'],
    ['The cab radio shall provide a clear indication of the call state.', 'subjective:clear'],
    ['The payments API shall be developer-friendly.', 'subjective:developer-friendly'],
    ['The app shall offer the highest level of security.', 'superlative:highest'],
    ['The arm shall be positioned with the utmost precision.', 'superlative:utmost'],
    ['The pricing engine shall offer the lowest price on the market.', 'superlative:lowest'],
  ])('%s', (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  test.each([
    'The triage form shall include a checkbox for bloody stool.',
    'The registry shall record each brain-dead donor.',
    'The operator shall clear the alarm within 30 s.',
    'The operator shall be able to clear an acknowledged alarm.',
    'The driver shall confirm that the section ahead is clear.',
    'The legacy link shall transmit the password in clear text.',
    'The error list shall contain: e) FTSS unable to open the pipe.',
    'Administrators shall be unable to read user passwords.',
    'The fee shall be greater than the 2 EUR minimum.',
    'The dispatcher shall assign each parcel to the cheapest carrier that meets the delivery date.',
    'The function shall return the quote with the lowest total cost.',
    'The address validator shall accept Nice, France as a delivery city.',
    'The ceiling speed is the lower value out of Maximum train speed and the line speed.',
  ])('%s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
