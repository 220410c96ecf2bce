import { describe, expect, it } from 'vitest';
import { createRequirementFile, importSpec } from '../spec/import.js';
import type { RequirementFile } from '../spec/model.js';
import { agentBrief, agentHandoffFiles } from './agent-brief.js';
import { toMarkdown } from './markdown.js';

function linkedSpec(links: unknown[]): RequirementFile {
  const result = importSpec({
    columns: [
      { field: 'req_id', headerName: 'ID' },
      { field: 'description', headerName: 'Requirement' },
    ],
    rows: [
      { id: 'r1', req_id: 'REQ-1', description: 'The system shall lock an account.' },
      { id: 'r2', req_id: 'REQ-2', description: 'The system shall log a lockout.' },
      { id: 't1', req_id: '', description: 'A test locks an account after 3 failures.' },
      { id: 'r4', req_id: '<b>4', description: 'The system shall mail the owner.' },
    ],
    links,
  });
  if (!result.ok) throw new Error(result.message);
  return createRequirementFile(result.spec, { id: 'f', title: 'Lockout' });
}

describe('toMarkdown of links', () => {
  it('lists the rows a requirement links to and those linking to it, by the ids the export shows', () => {
    const file = linkedSpec([
      { from: 't1', to: 'r1', type: 'verifies' },
      { from: 'r2', to: 'r1', type: 'refines' },
      { from: 'r2', to: 'r4', type: 'depends on' },
    ]);
    const markdown = toMarkdown(file);
    expect(markdown).toContain(
      [
        '### REQ-1',
        '',
        'The system shall lock an account.',
        '',
        '- **Linked from:** t1 verifies · REQ-2 refines',
      ].join('\n'),
    );
    expect(markdown).toContain('- **Links:** refines REQ-1 · depends on &lt;b>4\n');
    expect(markdown).toContain(
      '### t1\n\nA test locks an account after 3 failures.\n\n- **Links:** verifies REQ-1\n',
    );
  });

  it('writes nothing about links for a spec without them', () => {
    expect(toMarkdown(linkedSpec([]))).not.toContain('Link');
  });
});

describe('the agent brief of links', () => {
  it('says how many links there are, of which types, and where requirements.md writes them', () => {
    const file = linkedSpec([
      { from: 't1', to: 'r1', type: 'verifies' },
      { from: 'r2', to: 'r1', type: 'refines' },
    ]);
    const brief = agentBrief(file, 'Lockout.json');
    expect(brief).toContain('- 2 links between rows (`verifies`, `refines`)');
    expect(brief).toContain("a row's `Links:` item names the rows it links to");
    expect(agentBrief(linkedSpec([]), 'Lockout.json')).not.toContain('links between rows');
    const [requirements, , json] = agentHandoffFiles(file);
    expect(requirements?.content).toContain('- **Links:** verifies REQ-1');
    expect(JSON.parse(json?.content ?? '{}').links).toEqual(file.links);
  });
});
