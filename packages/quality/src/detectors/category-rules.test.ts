import { describe, expect, test } from 'vitest';
import { detectStatic } from './static-detectors.js';

/** The category rules of docs/quality-categories.md, one error class per block. */
function found(text: string): string[] {
  return detectStatic(text).map((finding) => `${finding.category}:${text.slice(finding.start, finding.end)}`);
}

function categories(text: string): string[] {
  return [...new Set(detectStatic(text).map((finding) => finding.category))].sort();
}

describe('phrases in the right category', () => {
  test.each([
    ['As a minimum, the console shall show the fuel level.', 'ambiguous:As a minimum'],
    [
      'The report shall include, but need not be limited to, the totals.',
      'ambiguous:but need not be limited to',
    ],
    ['The log shall hold errors, warnings, etc.', 'ambiguous:etc.'],
    ['The form shall accept stored numbers or other set-up details.', 'ambiguous:other'],
    ['The tool shall export to systems like Jira and Trello.', 'ambiguous:like'],
    ['The page shall show partner logos such as IEEE.', 'ambiguous:such as'],
    ['The design shall provide for remote display tailoring.', 'ambiguous:provide for'],
    ['Ease of repair shall be taken into account in the design.', 'ambiguous:taken into account'],
    ['Testability shall be considered in the design.', 'ambiguous:considered'],
    ['The router shall minimise the number of hops.', 'superlative:minimise'],
    ['The scheduler shall maximize throughput.', 'superlative:maximize'],
    ['The upgrade shall need minimal operator training.', 'superlative:minimal'],
    ['Overheads shall be kept to a minimum.', 'superlative:kept to a minimum'],
    [
      'The parts shall be chosen to the maximum practicable extent.',
      'loophole:to the maximum practicable extent',
    ],
    ['Where available, the caller name shall be displayed.', 'loophole:Where available'],
    ['The form shall remember defaults where desirable.', 'loophole:where desirable'],
    ['Numbers shall be reused where this is appropriate.', 'loophole:where this is appropriate'],
    [
      'In every test case, provided the hardware state permits, the unit shall log the error.',
      'loophole:provided the hardware state permits',
    ],
    ['As an objective, the console shall weigh under 20 kg.', 'loophole:As an objective'],
  ])('%s', (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  test('open-ended clauses are not loopholes, and a choice left to the operator is not an escape clause', () => {
    expect(categories('As a minimum, the console shall show the fuel level.')).toEqual(['ambiguous']);
    expect(found('The operator shall be able to override the mode if desired.')).toEqual([]);
    expect(found('A task optionally defines a deadline.')).toEqual([]);
  });

  test('a section number is not a quantity, and a number after a comparative bounds it', () => {
    expect(found('2.3.9 Higher data rates will be required.')).toEqual(['comparative:Higher']);
    expect(categories('The start-up must be not longer 10 minutes.')).toEqual(['negative']);
  });

  test("'as simple as possible' is an escape clause and a perception", () => {
    expect(categories('The steps shall be as simple as possible.')).toEqual(['loophole', 'subjective']);
  });

  test("'most significant' is a superlative unless it names a bit position", () => {
    expect(found('The display shall show the most significant alarms first.')).toEqual(['superlative:most']);
    expect(found('The bus shall send the most significant byte first.')).toEqual([]);
  });

  test("'most appropriate' is a superlative, not also ambiguous", () => {
    expect(found('The radio shall pick the most appropriate network.')).toEqual(['superlative:most']);
  });
});

describe('bounded forms are not flagged', () => {
  test.each([
    'The call shall be allowed at least for users on the same train.',
    'The radio shall run for a minimum of eight hours.',
    'The API shall let the caller set the maximum message size.',
    'The minimum duration of a tone is specified in the standard.',
    'The radio shall select the most appropriate network using the selection criteria stated in section 10.5.',
    'Calls shall use the appropriate function code for the call type (see Table 9-8).',
    'The train may switch at any speed lower than or equal to the supervised shunting speed.',
    'Fl(n) is the frequency in the lower band.',
    'The portal will improve service by reducing complaints by 5%.',
    'The upload shall be no more than 9 MB.',
    'It is acceptable that only one user may talk at any time.',
    'The office shall be typical of the nursing department.',
    'It is necessary to ensure that priorities are consistent.',
    'The radio shall support full duplex calls.',
    'The full specification of the radio is in section 4.',
    'When the software is terminated normally the system shall enter Startup Mode.',
    'The normal ICP presence test shall fail after 5 s.',
    'The socket shall let the application specify how many messages it may buffer.',
    '70% of customers are comfortable purchasing movies after 2 weeks.',
    'The current site is a good example.',
    'The system shall report faults under no-fault conditions as well.',
    'Dose fields shall accept decimals instead of treating clinicians like novices.',
    'The train shall brake to the lower speed level.',
    'Networks shall use the standardised protocol detailed in section 11.6.',
    'The list shall show the highest-rated entry of the supplier list first.',
    'The allocator shall use the largest single free block.',
  ])('%s', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('negation inside conditions and bounds is negative', () => {
  test.each([
    ['If the record does not exist, the system shall create it.', 'negative:does not'],
    ['The clock shall not deviate by more than 1 s per day.', 'negative:shall not'],
    ['The response time must not exceed 2 s.', 'negative:must not'],
    ['The memory use shall be not more than 800 MB.', 'negative:not'],
    ['If the part can not be identified, a COTS part may be used.', 'negative:can not'],
    ['The driver cannot release the brake.', 'negative:cannot'],
    ['WHEN no card is inserted, the terminal shall reset.', 'negative:no'],
  ])('%s', (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  test.each([
    'The unit shall log whether the train is stationary or not.',
    'The record shall include, but not be limited to, the name.',
    'Administrators shall be unable to read passwords.',
    'The radio shall work without the network.',
  ])('not negative: %s', (text) => {
    expect(categories(text)).not.toContain('negative');
  });
});

describe('vague terms and quantifiers are found', () => {
  test.each([
    ['The product shall support multiple remote users.', 'ambiguous:multiple'],
    ['Reporting shall keep the flexibility of ad-hoc queries.', 'ambiguous:flexibility'],
    ['The system shall be scaleable.', 'ambiguous:scaleable'],
    ['The design shall allow expandability.', 'ambiguous:expandability'],
    ['The board shall be ruggedized.', 'ambiguous:ruggedized'],
    ['The TCS shall provide the necessary hardware.', 'ambiguous:necessary'],
    ['The TCS shall provide full control of each vehicle.', 'ambiguous:full'],
    ['A special indication shall be shown.', 'ambiguous:special'],
    ['The radio shall work as a standard telephone.', 'ambiguous:standard'],
    ['Mobiles shall provide a standardised interface.', 'ambiguous:standardised'],
    ['A short audible tone shall be given.', 'ambiguous:short'],
    ['The link shall be set up immediately after the tone.', 'ambiguous:immediately'],
    ['The speed may be shown momentarily.', 'ambiguous:momentarily'],
    ['Displays shall be readable in low light environments.', 'ambiguous:low'],
    ['The monitor shall have a high resolution display.', 'ambiguous:high'],
    ['The tool shall work with commonly available tools.', 'ambiguous:commonly'],
    ['The system shall work in small or large stations.', 'ambiguous:small or large'],
    ['Interfaces shall be stable and long lived.', 'ambiguous:long lived'],
    ['The functions are essentially the same.', 'ambiguous:essentially'],
  ])('%s', (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  test("a spelled-out 'to be confirmed' used as a verb is not a placeholder", () => {
    expect(found('Stored data shall be offered to the driver to be confirmed.')).toEqual([]);
  });
});

describe('subjective qualities are found', () => {
  test.each([
    ['The look and feel shall be familiar to users.', 'subjective:familiar'],
    ['The product shall have a professional appearance.', 'subjective:professional'],
    ['The product shall appear professional.', 'subjective:professional'],
    ['The data must be understandable.', 'subjective:understandable'],
    ['The layout shall be clear and logical.', 'subjective:logical'],
    ['Set-up shall be simplified by a wizard.', 'subjective:simplified'],
    ['Ease of maintenance shall be a design goal.', 'subjective:Ease of'],
    ['The website shall have an African feel.', 'subjective:an African feel'],
    ['The lights shall give comfort to passengers.', 'subjective:comfort'],
  ])('%s', (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  test.each(['The portal shall list professional bodies.', 'The channel shall use a logical address.'])(
    'not subjective: %s',
    (text) => {
      expect(categories(text)).not.toContain('subjective');
    },
  );

  test("'more powerful' is a comparative only", () => {
    expect(found('The system shall grow with more powerful hardware.')).toEqual(['comparative:more']);
  });
});
