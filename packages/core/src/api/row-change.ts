import { z } from 'zod';
import { text } from './text.js';

/** `GET /api/specs/{id}/rows/{rowId}/change`: the spec and the row. */
export const rowChangeParamsSchema = z.object({ id: z.uuid(), rowId: text().min(1).max(200) });

/** Who changed the row last and when; nulls for a row no live edit has changed yet. */
export const rowChangeSchema = z.object({
  changed_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  changed_at: z.string().nullable(),
});
export type RowLastChange = z.infer<typeof rowChangeSchema>;
