import { workerData } from 'node:worker_threads';
import { move } from 'piscina';
import type { z } from 'zod';
import { AppError, RequestValidationError } from '../errors.js';
import { assertNestingWithin, MAX_JSON_DEPTH } from '../json-scan.js';
import { nativeParse } from '../json-slices.js';
import { boundedValidatorCompiler } from '../validation.js';
import { endpointBodySchemas } from './body-schemas.js';
import type {
  BodyRefusal,
  BodyValidationLimits,
  BodyValidationOutcome,
  BodyValidationTask,
} from './validation-task.js';

type Validator = (data: unknown) => { value?: unknown; error?: unknown };

const limits = workerData as BodyValidationLimits;
const compile = boundedValidatorCompiler(limits);
const schemas = endpointBodySchemas();
const validators = new Map<string, Validator>();

function validatorOf(route: string): Validator {
  const known = validators.get(route);
  if (known) return known;
  const schema: z.ZodType | undefined = schemas.get(route);
  if (!schema) throw new Error(`No body schema for ${route}`);
  const validator = compile({ schema, method: '', url: '', httpPart: 'body' }) as Validator;
  validators.set(route, validator);
  return validator;
}

function refusal(error: unknown): BodyRefusal {
  if (error instanceof RequestValidationError) {
    return { kind: 'invalid', validation: error.validation, complete: error.complete };
  }
  if (error instanceof AppError)
    return { kind: 'refused', statusCode: error.statusCode, message: error.message };
  throw error;
}

/**
 * The pool's task function, in a worker thread: reads a large body as the server's JSON parser does
 * (nesting, syntax) and validates it with the route's schema exactly as the server's
 * validator does, so that neither holds the server's event loop. The validated value goes back as JSON
 * bytes (transferred, not copied).
 */
export default function validateBody(task: BodyValidationTask): BodyValidationOutcome {
  try {
    const text = new TextDecoder().decode(task.body);
    // In one go (this thread holds nobody up), with no list limit: the route's schema refuses long lists with
    // its own answer, and the body limit bounds the work.
    assertNestingWithin(text, MAX_JSON_DEPTH);
    const data = nativeParse(text);
    const result = validatorOf(task.route)(data);
    if (result.error) return refusal(result.error);
    return move(new TextEncoder().encode(JSON.stringify(result.value))) as Uint8Array;
  } catch (error) {
    return refusal(error);
  }
}
