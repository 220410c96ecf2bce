/**
 * A small spec for the MCP tests: an ID column (REQ-n), a priority, a chapter row and one requirement scored
 * low. Plain data, as a spec file holds it.
 */
export function mcpTestSpec(): { columns: object[]; rows: object[] } {
  const columns = [
    { field: 'req_id', headerName: 'ID' },
    { field: 'description', headerName: 'Description', editorType: 'textarea' },
    { field: 'this_is_a', headerName: 'Type' },
    { field: 'priority', headerName: 'Priority' },
    { field: 'score', headerName: 'Score' },
  ];
  const rows = [
    { id: 'c1', req_id: '', description: 'Sign-in', this_is_a: 'chapter', priority: '' },
    {
      id: 'r1',
      req_id: 'REQ-1',
      description: 'WHEN a user signs in, the system shall write an audit log entry within 1 second.',
      priority: 'high',
      score: 92,
    },
    {
      id: 'r2',
      req_id: 'REQ-2',
      description: 'The system should be fast and user-friendly.',
      priority: 'low',
      score: 20,
    },
    {
      id: 'r3',
      req_id: 'REQ-3',
      description: 'The administrator shall export the audit log as CSV.',
      priority: 'high',
    },
  ];
  return { columns, rows: rows.map((row, index) => ({ rowOrder: index + 1, ...row })) };
}
