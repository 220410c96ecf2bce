import { describe, expect, test } from 'vitest';
import { lintRequirement } from '../analyze.js';
import { detectStatic } from './static-detectors.js';

function found(text: string): string[] {
  return detectStatic(text).map((finding) => `${finding.category}:${text.slice(finding.start, finding.end)}`);
}

describe('wording of the held-out set’s second batch (written without the engine’s answers)', () => {
  test.each([
    ['The half-assed caching layer shall be replaced.', 'toxic:half-assed'],
    ['The shitshow of a release process shall end.', 'toxic:shitshow'],
    ['The moron-proof dialog shall be removed.', 'toxic:moron-proof'],
    ['The device shall, insofar as possible, keep the configuration.', 'loophole:insofar as possible'],
    ['The monitor shall, if at all possible, keep recording.', 'loophole:if at all possible'],
    [
      'Where reasonably practicable, the firmware shall checksum each page.',
      'loophole:Where reasonably practicable',
    ],
    ['Unless otherwise agreed, the bank shall settle on the value date.', 'loophole:Unless otherwise agreed'],
    ['The app shall support dark mode, subject to availability.', 'loophole:subject to availability'],
    ['The vendor shall make best efforts to patch within 48 hours.', 'loophole:best efforts'],
    ['The redesign shall reduce the number of clicks.', 'comparative:reduce'],
    ['The new sensor shall increase detection accuracy.', 'comparative:increase'],
    ['The new ranking model shall outperform the baseline.', 'comparative:outperform'],
    ['The firmware shall debounce the input for a short period.', 'ambiguous:short'],
    ['The nightly backup window shall be kept small.', 'ambiguous:small'],
    ['The vendor shall support a limited number of browsers.', 'ambiguous:limited'],
    ['The public API shall handle high traffic.', 'ambiguous:high'],
    ['The landing page shall look professional.', 'subjective:professional'],
    ['Navigation shall feel natural.', 'subjective:natural'],
    ['The setup wizard shall be self-explanatory.', 'subjective:self-explanatory'],
    ['Printed lab reports shall be readable.', 'subjective:readable'],
    ['The ECU shall provide the finest possible throttle control.', 'superlative:finest'],
  ])('%s', (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  test("'best efforts' is one loophole, not also a superlative", () => {
    expect(found('The vendor shall make best efforts to patch within 48 hours.')).toEqual([
      'loophole:best efforts',
    ]);
  });

  test.each([
    'The counter shall increase monotonically after each sample.',
    'The controller shall reduce the fan speed to 20 % within 2 s.',
    'The counter shall increase by 1 for each rejected frame.',
    'It shall be possible for the driver to increase and decrease the loudspeaker volume.',
    'The data must be readable by the archive tool.',
    'The heater shall be limited to 90 °C.',
    'The operator shall look up the patient by the ward number.',
    'The look and feel shall follow the corporate style guide version 3.',
    'The test bench shall connect a dummy load of 50 Ω.',
    'The PLC shall switch to low-power mode at 22:00.',
  ])('%s', (text) => {
    expect(found(text)).toEqual([]);
  });

  test("'high availability' is left to the NLP measurable-criterion finding", () => {
    const categories = lintRequirement('The portal shall offer high availability.').map((f) => f.category);
    expect(categories).toContain('not-measurable');
    expect(categories).not.toContain('ambiguous');
  });
});
