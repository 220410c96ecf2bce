import { WORKSPACE_MESSAGES } from '@specwright/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { workspaceInvitations } from '../db/schema.js';
import { buildTestApp, useAppWithMailServer } from '../test/app.js';
import { type SignedInTestUser, signUpNewUser, uniqueEmail } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { readTestLog, testLogEnd } from '../test/log-capture.js';
import { tokenOf } from '../test/workspaces.js';

const inviteUrl = (workspaceId: string) => `/api/workspaces/${workspaceId}/invitations`;

async function newWorkspace(owner: SignedInTestUser, name: string): Promise<string> {
  return (await owner.client.post('/api/workspaces', { name })).json().workspace.id;
}

describeEachDatabase('invitations without SMTP: the link is in the answer', (database) => {
  let app: App;
  let owner: SignedInTestUser;
  let workspaceId: string;
  beforeAll(async () => {
    app = await buildTestApp(database());
    owner = await signUpNewUser(app, 'inviter');
    workspaceId = await newWorkspace(owner, 'Payments');
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the link to pass on; it shows the invitation and is accepted once, by the invited address', async () => {
    const invitee = await signUpNewUser(app, 'invitee');
    const invited = await owner.client.post(inviteUrl(workspaceId), {
      email: invitee.email.toUpperCase(),
      role: 'reviewer',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const body = invited.json();
    expect(body).toEqual({
      invitation: {
        id: expect.any(String),
        email: invitee.email,
        role: 'reviewer',
        created_at: expect.any(String),
        expires_at: expect.any(String),
      },
      sent: false,
      url: expect.stringMatching(/^http:\/\/localhost:\d+\/invite\/[A-Za-z0-9_-]{43}$/),
    });
    const days =
      (Date.parse(body.invitation.expires_at) - Date.parse(body.invitation.created_at)) / 86_400_000;
    expect(Math.round(days)).toBe(14);
    const token = tokenOf(body.url);
    const preview = await invitee.client.get(`/api/invitations/${token}`);
    expect(preview.json()).toEqual({
      workspace_name: 'Payments',
      invited_by: expect.any(String),
      role: 'reviewer',
      email: invitee.email,
    });

    const stranger = await signUpNewUser(app, 'stranger');
    const wrong = await stranger.client.post(`/api/invitations/${token}/accept`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(WORKSPACE_MESSAGES.invitationOtherEmail);

    const accepted = await invitee.client.post(`/api/invitations/${token}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().workspace).toMatchObject({
      id: workspaceId,
      name: 'Payments',
      role: 'reviewer',
      members: 2,
    });

    for (const response of [
      await invitee.client.post(`/api/invitations/${token}/accept`),
      await invitee.client.get(`/api/invitations/${token}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(WORKSPACE_MESSAGES.invitationNotFound);
    }
    const again = await owner.client.post(inviteUrl(workspaceId), { email: invitee.email, role: 'editor' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(WORKSPACE_MESSAGES.alreadyMember);
  });

  it('refuses an expired or withdrawn invitation (404), and a signed-out accept (401)', async () => {
    const invitee = await signUpNewUser(app, 'late');
    const first = (
      await owner.client.post(inviteUrl(workspaceId), { email: invitee.email, role: 'viewer' })
    ).json();
    await database()
      .db.update(workspaceInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(workspaceInvitations.id, first.invitation.id));
    const expired = await invitee.client.post(`/api/invitations/${tokenOf(first.url)}/accept`);
    expect(expired.statusCode).toBe(404);

    const second = (
      await owner.client.post(inviteUrl(workspaceId), { email: invitee.email, role: 'viewer' })
    ).json();
    const listed = (await owner.client.get(`/api/workspaces/${workspaceId}`)).json().invitations;
    expect(listed.map((invitation: { id: string }) => invitation.id)).toContain(second.invitation.id);
    expect(listed.map((invitation: { id: string }) => invitation.id)).not.toContain(first.invitation.id);
    const signedOut = await app.inject({
      method: 'POST',
      url: `/api/invitations/${tokenOf(second.url)}/accept`,
    });
    expect(signedOut.statusCode).toBe(401);
    const withdrawn = await owner.client.request(
      'DELETE',
      `${inviteUrl(workspaceId)}/${second.invitation.id}`,
    );
    expect(withdrawn.statusCode).toBe(200);
    expect((await invitee.client.post(`/api/invitations/${tokenOf(second.url)}/accept`)).statusCode).toBe(
      404,
    );
    const twice = await owner.client.request('DELETE', `${inviteUrl(workspaceId)}/${second.invitation.id}`);
    expect(twice.statusCode).toBe(404);
  });

  it('keeps only the hash of a token, and refuses an invalid email or an owner role (400)', async () => {
    const email = uniqueEmail('hashed');
    const { url, invitation } = (
      await owner.client.post(inviteUrl(workspaceId), { email, role: 'editor' })
    ).json();
    const [stored] = await database()
      .db.select({ tokenHash: workspaceInvitations.tokenHash })
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.id, invitation.id));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(tokenOf(url));
    for (const body of [
      { email: 'not-an-email', role: 'editor' },
      { email, role: 'owner' },
    ]) {
      expect((await owner.client.post(inviteUrl(workspaceId), body)).statusCode).toBe(400);
    }
  });
});

describeEachDatabase('invitations by SMTP', (database) => {
  const { app, smtp } = useAppWithMailServer(database);

  it('mails the link (no url in the answer, the token in no log line) and the link is accepted', async () => {
    const logStart = testLogEnd();
    const owner = await signUpNewUser(app(), 'mailer');
    const invitee = await signUpNewUser(app(), 'mailed');
    const workspaceId = await newWorkspace(owner, 'Mailed team');
    const invited = await owner.client.post(inviteUrl(workspaceId), { email: invitee.email, role: 'editor' });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toEqual({
      invitation: expect.objectContaining({ email: invitee.email }),
      sent: true,
    });
    const mail = await smtp().waitFor(
      (received) => received.to.includes(invitee.email) && received.subject.includes('invited you'),
    );
    expect(mail.subject).toContain('Mailed team');
    const link = /http:\/\/\S+\/invite\/([A-Za-z0-9_-]{43})/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    const token = link?.[1] ?? '';
    const accepted = await invitee.client.post(`/api/invitations/${token}/accept`);
    expect(accepted.json().workspace).toMatchObject({ id: workspaceId, role: 'editor' });
    expect(readTestLog(logStart).join('\n')).not.toContain(token);
  });
});
