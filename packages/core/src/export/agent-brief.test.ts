import { describe, expect, it } from 'vitest';
import { createRequirementFile, importSpec, importSpecText } from '../spec/import.js';
import { specFixture } from '../test/fixtures.js';
import { agentBrief, agentHandoffFiles } from './agent-brief.js';
import { toMarkdown } from './markdown.js';

describe('agentBrief', () => {
  it('names the files, the ids and how to reference them, and the quality bar', () => {
    const brief = agentBrief(specFixture({ rowCount: 3, title: 'Checkout' }), 'Checkout.json');
    expect(brief).toContain('the specification "Checkout"');
    expect(brief).toContain('- `requirements.md`: the requirements to implement');
    expect(brief).toContain('- `Checkout.json`: the same spec');
    expect(brief).toContain('- 3 requirements in 0 chapters, from `r1` to `r3`.');
    expect(brief).toContain('`// Implements r1`');
    expect(brief).toContain("`it('r1: …')`");
    expect(brief).toContain('`feat: … (r1)`');
    expect(brief).toContain('- Not scored yet: run Analyze → Score Analysis');
    expect(brief).toContain('verify each one with at least one automated test that names its id');
  });

  it('counts score bands and names the low-scored requirements by their ID column', () => {
    const result = importSpec({
      columns: [
        { field: 'req_id', headerName: 'ID' },
        { field: 'description', headerName: 'Description' },
        { field: 'score', headerName: 'Score' },
      ],
      rows: [
        { id: 'a', req_id: 'PAY-1', score: 90 },
        { id: 'b', req_id: 'PAY-2', score: 20 },
        { id: 'c', req_id: 'PAY-3', score: '' },
        { id: 'd', this_is_a: 'chapter', score: 10 },
      ],
    });
    if (!result.ok) throw new Error(result.message);
    const scored = createRequirementFile(result.spec, { id: 'f', title: 'Payments' });
    const brief = agentBrief(scored, 'spec.json');
    expect(brief).toContain('- 3 requirements in 1 chapter, from `PAY-1` to `PAY-3`.');
    expect(brief).toContain('1 high (80+), 0 medium (50–79), 1 low (under 50), 1 not scored.');
    expect(brief).toContain('likeliest to need that question first: `PAY-2`.');
  });
});

describe('agentHandoffFiles', () => {
  it('holds requirements.md, AGENTS.md and the spec as JSON that opens again', () => {
    const file = specFixture({ rowCount: 2, title: 'Check/out' });
    const files = agentHandoffFiles(file);
    expect(files.map((each) => each.path)).toEqual(['requirements.md', 'AGENTS.md', 'Check-out.json']);
    expect(files[0]?.content).toBe(toMarkdown(file));
    expect(files[1]?.content).toContain('`Check-out.json`');
    const reopened = importSpecText(files[2]?.content ?? '');
    expect(reopened.ok && reopened.spec.rows.map((row) => row.description)).toEqual([
      'The system shall do thing 1.',
      'The system shall do thing 2.',
    ]);
  });
});
