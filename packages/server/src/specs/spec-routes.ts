import {
  LINK_LIMIT_MESSAGES,
  MAX_SPEC_FILE_BYTES,
  MAX_SPEC_LINKS,
  type SavedSpec,
  SPEC_MESSAGES,
  specEndpoints,
  tooManyRequirementsMessage,
  tooManySpecsMessage,
} from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonInPieces } from '../analysis/json-reply.js';
import type { Actor } from '../auth/actor.js';
import { requireUser } from '../auth/guard.js';
import { sendJson } from '../http/answer-cache.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { AppError } from '../http/errors.js';
import type { PatchResult } from './spec-patch.js';
import { assertOwnSpec } from './spec-policy.js';
import type { SpecsService } from './specs-service.js';

const tags = ['specs'];

export interface SpecRouteOptions {
  specs: SpecsService;
  limits: { maxRequirements: number; maxSpecsPerUser: number };
}

/** A save's or a restore's outcome as an answer: the new version, or the error it is. */
export function savedOrThrow(result: PatchResult | null, maxRequirements: number) {
  if (result === null) throw new AppError(404, SPEC_MESSAGES.versionNotFound);
  switch (result.kind) {
    case 'saved':
      return { version: result.version, updated_at: result.updatedAt.toISOString() };
    case 'stale':
      throw new AppError(409, SPEC_MESSAGES.changedMeanwhile);
    case 'invalid':
      throw new AppError(400, result.message);
    case 'tooManyRows':
      throw new AppError(413, tooManyRequirementsMessage(result.count, maxRequirements));
  }
}

/** The caller's specs kept in the account: list, add, read, save, rename, duplicate, trash. */
export const specRoutes: FastifyPluginAsyncZod<SpecRouteOptions> = async (app, { specs, limits }) => {
  const own = async (actor: Actor, id: string, where: 'live' | 'trash' = 'live') =>
    assertOwnSpec(actor, await specs.header(id), where);

  async function readAnswer(id: string) {
    const spec = await specs.read(id);
    if (!spec) throw new AppError(404, SPEC_MESSAGES.notFound);
    return { spec };
  }

  async function keep(actor: Actor, title: string, spec: SavedSpec) {
    if (spec.rows.length > limits.maxRequirements) {
      throw new AppError(413, tooManyRequirementsMessage(spec.rows.length, limits.maxRequirements));
    }
    const links = spec.links?.length ?? 0;
    if (links > MAX_SPEC_LINKS) throw new AppError(413, LINK_LIMIT_MESSAGES.tooManyLinks(links));
    if ((await specs.count(actor.id)) >= limits.maxSpecsPerUser) {
      throw new AppError(403, tooManySpecsMessage(limits.maxSpecsPerUser));
    }
    return { spec: await specs.create(actor.id, title, spec) };
  }

  app.route({
    ...endpointRoute(specEndpoints.list, {
      tags,
      summary: "The caller's specs, last changed first: title, rows, requirements, mean score, version",
      errors: [401],
    }),
    // Kept in the answer cache until one of the user's specs changes (`k:`) or the user does (`u:`).
    handler: async (request, reply) => {
      const { id } = await requireUser(request);
      const compute = async () => ({ specs: await specs.list(id) });
      return sendJson(reply, await app.answers.answer(`specs|${id}`, [`k:${id}`, `u:${id}`], compute));
    },
  });

  app.route({
    ...endpointRoute(specEndpoints.create, {
      tags,
      summary: 'Keeps a spec file in the account (checked as File → Open checks it), at version 1',
      errors: [400, 401, 403, 413],
    }),
    bodyLimit: MAX_SPEC_FILE_BYTES,
    // The answer holds the whole spec (up to 50 MB of JSON): sent in pieces, as it is stringified.
    handler: async (request, reply) => {
      const actor = await requireUser(request);
      // The body schema imported the spec (and refused what does not import).
      return sendJsonInPieces(reply, await keep(actor, request.body.title, request.body.spec));
    },
  });

  app.route({
    ...endpointRoute(specEndpoints.read, {
      tags,
      summary: 'One of the caller’s specs with its content (404 for anyone else’s)',
      errors: [400, 401, 404],
    }),
    handler: async (request) => {
      await own(await requireUser(request), request.params.id);
      return readAnswer(request.params.id);
    },
  });

  app.route({
    ...endpointRoute(specEndpoints.update, {
      tags,
      summary:
        'Saves the rows, columns, uiStyles and links changed since `version` (409 when the spec changed since)',
      errors: [400, 401, 404, 409, 413],
    }),
    // An insertion near the top of a big spec moves (and sends) every row below it.
    bodyLimit: MAX_SPEC_FILE_BYTES,
    handler: async (request) => {
      await own(await requireUser(request), request.params.id);
      const result = await specs.patch(request.params.id, request.body, limits.maxRequirements);
      return savedOrThrow(result, limits.maxRequirements);
    },
  });

  app.route({
    ...endpointRoute(specEndpoints.rename, {
      tags,
      summary: 'Renames one of the caller’s specs',
      errors: [400, 401, 404],
    }),
    handler: async (request) => {
      await own(await requireUser(request), request.params.id);
      await specs.rename(request.params.id, request.body.title);
      return readAnswer(request.params.id);
    },
  });

  app.route({
    ...endpointRoute(specEndpoints.duplicate, {
      tags,
      summary: 'Keeps a copy of one of the caller’s specs under a new title, at version 1',
      errors: [400, 401, 403, 404],
    }),
    handler: async (request, reply) => {
      const actor = await requireUser(request);
      await own(actor, request.params.id);
      const content = await specs.document(request.params.id);
      if (!content) throw new AppError(404, SPEC_MESSAGES.notFound);
      return sendJsonInPieces(reply, await keep(actor, request.body.title, content.data));
    },
  });

  app.route({
    ...endpointRoute(specEndpoints.remove, {
      tags,
      summary: 'Moves one of the caller’s specs to the trash (restorable for 30 days)',
      errors: [400, 401, 404],
    }),
    handler: async (request) => {
      await own(await requireUser(request), request.params.id);
      await specs.setTrashed(request.params.id, true);
      return { ok: true as const };
    },
  });

  app.route({
    ...endpointRoute(specEndpoints.trash, {
      tags,
      summary: 'The caller’s specs in the trash, deleted in the last 30 days',
      errors: [401],
    }),
    handler: async (request) => ({ specs: await specs.trash((await requireUser(request)).id) }),
  });

  app.route({
    ...endpointRoute(specEndpoints.untrash, {
      tags,
      summary: 'Restores one of the caller’s specs from the trash',
      errors: [400, 401, 403, 404],
    }),
    handler: async (request) => {
      const actor = await requireUser(request);
      await own(actor, request.params.id, 'trash');
      if ((await specs.count(actor.id)) >= limits.maxSpecsPerUser) {
        throw new AppError(403, tooManySpecsMessage(limits.maxSpecsPerUser));
      }
      await specs.setTrashed(request.params.id, false);
      return readAnswer(request.params.id);
    },
  });
};
