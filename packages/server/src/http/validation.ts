import { tooManyRequirementsMessage } from '@specwright/core';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';
import { isValidatedBody } from './body-validation/validated-bodies.js';
import { AppError, MAX_REPORTED_VALIDATION_ISSUES, RequestValidationError } from './errors.js';
import {
  findShapeViolation,
  type OutermostList,
  outermostLists,
  type ShapeViolation,
  shapeRuleOf,
} from './request-shape.js';

type Path = readonly PropertyKey[];

function validationIssue(path: Path, code: string, message: string): FastifySchemaValidationError {
  const pointer = path.map(String).join('/');
  return {
    keyword: code,
    instancePath: `/${pointer}`,
    schemaPath: `#/${pointer}/${code}`,
    params: {},
    message,
  };
}

function fromZodIssues(issues: readonly z.core.$ZodIssue[]): FastifySchemaValidationError[] {
  return issues.map((issue) => validationIssue(issue.path, issue.code, issue.message));
}

function violationError(violation: ShapeViolation): Error {
  switch (violation.kind) {
    case 'too-many-requirements':
      return new AppError(413, tooManyRequirementsMessage(violation.count, violation.limit));
    case 'too-many-items':
      return new RequestValidationError(
        [
          validationIssue(
            violation.path,
            'too_big',
            `Too big: expected array to have <=${violation.limit} items`,
          ),
        ],
        true,
      );
    case 'too-many-fields':
      return new RequestValidationError(
        [validationIssue(violation.path, 'too_big', `must have at most ${violation.limit} fields`)],
        true,
      );
  }
}

function valueAt(data: unknown, path: readonly string[]): unknown {
  let value = data;
  for (const name of path) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[name];
  }
  return value;
}

/**
 * The problems of the lists' items, item by item, once there are more than can be reported (null while
 * there are fewer: the whole schema then reports them, in order, with the rest of the request's). Keeps the
 * cost of a request whose every item is wrong to that of its first few items.
 */
function tooManyListProblems(lists: readonly OutermostList[], data: unknown): z.core.$ZodIssue[] | null {
  const issues: z.core.$ZodIssue[] = [];
  for (const list of lists) {
    const items = valueAt(data, list.path);
    if (!Array.isArray(items)) continue;
    for (const [index, item] of items.entries()) {
      const result = z.safeParse(list.element, item);
      if (result.success) continue;
      issues.push(
        ...result.error.issues.map((issue) => ({ ...issue, path: [...list.path, index, ...issue.path] })),
      );
      if (issues.length > MAX_REPORTED_VALIDATION_ISSUES) return issues;
    }
  }
  return null;
}

/**
 * Validates requests with the routes' zod schemas at a bounded cost: first the cheap size rules (lists over
 * their limit — 413 with the requirement limit for spec rows — and rows with too many fields), then, when
 * the lists' items have more problems than a 400 lists, only until there are that many; the whole schema
 * runs last. A large body the validation worker already validated with this schema is taken as it is.
 */
export function boundedValidatorCompiler(limits: {
  maxRequirements: number;
}): FastifySchemaCompiler<z.core.$ZodType> {
  return ({ schema }) => {
    const rule = shapeRuleOf(schema);
    const lists = outermostLists(rule);
    return (data: unknown) => {
      if (isValidatedBody(data)) return { value: data };
      const violation = rule && findShapeViolation(rule, data, limits.maxRequirements);
      if (violation) return { error: violationError(violation) };
      const listProblems = tooManyListProblems(lists, data);
      if (listProblems) return { error: new RequestValidationError(fromZodIssues(listProblems), false) };
      const result = z.safeParse(schema, data);
      if (!result.success)
        return { error: new RequestValidationError(fromZodIssues(result.error.issues), true) };
      return { value: result.data };
    };
  };
}
