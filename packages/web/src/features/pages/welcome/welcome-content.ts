/** What the Welcome page lists (docs/product-rules.md, "What the product does"). */
export const FEATURES: readonly { title: string; text: string }[] = [
  {
    title: 'Specs as tables',
    text: 'Open a JSON spec or start from a template; edit it as a table or a document, and see a report with charts.',
  },
  {
    title: 'Reviews',
    text: 'Basic review of syntax and semantics, Advanced review for missing, duplicate or inconsistent requirements, and Enterprise review.',
  },
  {
    title: 'Score analysis',
    text: 'Scores every requirement from 0 to 100 and writes the scores, findings and suggestions into the table.',
  },
  {
    title: 'Chat and Agent',
    text: 'Ask about your spec in Chat, or let the Agent propose row changes you accept or reject one by one.',
  },
  {
    title: 'Export and handoff',
    text: 'Save as JSON, export as CSV, and hand the result to an AI coding agent.',
  },
  {
    title: 'Repositories',
    text: 'Connect repositories, browse files, import specs, commit to a new branch and open a pull request.',
  },
];

export const GETTING_STARTED: readonly string[] = [
  'Create a spec from a template with File → New, or open a JSON spec with File → Open File.',
  'Edit requirements in the table or document view; the properties panel shows the selected row.',
  'Run a review or a score analysis from the Review and Analyze menus, then accept the corrections you want.',
  'Save the spec as JSON or export it as CSV, and hand it to your coding agent.',
];
