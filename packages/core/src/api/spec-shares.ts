import { z } from 'zod';

/** A read-only link; its token is shown once, when it is made (only a hash of it is kept). */
export const specShareSchema = z.object({
  id: z.string(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type SpecShare = z.infer<typeof specShareSchema>;

/** `POST /api/specs/{id}/shares`: optionally, after how many days the link stops working. */
export const specShareCreateSchema = z.object({
  expires_in_days: z.number().int().min(1).max(365).optional(),
});

export const specShareCreatedSchema = z.object({ share: specShareSchema.extend({ token: z.string() }) });
export const specShareListSchema = z.object({ shares: z.array(specShareSchema) });
export const specShareParamsSchema = z.object({ id: z.uuid(), shareId: z.uuid() });

/** The token of `/api/shared/{token}`: 32 random bytes, base64url. */
export const sharedSpecParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** What a read-only link shows: the title and the saved format (columns, rows, uiStyles). */
export const sharedSpecSchema = z.object({
  spec: z.object({
    title: z.string(),
    updated_at: z.string(),
    data: z.unknown().describe('The spec (columns, rows, uiStyles)'),
  }),
});
export type SharedSpec = z.infer<typeof sharedSpecSchema>;
