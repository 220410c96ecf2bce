import { csvField, type TraceView } from '@specwright/core';

export const TRACE_VIEW_CSV_HEADER = [
  'ID',
  'Requirement',
  'Chapter',
  'Tests',
  'Status',
  'Suspect',
  'Drifted',
];

/** The trace view as CSV: one row per requirement, its tests by their ids, its chapter by its title. */
export function traceViewCsv(view: TraceView): string {
  const chapterTitles = new Map<string, string>();
  const walk = (chapters: TraceView['chapters']) => {
    for (const chapter of chapters) {
      chapterTitles.set(chapter.rowId, chapter.title);
      walk(chapter.children);
    }
  };
  walk(view.chapters);
  const testIds = new Map(view.tests.map((test) => [test.rowId, test.testId]));
  const lines = [TRACE_VIEW_CSV_HEADER.map(csvField).join(',')];
  for (const requirement of view.requirements) {
    const cells = [
      requirement.requirementId,
      requirement.text,
      requirement.chapterRowId === undefined ? '' : (chapterTitles.get(requirement.chapterRowId) ?? ''),
      requirement.tests.map((rowId) => testIds.get(rowId) ?? rowId).join('; '),
      requirement.status ?? (requirement.tests.length > 0 ? 'not run' : 'no tests'),
      requirement.suspect ? 'yes' : 'no',
      requirement.drifted ? 'yes' : 'no',
    ];
    lines.push(cells.map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
