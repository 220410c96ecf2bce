import type { AppConfig } from '../config/app-config.js';
import type { Database } from '../db/database.js';
import type { App } from '../http/fastify-app.js';
import type { Mailer } from '../providers/mail.js';
import type { SpecsService } from '../specs/specs-service.js';
import { invitationRoutes } from './invitation-routes.js';
import { invitationsService } from './invitations-service.js';
import { membersService } from './members-service.js';
import { specMoveRoute } from './spec-move-route.js';
import { workspaceRoutes } from './workspace-routes.js';
import { workspacesService } from './workspaces-service.js';

interface WorkspacesSetupContext {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  specs: SpecsService;
}

/** Workspaces: their members and roles, invitations by email, and moving specs in and out. */
export async function registerWorkspaces(app: App, { config, db, mailer, specs }: WorkspacesSetupContext) {
  const workspaces = workspacesService({ db });
  const invitations = invitationsService({ db });
  await app.register(workspaceRoutes, { workspaces, members: membersService({ db }), invitations });
  await app.register(invitationRoutes, {
    workspaces,
    invitations,
    mailer,
    mails: config.mail.smtpUrl !== null,
    publicUrl: config.publicUrl,
  });
  await app.register(specMoveRoute, { db, specs, maxSpecsPerUser: config.limits.maxSpecsPerUser });
}
