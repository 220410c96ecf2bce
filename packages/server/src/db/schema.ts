import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, serialId, updatedAt } from './schema-columns.js';
import { ownedByUser, user } from './schema-user.js';

/** Small facts about this installation (e.g. when the database was first and last started). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── better-auth's tables (model names user, session, account, verification; see src/auth/auth.ts) ──
// The property names are better-auth's field names; the columns are snake_case.

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

// ── Credits ──

/** The current balance per user; changed only together with a credit_ledger row, never below 0. */
export const creditBalance = pgTable(
  'credit_balance',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [check('credit_balance_not_negative', sql`${table.balance} >= 0`)],
);

/** Every change of a balance, with its reason: the balance is auditable. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serialId(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('credit_ledger_user_id_idx').on(table.userId, table.createdAt)],
);

// ── Activity, analytics and feedback ──

/** One analysis (score analysis or quality review) a user finished (the backend database service's user-activity call). */
export const userActivity = pgTable(
  'user_activity',
  {
    id: serialId(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reviewId: text('review_id').notNull(),
    action: text('action').notNull(),
    analysisType: text('analysis_type').notNull(),
    totalToAnalyze: integer('total_to_analyze').notNull(),
    analyzedRequirements: integer('analyzed_requirements').notNull(),
    acceptedRequirements: integer('accepted_requirements').notNull(),
    rejectedRequirements: integer('rejected_requirements').notNull(),
    creditsUsed: integer('credits_used').notNull(),
    llmAnalysisTime: doublePrecision('llm_analysis_time').notNull(),
    userReviewTime: doublePrecision('user_review_time').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('user_activity_user_id_idx').on(table.userId, table.createdAt)],
);

/**
 * The sums of a user's activity per ISO week (Monday, UTC), kept current by a trigger on user_activity
 * (migration 0008): the dashboard reads a few rows per user however long the history is.
 */
export const userActivityWeekly = pgTable(
  'user_activity_weekly',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    activities: integer('activities').notNull(),
    totalToAnalyze: bigint('total_to_analyze', { mode: 'number' }).notNull(),
    analyzedRequirements: bigint('analyzed_requirements', { mode: 'number' }).notNull(),
    acceptedRequirements: bigint('accepted_requirements', { mode: 'number' }).notNull(),
    rejectedRequirements: bigint('rejected_requirements', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.weekStart] })],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serialId(),
    name: text('name').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The browser session id the web app keeps. */
    sessionId: text('session_id').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('analytics_events_created_at_idx').on(table.createdAt)],
);

export const feedback = pgTable('feedback', {
  id: serialId(),
  /** 'feedback' or 'template-request'. */
  kind: text('kind').notNull(),
  name: text('name'),
  email: text('email').notNull(),
  message: text('message').notNull(),
  templateName: text('template_name'),
  templateDescription: text('template_description'),
  userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

// ── Analysis tasks (asynchronous score analysis and basic review, run by pg-boss workers) ──

/**
 * One asynchronous analysis: its request, progress and outcome. The web client polls it by task_id;
 * pg-boss only carries the task id, so progress, cancel and restart recovery live here.
 */
export const analysisTasks = pgTable(
  'analysis_tasks',
  {
    taskId: uuid('task_id').primaryKey().defaultRandom(),
    /** 'score' or 'basic'. */
    kind: text('kind').notNull(),
    /** The signed-in user who started it; null for an anonymous task (readable by whoever holds the id). */
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'cascade' }),
    /** queued, running, completed, failed or cancelled. */
    status: text('status').notNull().default('queued'),
    progressPercentage: integer('progress_percentage').notNull().default(0),
    currentStep: text('current_step').notNull().default(''),
    userMessage: text('user_message').notNull().default(''),
    request: jsonb('request').$type<unknown>().notNull(),
    results: jsonb('results').$type<unknown>(),
    error: text('error'),
    /** How many times a worker started it (a restart resumes an interrupted task once). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * What an anonymous task's limits are counted by: the client address that started it, or its IPv6 /64
     * prefix (analysis/address-quota-key.ts); null when signed in.
     */
    clientAddress: text('client_address'),
    /**
     * Bytes (as JSON) the task keeps: its request while queued or running, its results once completed,
     * nothing once cancelled or failed (the request is deleted then). Signed-out storage is counted by it.
     */
    storedBytes: bigint('stored_bytes', { mode: 'number' }).notNull().default(0),
    /**
     * While running: when the worker holding it last said it is alive (database time). Null once released
     * by a server that stopped; a running task with none, or an old one, was interrupted.
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('analysis_tasks_kind', sql`${table.kind} in ('score', 'basic')`),
    check(
      'analysis_tasks_status',
      sql`${table.status} in ('queued', 'running', 'completed', 'failed', 'cancelled')`,
    ),
    index('analysis_tasks_unfinished_idx')
      .on(table.status)
      .where(sql`${table.status} in ('queued', 'running')`),
    index('analysis_tasks_owner_idx').on(table.ownerId),
    index('analysis_tasks_client_address_idx').on(table.clientAddress).where(sql`${table.ownerId} is null`),
    index('analysis_tasks_updated_idx').on(table.updatedAt),
  ],
);

// ── Chat conversations (per user and spec file) ──

/** One chat about a spec file: its owner, the file it is about and a title from the first question. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The spec file's id in the web app (activeDocumentContext.documentId); null when none was open. */
    documentId: text('document_id'),
    title: text('title').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('conversations_user_document_idx').on(table.userId, table.documentId, table.updatedAt),
    index('conversations_user_updated_idx').on(table.userId, table.updatedAt),
  ],
);

/** The questions and answers of a conversation, in order of their id. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: serialId(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** 'user' or 'assistant'. */
    role: text('role').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('conversation_messages_role', sql`${table.role} in ('user', 'assistant')`),
    index('conversation_messages_conversation_idx').on(table.conversationId, table.id),
  ],
);

// ── Rate limits shared by every server on one PostgreSQL database ──

/** Requests counted per limit key (route and client or user) in the current window, which ends at reset_at. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_reset_idx').on(table.resetAt)],
);

// ── Personal API tokens ──

/**
 * Tokens a user creates for API clients such as the CLI (`Authorization: Bearer spw_…`). Only the token's
 * SHA-256 hash is stored: the token itself is shown once, when created.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    ...ownedByUser(),
    name: text('name').notNull(),
    /** Hex SHA-256 of the whole token. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The token's first characters (`spw_` and 8 more), shown so its owner can tell tokens apart. */
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('api_tokens_user_id_idx').on(table.userId, table.createdAt)],
);

/**
 * A user's source repositories (GitHub or any https git host). The access token is write-only: stored
 * encrypted (AES-256-GCM, see repositories/token-cipher.ts), never returned or logged.
 */
export const repositories = pgTable(
  'repositories',
  {
    ...ownedByUser(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** `v1:<iv>:<tag>:<ciphertext>`, base64url parts. */
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastAccessedAt: timestamp('last_accessed_at', { withTimezone: true }),
  },
  (table) => [index('repositories_user_id_idx').on(table.userId, table.createdAt)],
);

export { specAudit, specComments } from './schema-comments.js';
export {
  inboxItems,
  specReviewMarks,
  specReviewPeople,
  specReviews,
  specSignatures,
  specSigningTickets,
} from './schema-reviews.js';
export { specChanges, specRows, specShares, specs, specVersions } from './schema-specs.js';
export { specCodeLinks, specCodeScans, specTestRuns } from './schema-trace.js';
export { user } from './schema-user.js';
export { workspaceInvitations, workspaceMembers, workspaces } from './schema-workspaces.js';
