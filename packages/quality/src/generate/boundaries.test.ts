import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundariesOf, justBeyond } from './boundaries.js';

describe('boundariesOf', () => {
  it('finds upper and lower limits with their units', () => {
    expect(boundariesOf('The page shall load within 2 seconds for at least 100 users.')).toEqual([
      { value: '2', unit: 'seconds', side: 'upper', inclusive: true },
      { value: '100', unit: 'users', side: 'lower', inclusive: true },
    ]);
  });

  it('tells exclusive limits, trailing "or more" and exact values apart', () => {
    expect(boundariesOf('Passwords shall have more than 8 characters.')[0]).toMatchObject({
      side: 'lower',
      inclusive: false,
    });
    expect(boundariesOf('Retry 3 times or fewer.')[0]).toMatchObject({
      value: '3',
      side: 'upper',
      inclusive: true,
    });
    expect(boundariesOf('Keep 5 or more backups.')[0]).toMatchObject({ unit: '', side: 'lower' });
    expect(boundariesOf('Show 20 rows per page.')[0]).toMatchObject({ side: 'exact' });
  });

  it('skips ids, versions and section numbers', () => {
    expect(boundariesOf('REQ-12 as in section 3.1.4 applies to TLS v1 and version 2.')).toEqual([]);
  });

  it('steps one unit of the last decimal past the limit, on the side the requirement forbids', () => {
    expect(justBeyond({ value: '99.9', unit: '%', side: 'lower', inclusive: true })).toBe('99.8');
    expect(justBeyond({ value: '10,000', unit: 'rows', side: 'upper', inclusive: true })).toBe('10001');
  });

  it('finds every plain limit phrase it is given (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom('within', 'at most', 'at least', 'under'),
        (value, phrase) => {
          const found = boundariesOf(`The job shall finish ${phrase} ${value} minutes.`);
          expect(found).toHaveLength(1);
          expect(found[0]?.value).toBe(String(value));
          expect(found[0]?.side).toBe(phrase === 'at least' ? 'lower' : 'upper');
        },
      ),
    );
  });
});
