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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonInPieces } from '../analysis/json-reply.js';
import type { Actor } from '../auth/actor.js';
import { requireUser, type SignedInUser } from '../auth/guard.js';
import type { Database } from '../db/database.js';
import { sendJson } from '../http/answer-cache.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { AppError } from '../http/errors.js';
import type { SpecAccess } from '../workspaces/spec-access.js';
import { assertCanAddSpecs } from '../workspaces/workspace-policy.js';
import { roleIn } from '../workspaces/workspaces-service.js';
import type { PatchResult } from './spec-patch.js';
import { assertSpecRight, type SpecRight } from './spec-policy.js';
import { workspaceIdsOf } from './spec-summaries.js';
import type { SpecsService, SpecView } from './specs-service.js';

const tags = ['specs'];

export interface SpecRouteOptions {
  db: Database;
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

/**
 * The specs the caller keeps and those of their workspaces: list, add, read, save, rename, duplicate,
 * trash. Each route checks the caller's role (spec-policy.ts).
 */
export const specRoutes: FastifyPluginAsyncZod<SpecRouteOptions> = async (app, { db, specs, limits }) => {
  const allowed = (actor: Actor, id: string, right: SpecRight, where: 'live' | 'trash' = 'live') =>
    assertSpecRight(db, actor, id, right, where);
  /** The signed-in caller and their access to the spec for `right`. */
  const caller = async (request: FastifyRequest, id: string, right: SpecRight) => {
    const actor = await requireUser(request);
    return { actor, access: await allowed(actor, id, right) };
  };

  /** The spec's answer, its content sent as the database wrote it (a large spec is never held as objects). */
  async function sendReadAnswer(reply: FastifyReply, id: string, access: SpecAccess) {
    const spec = await specs.read(id, await specs.viewOf(access));
    if (!spec) throw new AppError(404, SPEC_MESSAGES.notFound);
    return sendJsonInPieces(reply, { spec });
  }

  /** Where a new spec goes: the caller's own specs, or a workspace they may add to (owner, editor). */
  async function placeOfNew(actor: Actor, workspaceId: string | undefined): Promise<SpecView['workspace']> {
    if (workspaceId === undefined) return null;
    const role = assertCanAddSpecs(await roleIn(db, workspaceId, actor.id));
    return (await specs.viewOf({ workspaceId, role })).workspace;
  }

  async function keep(
    actor: SignedInUser,
    title: string,
    spec: SavedSpec,
    workspace: SpecView['workspace'] = null,
    detail = '',
  ) {
    if (spec.rows.length > limits.maxRequirements) {
      throw new AppError(413, tooManyRequirementsMessage(spec.rows.length, limits.maxRequirements));
    }
    const links = spec.links?.length ?? 0;
    if (links > MAX_SPEC_LINKS) throw new AppError(413, LINK_LIMIT_MESSAGES.tooManyLinks(links));
    if ((await specs.count(actor.id)) >= limits.maxSpecsPerUser) {
      throw new AppError(403, tooManySpecsMessage(limits.maxSpecsPerUser));
    }
    return { spec: await specs.create(actor, title, spec, workspace, detail) };
  }

  app.route({
    ...endpointRoute(specEndpoints.list, {
      tags,
      summary:
        "The caller's specs and their workspaces' specs, last changed first: title, rows, requirements, mean score, version, workspace",
      errors: [401],
    }),
    // Kept in the answer cache until one of the user's specs or memberships changes (`k:`), the user does
    // (`u:`), or a spec or the name of one of their workspaces does (`w:`).
    handler: async (request, reply) => {
      const { id } = await requireUser(request);
      let workspaceIds: string[] = [];
      const compute = async () => {
        workspaceIds = await workspaceIdsOf(db, id);
        return { specs: await specs.list(id) };
      };
      const endedBy = () => [`k:${id}`, `u:${id}`, ...workspaceIds.map((workspace) => `w:${workspace}`)];
      return sendJson(reply, await app.answers.answer(`specs|${id}`, endedBy, compute));
    },
  });

  app.route({
    ...endpointRoute(specEndpoints.create, {
      tags,
      summary:
        'Keeps a spec file in the account or in a workspace (checked as File → Open checks it), at version 1',
      errors: [400, 401, 403, 404, 413],
    }),
    bodyLimit: MAX_SPEC_FILE_BYTES,
    // The answer holds the whole spec (up to 50 MB of JSON): sent in pieces, as it is stringified.
    handler: async (request, reply) => {
      const actor = await requireUser(request);
      const workspace = await placeOfNew(actor, request.body.workspace_id);
      // The body schema imported the spec (and refused what does not import).
      return sendJsonInPieces(reply, await keep(actor, request.body.title, request.body.spec, workspace));
    },
  });

  app.route({
    ...endpointRoute(specEndpoints.read, {
      tags,
      summary: 'A spec the caller reads, with its content and their role (404 for anyone else’s)',
      errors: [400, 401, 404],
    }),
    handler: async (request, reply) => {
      const access = await allowed(await requireUser(request), request.params.id, 'read');
      return sendReadAnswer(reply, request.params.id, access);
    },
  });

  app.route({
    ...endpointRoute(specEndpoints.update, {
      tags,
      summary:
        'Saves the rows, columns, uiStyles and links changed since `version` (409 when the spec changed since)',
      errors: [400, 401, 403, 404, 409, 413],
    }),
    // An insertion near the top of a big spec moves (and sends) every row below it.
    bodyLimit: MAX_SPEC_FILE_BYTES,
    handler: async (request) => {
      const actor = await requireUser(request);
      await allowed(actor, request.params.id, 'edit');
      const result = await specs.patch(request.params.id, request.body, limits.maxRequirements, actor);
      return savedOrThrow(result, limits.maxRequirements);
    },
  });

  app.route({
    ...endpointRoute(specEndpoints.rename, {
      tags,
      summary: 'Renames a spec (its keeper; in a workspace, an owner or editor)',
      errors: [400, 401, 403, 404],
    }),
    handler: async (request, reply) => {
      const { actor, access } = await caller(request, request.params.id, 'edit');
      await specs.rename(request.params.id, request.body.title, actor);
      return sendReadAnswer(reply, request.params.id, access);
    },
  });

  app.route({
    ...endpointRoute(specEndpoints.duplicate, {
      tags,
      summary: 'Keeps a copy of a spec under a new title, at version 1, beside it (owners and editors)',
      errors: [400, 401, 403, 404],
    }),
    handler: async (request, reply) => {
      const { actor, access } = await caller(request, request.params.id, 'edit');
      const content = await specs.document(request.params.id);
      if (!content) throw new AppError(404, SPEC_MESSAGES.notFound);
      const { workspace } = await specs.viewOf(access);
      const detail = `Copy of ${content.title}`;
      return sendJsonInPieces(reply, await keep(actor, request.body.title, content.data, workspace, detail));
    },
  });

  app.route({
    ...endpointRoute(specEndpoints.remove, {
      tags,
      summary:
        'Moves a spec to the trash (restorable for 30 days): its keeper; in a workspace, an owner or its keeper while an editor',
      errors: [400, 401, 403, 404],
    }),
    handler: async (request) => {
      const { actor } = await caller(request, request.params.id, 'place');
      await specs.setTrashed(request.params.id, true, actor);
      return { ok: true as const };
    },
  });

  app.route({
    ...endpointRoute(specEndpoints.trash, {
      tags,
      summary: 'The specs in the trash the caller may restore, deleted in the last 30 days',
      errors: [401],
    }),
    handler: async (request) => ({ specs: await specs.trash((await requireUser(request)).id) }),
  });

  app.route({
    ...endpointRoute(specEndpoints.untrash, {
      tags,
      summary: 'Restores a spec from the trash (who may trash it)',
      errors: [400, 401, 403, 404],
    }),
    handler: async (request, reply) => {
      const actor = await requireUser(request);
      const access = await allowed(actor, request.params.id, 'place', 'trash');
      if ((await specs.count(actor.id)) >= limits.maxSpecsPerUser) {
        throw new AppError(403, tooManySpecsMessage(limits.maxSpecsPerUser));
      }
      await specs.setTrashed(request.params.id, false, actor);
      return sendReadAnswer(reply, request.params.id, access);
    },
  });
};
