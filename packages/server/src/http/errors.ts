import { STATUS_CODES } from 'node:http';
import type { ApiError } from '@specwright/core';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';

/** The one error type routes and services throw: an HTTP status and a message a person can act on. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly statusCode: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export function errorBody(statusCode: number, message: string): ApiError {
  return { error: STATUS_CODES[statusCode] ?? 'Error', message };
}

export function routeNotFoundBody(method: string, url: string): ApiError {
  return errorBody(404, `No route ${method} ${url.split('?', 1)[0]}`);
}

/**
 * A request that does not match its route's schema (400). `complete` is false when validation stopped
 * looking after the first problems, so more may follow those listed.
 */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError';
  readonly statusCode = 400;

  constructor(
    readonly validation: FastifySchemaValidationError[],
    readonly complete: boolean,
  ) {
    super('The request does not match its schema.');
  }
}

const unexpectedErrorMessage = 'An unexpected error occurred.';

/** An answer lists this many validation problems at most, however many the request has. */
export const MAX_REPORTED_VALIDATION_ISSUES = 10;

function describeValidationIssue(issue: FastifySchemaValidationError): string {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const message = issue.message ?? 'is invalid';
  return field ? `${field}: ${message}` : message;
}

function describeValidationError(
  context: string | undefined,
  issues: FastifySchemaValidationError[],
  complete: boolean,
): string {
  const where = context ? `Invalid request ${context}` : 'Invalid request';
  const listed = issues.slice(0, MAX_REPORTED_VALIDATION_ISSUES).map(describeValidationIssue);
  const unlisted = issues.length - listed.length;
  if (!complete) listed.push('…and more');
  else if (unlisted > 0) listed.push(`…and ${unlisted} more`);
  return `${where}: ${listed.join('; ')}`;
}

/** A body limit in words: '8 KB', '1 MB', '2.5 MB'. */
function limitSize(bytes: number): string {
  const unit = bytes >= 1024 * 1024 ? { size: 1024 * 1024, name: 'MB' } : { size: 1024, name: 'KB' };
  return `${Math.round((bytes / unit.size) * 10) / 10} ${unit.name}`;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a route answers a body over its limit, when Fastify's words and the limit do not say it. */
    bodyTooLargeMessage?: string;
  }
}

/**
 * Fastify's own words for a body over the route's limit, with the limit added (or the route's own
 * `config.bodyTooLargeMessage`). The limit is the route's `bodyLimit` (a content type parser's own limit
 * is not visible here: routes set theirs on the route).
 */
function bodyTooLargeMessage(request: FastifyRequest): string {
  const own = request.routeOptions.config.bodyTooLargeMessage;
  if (own !== undefined) return own;
  const limit = request.routeOptions.bodyLimit;
  return limit
    ? `The request is too large: the limit is ${limitSize(limit)}. Send fewer or shorter requirements.`
    : 'The request is too large.';
}

function isClientErrorStatus(statusCode: number | undefined): statusCode is number {
  return statusCode !== undefined && statusCode >= 400 && statusCode < 500;
}

/**
 * Maps every error to `{ error, message }` JSON: AppErrors and client errors (validation, body too large,
 * rate limit, …) keep their status and message; anything else is logged and answered with a plain 500.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message));
  }
  if (error.validation) {
    const complete = !(error instanceof RequestValidationError) || error.complete;
    const message = describeValidationError(error.validationContext, error.validation, complete);
    return reply.code(400).send(errorBody(400, message));
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.code(413).send(errorBody(413, bodyTooLargeMessage(request)));
  }
  if (isClientErrorStatus(error.statusCode)) {
    return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message));
  }
  request.log.error({ err: error }, 'Unexpected error');
  return reply.code(500).send(errorBody(500, unexpectedErrorMessage));
}
