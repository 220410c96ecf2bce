import { WORKSPACE_MESSAGES, workspaceEndpoints } from '@specwright/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guard.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { AppError } from '../http/errors.js';
import type { InvitationsService } from './invitations-service.js';
import type { MembersService } from './members-service.js';
import { assertMember, assertOwner } from './workspace-policy.js';
import type { WorkspacesService } from './workspaces-service.js';

const tags = ['workspaces'];

export interface WorkspaceRouteOptions {
  workspaces: WorkspacesService;
  members: MembersService;
  invitations: InvitationsService;
}

/** The caller's workspaces, and their members and roles. */
export const workspaceRoutes: FastifyPluginAsyncZod<WorkspaceRouteOptions> = async (
  app,
  { workspaces, members, invitations },
) => {
  async function summaryOf(id: string, userId: string) {
    const workspace = await workspaces.summary(id, userId);
    if (!workspace) throw new AppError(404, WORKSPACE_MESSAGES.notFound);
    return { workspace };
  }

  /** The signed-in caller, when they are an owner of workspace `id` (else 401, 403 or 404). */
  async function ownerOf(request: FastifyRequest, id: string) {
    const actor = await requireUser(request);
    assertOwner(await workspaces.role(id, actor.id));
    return actor;
  }

  app.route({
    ...endpointRoute(workspaceEndpoints.list, {
      tags,
      summary: 'The workspaces the caller is a member of, with their role, members and specs',
      errors: [401],
    }),
    handler: async (request) => ({ workspaces: await workspaces.list((await requireUser(request)).id) }),
  });

  app.route({
    ...endpointRoute(workspaceEndpoints.create, {
      tags,
      summary: 'Makes a workspace; the caller is its owner',
      errors: [400, 401],
    }),
    handler: async (request, reply) => {
      const actor = await requireUser(request);
      reply.code(201);
      return { workspace: await workspaces.create(actor.id, request.body.name) };
    },
  });

  app.route({
    ...endpointRoute(workspaceEndpoints.read, {
      tags,
      summary: 'A workspace with its members (every member) and pending invitations (owners only)',
      errors: [400, 401, 404],
    }),
    handler: async (request) => {
      const actor = await requireUser(request);
      const { id } = request.params;
      const role = assertMember(await workspaces.role(id, actor.id));
      const [{ workspace }, people, invited] = await Promise.all([
        summaryOf(id, actor.id),
        workspaces.members(id),
        role === 'owner' ? invitations.list(id) : Promise.resolve([]),
      ]);
      return { workspace, members: people, invitations: invited };
    },
  });

  app.route({
    ...endpointRoute(workspaceEndpoints.rename, {
      tags,
      summary: 'Renames a workspace (owners)',
      errors: [400, 401, 403, 404],
    }),
    handler: async (request) => {
      const actor = await ownerOf(request, request.params.id);
      await workspaces.rename(request.params.id, request.body.name);
      return summaryOf(request.params.id, actor.id);
    },
  });

  app.route({
    ...endpointRoute(workspaceEndpoints.remove, {
      tags,
      summary: 'Deletes a workspace (owners): its specs go to the caller’s trash, restorable for 30 days',
      errors: [400, 401, 403, 404],
    }),
    handler: async (request) => {
      const actor = await ownerOf(request, request.params.id);
      await workspaces.remove(request.params.id, actor.id);
      return { ok: true as const };
    },
  });

  app.route({
    ...endpointRoute(workspaceEndpoints.changeRole, {
      tags,
      summary: 'Changes a member’s role (owners); the last owner cannot be demoted (409)',
      errors: [400, 401, 403, 404, 409],
    }),
    handler: async (request) => {
      const { id, userId } = request.params;
      await ownerOf(request, id);
      await members.changeRole(id, userId, request.body.role);
      return { ok: true as const };
    },
  });

  app.route({
    ...endpointRoute(workspaceEndpoints.removeMember, {
      tags,
      summary: 'Removes a member (owners), or leaves the workspace (the member); the last owner cannot (409)',
      errors: [400, 401, 403, 404, 409],
    }),
    handler: async (request) => {
      const actor = await requireUser(request);
      const { id, userId } = request.params;
      const role = assertMember(await workspaces.role(id, actor.id));
      if (userId !== actor.id) assertOwner(role);
      await members.remove(id, userId);
      return { ok: true as const };
    },
  });
};
