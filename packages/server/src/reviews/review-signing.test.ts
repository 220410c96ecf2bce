import { REVIEW_MESSAGES, type Review, SPEC_MESSAGES } from '@specwright/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { TOO_MANY_ACCOUNT_GUESSES } from '../auth/account-guesses.js';
import { account, specSignatures, specSigningTickets, specs } from '../db/schema.js';
import { buildTestApp, testConfig } from '../test/app.js';
import { signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { keepSpec, type LiveWorkspace, liveWorkspace } from '../test/live-workspace.js';
import {
  askForReview,
  editRow,
  listReviews,
  markRows,
  reviewsUrl,
  sign,
  signingTicket,
} from '../test/reviews.js';

const GUESSES_PER_HOUR = 3;

describeEachDatabase('signing a review', (database) => {
  let app: App;
  let team: LiveWorkspace;
  let approvers: { owner: LiveWorkspace['members']['owner']; editor: LiveWorkspace['members']['editor'] };

  beforeAll(async () => {
    const config = testConfig({ AUTH_ACCOUNT_GUESSES_PER_HOUR: String(GUESSES_PER_HOUR) });
    app = await buildTestApp(database(), config);
    team = await liveWorkspace(database().db, [app]);
    approvers = { owner: team.members.owner, editor: team.members.editor };
  });
  afterAll(() => app.close());

  const newReview = (title = 'Release 1') =>
    askForReview(team.members.owner, team.specId, {
      title,
      reviewers: [team.members.reviewer.id],
      approvers: [approvers.owner.id, approvers.editor.id],
    });
  const signaturesOf = async (review: Review) =>
    (await listReviews(team.members.viewer, team.specId)).reviews.find((found) => found.id === review.id)
      ?.signatures ?? [];

  it('refuses a ticket of another review, and signing before approving every row', async () => {
    const first = await newReview();
    const second = await newReview('Release 2');
    await markRows(approvers.owner, second, { mark: 'approved' });
    const ticket = await signingTicket(approvers.owner, first);
    const replayed = await sign(approvers.owner, second, ticket);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe(REVIEW_MESSAGES.ticketNotValid);
    expect(await signaturesOf(second)).toEqual([]);
    const early = await sign(approvers.owner, first, ticket);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(REVIEW_MESSAGES.notAllApproved);
    const othersTicket = await sign(approvers.editor, first, ticket);
    expect(othersTicket.json().message).toBe(REVIEW_MESSAGES.ticketNotValid);
  });

  it('refuses a wrong password with nothing signed, and counts the guesses', async () => {
    const guesser = team.members.reviewer;
    const review = await askForReview(team.members.owner, team.specId, { approvers: [guesser.id] });
    await markRows(guesser, review, { mark: 'approved' });
    const ticket = await signingTicket(guesser, review);
    const answers = [];
    for (let guess = 0; guess <= GUESSES_PER_HOUR; guess += 1) {
      answers.push(await sign(guesser, review, ticket, 'not the password'));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 429]);
    expect(answers[0]?.json().message).toBe(REVIEW_MESSAGES.wrongPassword);
    expect(answers[3]?.json().message).toBe(TOO_MANY_ACCOUNT_GUESSES);
    expect(await signaturesOf(review)).toEqual([]);
  });

  it('signs once with one ticket, even twice at the same time; a used ticket is refused', async () => {
    const review = await newReview();
    await markRows(approvers.owner, review, { mark: 'approved' });
    const ticket = await signingTicket(approvers.owner, review);
    const both = await Promise.all([
      sign(approvers.owner, review, ticket),
      sign(approvers.owner, review, ticket),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(await signaturesOf(review)).toHaveLength(1);
    const reused = await sign(approvers.owner, review, ticket);
    expect(reused.json().message).toBe(REVIEW_MESSAGES.ticketNotValid);
    const again = await sign(approvers.owner, review, await signingTicket(approvers.owner, review));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_MESSAGES.alreadySigned);
  });

  it('refuses an expired ticket, and forgets expired tickets when the next one is issued', async () => {
    const review = await newReview('Expiry');
    await markRows(approvers.owner, review, { mark: 'approved' });
    const ticket = await signingTicket(approvers.owner, review);
    const { db } = database();
    const ticketsOfReview = () =>
      db.select().from(specSigningTickets).where(eq(specSigningTickets.reviewId, review.id));
    await db
      .update(specSigningTickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(specSigningTickets.reviewId, review.id));
    const late = await sign(approvers.owner, review, ticket);
    expect(late.json().message).toBe(REVIEW_MESSAGES.ticketNotValid);
    expect(await ticketsOfReview()).toHaveLength(1);

    const fresh = await signingTicket(approvers.editor, review);
    const kept = await ticketsOfReview();
    expect(kept).toHaveLength(1);
    expect(kept[0]?.userId).toBe(approvers.editor.id);
    expect(fresh).not.toBe(ticket);
  });

  it('approves the review at the last signature, keeping the spec as a locked baseline', async () => {
    const review = await newReview('Baseline');
    for (const approver of Object.values(approvers)) {
      await markRows(approver, review, { mark: 'approved' });
      const signed = await sign(approver, review, await signingTicket(approver, review));
      expect(signed.statusCode, signed.body).toBe(201);
    }
    const [closed] = (await listReviews(team.members.viewer, team.specId)).reviews.filter(
      (found) => found.id === review.id,
    );
    expect(closed).toMatchObject({
      status: 'approved',
      closed_at: expect.stringMatching(/./),
      baseline_version_id: expect.stringMatching(/./),
      progress: { rows: 4, approved: 4 },
    });
    expect(closed?.signatures.map((signature) => signature.user.id).sort()).toEqual(
      [approvers.owner.id, approvers.editor.id].sort(),
    );
    expect(closed?.signatures[0]).toMatchObject({
      meaning: 'approved',
      content_digest: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const { versions } = (await team.members.viewer.client.get(`/api/specs/${team.specId}/versions`)).json();
    expect(versions).toContainEqual(
      expect.objectContaining({ id: closed?.baseline_version_id, name: 'Baseline (approved)', locked: true }),
    );
    const trail = (
      await team.members.owner.client.get(`/api/specs/${team.specId}/audit?action=approved&limit=1`)
    ).json();
    expect(trail.entries[0]).toMatchObject({ action: 'approved', detail: 'Baseline (approved)' });
    const ticketAfter = await approvers.owner.client.post(reviewsUrl(team.specId, `/${review.id}/signing`));
    expect(ticketAfter.json().message).toBe(REVIEW_MESSAGES.closed);

    const versionUrl = `/api/specs/${team.specId}/versions/${closed?.baseline_version_id}`;
    const renamed = await team.members.owner.client.request('PATCH', versionUrl, { name: 'Forged' });
    const deleted = await team.members.owner.client.request('DELETE', versionUrl);
    for (const answer of [renamed, deleted]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(SPEC_MESSAGES.versionLocked);
    }
    const { db } = database();
    const baseline = sql`where id = ${closed?.baseline_version_id}`;
    await expect(db.execute(sql`update spec_versions set name = 'Forged' ${baseline}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from spec_versions ${baseline}`)).rejects.toThrow();
    const signature = sql`where review_id = ${review.id}`;
    await expect(
      db.execute(sql`update spec_signatures set user_name = 'Forged' ${signature}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from spec_signatures ${signature}`)).rejects.toThrow();
    expect(await signaturesOf(review)).toHaveLength(2);

    await db.delete(specs).where(eq(specs.id, team.specId));
    const left = await db.select().from(specSignatures).where(eq(specSignatures.reviewId, review.id));
    expect(left).toEqual([]);
  });

  it('asks an account without a password to set none: 400, nothing signed', async () => {
    const keeper = await signUpNewUser(app, 'no-password');
    const specId = await keepSpec(keeper, 'Personal');
    const review = await askForReview(keeper, specId, { approvers: [keeper.id] });
    await markRows(keeper, review, { mark: 'approved' });
    const ticket = await signingTicket(keeper, review);
    await database().db.delete(account).where(eq(account.userId, keeper.id));
    const answer = await sign(keeper, review, ticket);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(REVIEW_MESSAGES.noPassword);
    expect((await listReviews(keeper, specId)).reviews[0]?.signatures).toEqual([]);
  });

  it('refuses to sign a whole-spec review once the spec has rows it did not ask about: 409, nothing signed', async () => {
    const keeper = await signUpNewUser(app, 'added-rows');
    const specId = await keepSpec(keeper, 'Grown');
    const review = await askForReview(keeper, specId, { approvers: [keeper.id] });
    await markRows(keeper, review, { mark: 'approved' });
    await editRow(keeper, specId, {
      id: 'added-later',
      rowOrder: 99,
      description: 'The system shall export reports.',
    });
    const answer = await sign(keeper, review, await signingTicket(keeper, review));
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(REVIEW_MESSAGES.rowsAdded);
    expect((await listReviews(keeper, specId)).reviews[0]).toMatchObject({ status: 'open', signatures: [] });
  });
});
