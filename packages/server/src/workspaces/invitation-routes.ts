import { WORKSPACE_MESSAGES, workspaceEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guard.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { AppError } from '../http/errors.js';
import type { Mailer } from '../providers/mail.js';
import { invitationLink, invitationMail } from './invitation-mail.js';
import type { InvitationsService } from './invitations-service.js';
import { assertOwner } from './workspace-policy.js';
import type { WorkspacesService } from './workspaces-service.js';

const tags = ['workspaces'];

export interface InvitationRouteOptions {
  workspaces: WorkspacesService;
  invitations: InvitationsService;
  mailer: Mailer;
  /** Whether SMTP is configured: without it the link is answered to be passed on by hand. */
  mails: boolean;
  publicUrl: string;
}

/** Invitations: an owner invites by email; the invited person reads and accepts the link. */
export const invitationRoutes: FastifyPluginAsyncZod<InvitationRouteOptions> = async (
  app,
  { workspaces, invitations, mailer, mails, publicUrl },
) => {
  app.route({
    ...endpointRoute(workspaceEndpoints.invite, {
      tags,
      summary:
        'Invites someone by email (owners): mailed when SMTP is configured, else the link is in the answer',
      errors: [400, 401, 403, 404, 409, 429],
    }),
    config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const actor = await requireUser(request);
      const { id } = request.params;
      assertOwner(await workspaces.role(id, actor.id));
      const { email, role } = request.body;
      const { invitation, token } = await invitations.create(id, email, role, actor.id);
      const link = invitationLink(publicUrl, token);
      reply.code(201);
      if (!mails) return { invitation, sent: false, url: link };
      const workspace = await workspaces.summary(id, actor.id);
      const invitedBy = actor.name || actor.email;
      const workspaceName = workspace?.name ?? '';
      try {
        await mailer.send(invitationMail(email, { workspaceName, invitedBy, role, link }));
        return { invitation, sent: true };
      } catch (error) {
        request.log.warn({ err: error }, 'An invitation was not mailed: its link is in the answer instead');
        return { invitation, sent: false, url: link };
      }
    },
  });

  app.route({
    ...endpointRoute(workspaceEndpoints.withdrawInvitation, {
      tags,
      summary: 'Withdraws a pending invitation (owners)',
      errors: [400, 401, 403, 404],
    }),
    handler: async (request) => {
      const actor = await requireUser(request);
      const { id, invitationId } = request.params;
      assertOwner(await workspaces.role(id, actor.id));
      if (!(await invitations.withdraw(id, invitationId))) {
        throw new AppError(404, WORKSPACE_MESSAGES.invitationNotFound);
      }
      return { ok: true as const };
    },
  });

  app.route({
    ...endpointRoute(workspaceEndpoints.invitation, {
      tags,
      summary: 'What an invitation link offers (no sign-in); 404 once used, withdrawn or expired',
      errors: [400, 404],
    }),
    handler: async (request) => invitations.preview(request.params.token),
  });

  app.route({
    ...endpointRoute(workspaceEndpoints.accept, {
      tags,
      summary: 'Accepts an invitation as the signed-in user of the invited address (once)',
      errors: [400, 401, 403, 404, 409],
    }),
    handler: async (request) => {
      const actor = await requireUser(request);
      const workspaceId = await invitations.accept(request.params.token, actor);
      const workspace = await workspaces.summary(workspaceId, actor.id);
      if (!workspace) throw new AppError(404, WORKSPACE_MESSAGES.notFound);
      return { workspace };
    },
  });
};
