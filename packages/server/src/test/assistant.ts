import type { ChatStreamEvent } from '@specwright/core';
import type { App, BuildAppOptions } from '../app.js';
import type { DatabaseConnection } from '../db/client.js';
import { buildAnalysisTestApp } from './analysis.js';

/** The app for chat and agent tests: the given model, short timeouts, no quality model. */
export function buildAssistantTestApp(
  database: DatabaseConnection,
  options: BuildAppOptions = {},
): Promise<App> {
  return buildAnalysisTestApp(database, {
    ...options,
    assistantLimits: { timeoutMs: 500, ...options.assistantLimits },
  });
}

/** The events of a server-sent-events body (`event: …` / `data: {json}` blocks): chat events unless told. */
export function parseServerSentEvents<Event = ChatStreamEvent>(body: string): Event[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      return JSON.parse(data?.slice('data: '.length) ?? 'null') as Event;
    });
}

/** A small spec as the web app sends it: JSON text with columns and rows. */
export function specText(
  rows: number,
  focusText = (i: number) => `The system shall log event ${i}.`,
): string {
  return JSON.stringify({
    columns: [
      { field: 'description', headerName: 'Description', editorType: 'textarea' },
      { field: 'priority', headerName: 'Priority', editorType: 'select' },
    ],
    rows: Array.from({ length: rows }, (_, i) => ({
      id: `R${i + 1}`,
      rowOrder: i + 1,
      tempChangeStatus: 'unchanged',
      description: focusText(i + 1),
      priority: 'high',
    })),
  });
}
