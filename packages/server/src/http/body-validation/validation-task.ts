import type { FastifySchemaValidationError } from 'fastify';

export interface BodyValidationLimits {
  maxRequirements: number;
}

/** A large request body for the validation worker: the route's key and the body's UTF-8 bytes. */
export interface BodyValidationTask {
  route: string;
  body: Uint8Array;
}

/** Why the worker refuses a body (as the server's parser or validator would). */
export type BodyRefusal =
  | { kind: 'refused'; statusCode: number; message: string }
  | { kind: 'invalid'; validation: FastifySchemaValidationError[]; complete: boolean };

/** What the worker answers: the validated value as UTF-8 JSON (transferred), or why the body is refused. */
export type BodyValidationOutcome = Uint8Array | BodyRefusal;
