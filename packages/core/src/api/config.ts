import { z } from 'zod';

/** The public client configuration served by `GET /api/config`. Never carries a secret. */
export const publicConfigSchema = z.object({
  version: z.string(),
  releaseDate: z.string().nullable(),
  signIn: z.object({
    emailPassword: z.boolean(),
    google: z.boolean(),
    github: z.boolean(),
    oidc: z.boolean(),
    /** Sign-up mails a link to verify the email address (SMTP is configured); the credits wait for it. */
    emailVerification: z.boolean(),
  }),
  ai: z.object({ configured: z.boolean(), provider: z.string().nullable(), model: z.string().nullable() }),
  analytics: z.object({ configured: z.boolean(), key: z.string().nullable(), host: z.string().nullable() }),
  support: z.object({ email: z.string(), salesEmail: z.string() }),
  welcomeVideoUrl: z.string().nullable(),
  limits: z.object({ maxRequirements: z.number().int(), initialCredits: z.number().int() }),
  /** Settings that are enabled but incomplete; when non-empty the app shows the Configuration Error screen. */
  missingSettings: z.array(z.string()),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/** Every error the API answers with has this shape. */
export const apiErrorSchema = z.object({ error: z.string(), message: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;
