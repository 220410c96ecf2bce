import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toJson } from '../export/json.js';
import { createRequirementFile, importSpecText } from './import.js';
import { SPEC_FORMAT_VERSION } from './links.js';

/** The example Specwright ships, written before links (format version 1: no `formatVersion`). */
const shippedExample = readFileSync(
  new URL('../../../server/specs/examples/taskflow-example.json', import.meta.url),
  'utf8',
);

describe('a version 1 spec file', () => {
  it('opens unchanged, is written as the current format version, and reads back identically', () => {
    const original: unknown = JSON.parse(shippedExample);
    expect(original).not.toHaveProperty('formatVersion');
    expect(original).not.toHaveProperty('links');
    const first = importSpecText(shippedExample);
    if (!first.ok) throw new Error(first.message);
    expect(first.warnings).toEqual([]);
    expect(first.spec.links).toBeUndefined();
    const file = createRequirementFile(first.spec, { id: 'f', title: 'TaskFlow' });
    expect(file.links).toBeUndefined();

    const exported = toJson(file);
    expect(JSON.parse(exported).formatVersion).toBe(SPEC_FORMAT_VERSION);
    const second = importSpecText(exported);
    if (!second.ok) throw new Error(second.message);
    expect(second.warnings).toEqual([]);
    expect(second.spec).toEqual(first.spec);
    expect(createRequirementFile(second.spec, { id: 'f', title: 'TaskFlow' })).toEqual(file);
    expect(toJson(createRequirementFile(second.spec, { id: 'f', title: 'TaskFlow' }))).toBe(exported);
  });
});
