import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { specParamsSchema } from './specs.js';
import { text } from './text.js';

/** What became of the row a link across specs points to, for the caller. */
export const LINK_TARGET_STATES = ['ok', 'broken', 'hidden'] as const;
export type LinkTargetState = (typeof LINK_TARGET_STATES)[number];

/**
 * A row of another spec that a spec's links point to: `ok` with the spec's title and the row's id and text,
 * `broken` when the spec or the row is gone (deleted, or in the trash; the title when the caller may still
 * see it), `hidden` when the caller may not read that spec (nothing of it then).
 */
export const linkTargetSchema = z.object({
  spec_id: z.string(),
  row_id: z.string(),
  state: z.enum(LINK_TARGET_STATES),
  spec_title: z.string().optional(),
  /** The id the row shows (its ID column's value, else its row id). */
  requirement_id: z.string().optional(),
  text: z.string().optional(),
});
export type LinkTarget = z.infer<typeof linkTargetSchema>;

/** `GET /api/specs/{id}/link-targets`: each distinct row of another spec the spec's links point to. */
export const linkTargetsSchema = z.object({ targets: z.array(linkTargetSchema) });
export type LinkTargets = z.infer<typeof linkTargetsSchema>;

/** The most rows a search of a spec's rows answers. */
export const MAX_ROW_SEARCH_RESULTS = 20;

export const rowSearchQuerySchema = z.object({
  /** Words of a row's id or text, case-insensitive; the first rows when empty. */
  query: text().max(200).default(''),
});

export const rowSearchSchema = z.object({
  spec_id: z.string(),
  spec_title: z.string(),
  rows: z.array(z.object({ row_id: z.string(), requirement_id: z.string(), text: z.string() })),
});
export type RowSearch = z.infer<typeof rowSearchSchema>;

/** The rows of other specs a spec's links point to, and the rows a link may be pointed to. */
export const linkTargetEndpoints = {
  targets: endpoint({
    method: 'GET',
    path: '/api/specs/:id/link-targets',
    params: specParamsSchema,
    response: linkTargetsSchema,
  }),
  searchRows: endpoint({
    method: 'GET',
    path: '/api/specs/:id/rows',
    params: specParamsSchema,
    querystring: rowSearchQuerySchema,
    response: rowSearchSchema,
  }),
};
