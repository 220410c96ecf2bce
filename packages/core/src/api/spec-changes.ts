import { z } from 'zod';
import { MAX_REQUIREMENT_TEXT_LENGTH, REQUIREMENT_TEXT_TOO_LONG_MESSAGE } from '../analysis/limits.js';
import { isRecord } from '../spec/guards.js';
import { MAX_SPEC_COLUMNS } from '../spec/import.js';
import { MAX_SPEC_LINKS } from '../spec/link-limits.js';
import { MAX_LINK_TYPE_LENGTH } from '../spec/links.js';
import { proposedChangeStatuses } from '../spec/model.js';
import { text, withoutNulInFieldNames, withoutNulInValue } from './text.js';

const cellValueSchema = z.union([
  z.string().max(MAX_REQUIREMENT_TEXT_LENGTH, REQUIREMENT_TEXT_TOO_LONG_MESSAGE),
  z.number(),
  z.boolean(),
  z.null(),
]);
const rowIdSchema = text().min(1, 'Each row needs an id.').max(200);

/** One row as a save sends it: its id, its place (rowOrder, 1 for the first row) and its cells. */
export const specRowSchema = z.preprocess(
  (value) => (isRecord(value) ? withoutNulInFieldNames(value) : value),
  z
    .object({
      id: rowIdSchema,
      rowOrder: z.number().int().min(1),
      tempChangeStatus: z.enum(proposedChangeStatuses).default('unchanged'),
      originalRowId: z.string().optional(),
    })
    .catchall(cellValueSchema.optional()),
);

/** A link from one row to another, of the same spec or of `toSpec`: `from` derives from / refines / verifies … `to`. */
export const specLinkSchema = z.object({
  from: rowIdSchema,
  to: rowIdSchema,
  type: text().trim().min(1, 'A link needs a type.').max(MAX_LINK_TYPE_LENGTH),
  /** The account id of the spec `to` is a row of, when it is another spec. */
  toSpec: z.uuid('A link to another spec names it by its id.').optional(),
  suspect: z.literal(true).optional(),
});

/**
 * `PUT /api/specs/{id}`: what changed since `version` — the rows written (new, changed or moved), the ids
 * of the rows removed, the columns and uiStyles when they changed, and every link when the links changed. A save sends this patch, never the
 * whole file: a cell edit of a 50,000-row spec is one row. A stale `version` is refused with 409.
 */
export const specPatchSchema = z
  .object({
    version: z.number().int().min(1),
    upsert: z.array(specRowSchema).default([]),
    delete: z.array(rowIdSchema).default([]),
    /** Checked by the import rules on the server, as the columns of an opened file. */
    columns: z.array(z.unknown()).max(MAX_SPEC_COLUMNS).optional(),
    uiStyles: z.unknown().optional(),
    /** The whole list; each link must join two rows the spec holds after this save. */
    links: z.array(specLinkSchema).max(MAX_SPEC_LINKS).optional(),
  })
  .refine((patch) => new Set(patch.upsert.map((row) => row.id)).size === patch.upsert.length, {
    message: 'Each row may be written once in a save.',
    path: ['upsert'],
  })
  .overwrite((patch) => withoutNulInValue(patch) as typeof patch);
export type SpecPatch = z.input<typeof specPatchSchema>;

/** The version a save or a restore made. */
export const specSavedSchema = z.object({ version: z.number().int(), updated_at: z.string() });
export type SpecSaved = z.infer<typeof specSavedSchema>;

/** One version of a spec: a save point (name null) or a named version. */
export const specVersionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  name: z.string().nullable(),
  rows: z.number().int(),
  created_at: z.string(),
  /** A baseline an approved review created: it cannot be renamed or deleted. */
  locked: z.boolean(),
});
export type SpecVersion = z.infer<typeof specVersionSchema>;

export const specVersionListSchema = z.object({ versions: z.array(specVersionSchema) });
export const specVersionAnswerSchema = z.object({ version: specVersionSchema });

/** "Save version…": the name of the baseline. */
export const specVersionCreateSchema = z.object({
  name: text().trim().min(1, 'A version needs a name.').max(100),
});

export const specVersionParamsSchema = z.object({ id: z.uuid(), versionId: z.uuid() });

/** `POST …/versions/{versionId}/restore`: the version the caller's copy is at (409 when stale). */
export const specRestoreSchema = z.object({ version: z.number().int().min(1) });

/** A side of a diff: a version's id or `current`. */
const diffSide = z.union([z.literal('current'), z.uuid()]);
export const specDiffQuerySchema = z.object({ from: diffSide, to: diffSide.default('current') });

const wordPartSchema = z.object({ kind: z.enum(['same', 'added', 'removed']), text: z.string() });
const scoreSchema = z.number().nullable();
export const rowChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('added'), id: z.string(), text: z.string(), score: scoreSchema }),
  z.object({ kind: z.literal('removed'), id: z.string(), text: z.string(), score: scoreSchema }),
  z.object({
    kind: z.literal('changed'),
    id: z.string(),
    before: z.string(),
    after: z.string(),
    scoreBefore: scoreSchema,
    scoreAfter: scoreSchema,
    cells: z.array(
      z.object({ field: z.string(), before: z.string(), after: z.string(), parts: z.array(wordPartSchema) }),
    ),
  }),
]);

/** A link added or removed, with the IDs the user sees for its two rows (their row ids where none). */
export const linkChangeSchema = z.object({
  kind: z.enum(['added', 'removed']),
  from: z.string(),
  to: z.string(),
  type: z.string(),
  fromLabel: z.string(),
  toLabel: z.string(),
});

/** The requirement-level diff of two versions (or a version and the current spec), and the links changed. */
export const specDiffSchema = z.object({
  counts: z.object({ added: z.number().int(), removed: z.number().int(), changed: z.number().int() }),
  changes: z.array(rowChangeSchema),
  links: z.array(linkChangeSchema).default([]),
});
export type SpecDiffAnswer = z.infer<typeof specDiffSchema>;
export type RowChangeAnswer = z.infer<typeof rowChangeSchema>;
