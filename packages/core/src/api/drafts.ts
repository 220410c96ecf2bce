import { z } from 'zod';
import { activeDocumentContextSchema } from './assistant.js';
import { text } from './text.js';

/** Generate → Design and Generate → Architecture: a Markdown draft written by the language model from a spec. */
export const DRAFT_KINDS = ['design', 'architecture'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

export const DRAFT_FILE_NAMES: Readonly<Record<DraftKind, string>> = {
  design: 'design.md',
  architecture: 'architecture.md',
};

/** The `##` sections each draft has, in order; the progress of a draft is how many of them are written. */
export const DRAFT_SECTIONS: Readonly<Record<DraftKind, readonly string[]>> = {
  design: ['Overview', 'Components', 'Data model', 'Interfaces', 'Error handling', 'Open questions'],
  architecture: ['Context', 'Components', 'Data model', 'Interfaces', 'Deployment', 'Decisions'],
};

export const DRAFT_MESSAGES = {
  /** One sentence for the user; how to configure a model is for administrators (README, start-up log). */
  noModel:
    'Generating a design or architecture draft needs a language model, which your administrator must configure on this server.',
  noRequirements: 'The spec has no requirements to draft from.',
  cancelled: 'Generation cancelled.',
} as const;

/** `POST /api/generate/draft`. With `Accept: text/event-stream` the draft streams (see draftStreamEventSchema). */
export const draftRequestSchema = z.object({
  kind: z.enum(DRAFT_KINDS),
  /** The spec's title, named in the draft's heading. */
  title: text().trim().min(1).max(300),
  document: activeDocumentContextSchema,
});
export type DraftRequest = z.input<typeof draftRequestSchema>;

export const draftResponseSchema = z.object({
  kind: z.enum(DRAFT_KINDS),
  fileName: z.string(),
  markdown: z.string(),
});
export type DraftResponse = z.infer<typeof draftResponseSchema>;

/** Server-sent events of a streamed draft: `event: <type>` with `data: <json>`. */
export const draftStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), kind: z.enum(DRAFT_KINDS), fileName: z.string() }),
  z.object({ type: z.literal('progress'), percentage: z.number().min(0).max(100), step: z.string() }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), markdown: z.string() }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type DraftStreamEvent = z.infer<typeof draftStreamEventSchema>;
