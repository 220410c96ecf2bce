import { createRequirementFile, importSpec, type RequirementFile, type SpecLink } from '@specwright/core';

/** A shop spec for the trace view's tests: two chapters, three requirements, a linked and a lone test. */
export function traceFixture(
  links: SpecLink[] = [{ from: 'T-1', to: 'REQ-1', type: 'verifies' }],
): RequirementFile {
  const imported = importSpec({
    formatVersion: 2,
    columns: [
      { field: 'description', headerName: 'Requirement' },
      { field: 'this_is_a', headerName: 'Type' },
    ],
    rows: [
      { id: 'CH-1', description: '1 Checkout', this_is_a: 'chapter' },
      {
        id: 'REQ-1',
        description: 'When an order is placed, the shop shall send a receipt.',
        this_is_a: 'requirement',
      },
      { id: 'CH-2', description: '2 Invoices', this_is_a: 'chapter' },
      {
        id: 'REQ-2',
        description: 'The shop shall export invoices as PDF documents.',
        this_is_a: 'requirement',
      },
      { id: 'REQ-3', description: 'The search shall answer within 2 seconds.', this_is_a: 'requirement' },
      { id: 'T-1', description: 'A placed order sends a receipt', this_is_a: 'test' },
      { id: 'T-2', description: 'Invoices are exported as PDF documents', this_is_a: 'test' },
    ],
    links,
  });
  if (!imported.ok) throw new Error(imported.message);
  return createRequirementFile(imported.spec, { id: 'shop', title: 'Shop' });
}
