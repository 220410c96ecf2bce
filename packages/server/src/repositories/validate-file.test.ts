import { describe, expect, it } from 'vitest';
import { validateRepositoryFile, YAML_TOO_DEEP } from './validate-file.js';

describe('validateRepositoryFile', () => {
  it('answers 200 KB of [ in a YAML file at once, without recursing into it', () => {
    const started = performance.now();
    expect(validateRepositoryFile('['.repeat(200_000), 'yaml')).toEqual({
      valid: false,
      errors: [YAML_TOO_DEEP],
    });
    // Before: the parser recursed per bracket for 0.8–3.1 s and overflowed the stack.
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('reports block collections nested past the stack as too deep rather than failing', () => {
    const started = performance.now();
    expect(validateRepositoryFile(`${'- '.repeat(100_000)}x\n`, 'yaml').errors).toEqual([YAML_TOO_DEEP]);
    expect(performance.now() - started).toBeLessThan(100);
    expect(validateRepositoryFile(`${'- '.repeat(10)}x\n`, 'yaml').valid).toBe(true);
  });

  it('keeps accepting ordinary YAML with flow collections', () => {
    expect(validateRepositoryFile('a: [1, [2, {b: 3}]]\n', 'yaml')).toEqual({ valid: true, errors: [] });
  });
});
