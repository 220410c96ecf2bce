import {
  dashboardQuerySchema,
  dashboardSchema,
  okResponseSchema,
  userActivityRequestSchema,
} from './account.js';
import {
  advancedReviewRequestSchema,
  advancedReviewResponseSchema,
  basicReviewRequestSchema,
  basicReviewResponseSchema,
  scoreRequestSchema,
  scoreResponseSchema,
} from './analysis.js';
import { analyticsEventRequestSchema, analyticsEventResponseSchema } from './analytics.js';
import {
  apiTokenCreateRequestSchema,
  apiTokenListSchema,
  apiTokenParamsSchema,
  createdApiTokenSchema,
} from './api-tokens.js';
import {
  agentRequestSchema,
  agentResponseSchema,
  chatRequestSchema,
  chatResponseSchema,
  conversationListQuerySchema,
  conversationListSchema,
  conversationParamsSchema,
  conversationSchema,
} from './assistant.js';
import { healthSchema, publicConfigSchema } from './config.js';
import { draftRequestSchema, draftResponseSchema } from './drafts.js';
import { endpoint } from './endpoint.js';
import { feedbackRequestSchema, feedbackResponseSchema } from './feedback.js';
import { generateTestsRequestSchema, generateTestsResponseSchema } from './generate.js';
import {
  gitProgressSchema,
  projectBranchRequestSchema,
  projectBranchSchema,
  projectCommitRequestSchema,
  projectCommitSchema,
  projectContentQuerySchema,
  projectContentSchema,
  projectPullRequestRequestSchema,
  projectPullRequestSchema,
  projectStatusSchema,
  projectTreeQuerySchema,
  projectTreeSchema,
  validateFileQuerySchema,
  validateFileRequestSchema,
  validateFileSchema,
} from './project.js';
import {
  directConnectRequestSchema,
  directConnectSchema,
  directContentQuerySchema,
  directContentSchema,
  directStatusQuerySchema,
  directStatusSchema,
  directTreeQuerySchema,
  directTreeSchema,
} from './project-direct.js';
import {
  repositoryAnswerSchema,
  repositoryCreateSchema,
  repositoryListSchema,
  repositoryParamsSchema,
  repositoryUpdateSchema,
} from './repositories.js';
import { specFileParamsSchema, specFileSchema } from './spec-files.js';
import { mcpMessageSchema } from './specs.js';
import { taskEndpoints } from './task-endpoints.js';

/**
 * Every endpoint of the HTTP API but sign-in (better-auth's own, under /api/auth): the server registers
 * its routes from these and the web client builds its calls from them (see `endpointUrl`).
 */

export const systemEndpoints = {
  health: endpoint({ method: 'GET', path: '/api/health', response: healthSchema }),
  config: endpoint({ method: 'GET', path: '/api/config', response: publicConfigSchema }),
};

export const specFileEndpoints = {
  template: endpoint({
    method: 'GET',
    path: '/template/:fileName',
    params: specFileParamsSchema,
    response: specFileSchema,
  }),
  // The pattern keeps this route off every other root path (the web app's files and pages).
  example: endpoint({
    method: 'GET',
    path: '/:fileName([A-Za-z0-9._-]+\\.json)',
    params: specFileParamsSchema,
    response: specFileSchema,
  }),
};

/** The paths end in a slash as the web app has always called them; the server accepts both spellings. */
export const accountEndpoints = {
  recordActivity: endpoint({
    method: 'POST',
    path: '/api/user-activity/',
    body: userActivityRequestSchema,
    response: okResponseSchema,
  }),
  dashboard: endpoint({
    method: 'GET',
    path: '/api/dashboard/',
    querystring: dashboardQuerySchema,
    response: dashboardSchema,
  }),
};

/**
 * The signed-in user's personal API tokens, for clients that send `Authorization: Bearer spw_…` (the CLI):
 * managed with the web app's session only, never with a token.
 */
export const apiTokenEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/user/api-tokens', response: apiTokenListSchema }),
  create: endpoint({
    method: 'POST',
    path: '/api/user/api-tokens',
    body: apiTokenCreateRequestSchema,
    response: createdApiTokenSchema,
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/api/user/api-tokens/:id',
    params: apiTokenParamsSchema,
    response: okResponseSchema,
  }),
};

/** The signed-in user's repositories (docs/product-rules.md, "Calls"). */
export const repositoryEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/user/repositories', response: repositoryListSchema }),
  create: endpoint({
    method: 'POST',
    path: '/api/user/repositories',
    body: repositoryCreateSchema,
    response: repositoryAnswerSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/user/repositories/:id',
    params: repositoryParamsSchema,
    body: repositoryUpdateSchema,
    response: repositoryAnswerSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/user/repositories/:id',
    params: repositoryParamsSchema,
    response: okResponseSchema,
  }),
};

const projectRepositoryPath = '/api/project/user/repositories/:id';

/** Browsing and committing to one of the caller's repositories, through its git provider. */
export const projectEndpoints = {
  tree: endpoint({
    method: 'GET',
    path: `${projectRepositoryPath}/tree`,
    params: repositoryParamsSchema,
    querystring: projectTreeQuerySchema,
    response: projectTreeSchema,
  }),
  content: endpoint({
    method: 'GET',
    path: `${projectRepositoryPath}/file/content`,
    params: repositoryParamsSchema,
    querystring: projectContentQuerySchema,
    response: projectContentSchema,
  }),
  status: endpoint({
    method: 'GET',
    path: `${projectRepositoryPath}/status`,
    params: repositoryParamsSchema,
    response: projectStatusSchema,
  }),
  branch: endpoint({
    method: 'POST',
    path: `${projectRepositoryPath}/branch`,
    params: repositoryParamsSchema,
    body: projectBranchRequestSchema,
    response: projectBranchSchema,
  }),
  commit: endpoint({
    method: 'POST',
    path: `${projectRepositoryPath}/commit`,
    params: repositoryParamsSchema,
    body: projectCommitRequestSchema,
    response: projectCommitSchema,
  }),
  pullRequest: endpoint({
    method: 'POST',
    path: `${projectRepositoryPath}/pull-request`,
    params: repositoryParamsSchema,
    body: projectPullRequestRequestSchema,
    response: projectPullRequestSchema,
  }),
  progress: endpoint({
    method: 'GET',
    path: `${projectRepositoryPath}/progress`,
    params: repositoryParamsSchema,
    response: gitProgressSchema,
  }),
  validateFile: endpoint({
    method: 'POST',
    path: '/api/project/file/validate',
    querystring: validateFileQuerySchema,
    body: validateFileRequestSchema,
    response: validateFileSchema,
  }),
};

/** The direct calls: a repository named in the request (owner and repo, or url) with an optional token. */
export const directProjectEndpoints = {
  connect: endpoint({
    method: 'POST',
    path: '/api/project/repository/connect',
    body: directConnectRequestSchema,
    response: directConnectSchema,
  }),
  tree: endpoint({
    method: 'GET',
    path: '/api/project/repository/tree',
    querystring: directTreeQuerySchema,
    response: directTreeSchema,
  }),
  status: endpoint({
    method: 'GET',
    path: '/api/project/repository/status',
    querystring: directStatusQuerySchema,
    response: directStatusSchema,
  }),
  content: endpoint({
    method: 'GET',
    path: '/api/project/file/content',
    querystring: directContentQuerySchema,
    response: directContentSchema,
  }),
};

export const analyticsEndpoints = {
  recordEvent: endpoint({
    method: 'POST',
    path: '/api/analytics/events',
    body: analyticsEventRequestSchema,
    response: analyticsEventResponseSchema,
  }),
};

export const feedbackEndpoints = {
  submit: endpoint({
    method: 'POST',
    path: '/api/feedback/submit',
    body: feedbackRequestSchema,
    response: feedbackResponseSchema,
  }),
};

export const generateEndpoints = {
  tests: endpoint({
    method: 'POST',
    path: '/api/generate/tests',
    body: generateTestsRequestSchema,
    response: generateTestsResponseSchema,
  }),
};

export const scoreEndpoints = taskEndpoints('/api/analyze/score', {
  request: scoreRequestSchema,
  result: scoreResponseSchema,
});

export const basicReviewEndpoints = taskEndpoints('/api/reqif_analyze/basic', {
  request: basicReviewRequestSchema,
  result: basicReviewResponseSchema,
});

export const advancedReviewEndpoints = {
  run: endpoint({
    method: 'POST',
    path: '/api/reqif_propose/advanced',
    body: advancedReviewRequestSchema,
    response: advancedReviewResponseSchema,
  }),
};

export const chatEndpoints = {
  sendMessage: endpoint({
    method: 'POST',
    path: '/api/chat/send-message',
    body: chatRequestSchema,
    response: chatResponseSchema,
  }),
  listConversations: endpoint({
    method: 'GET',
    path: '/api/chat/conversations',
    querystring: conversationListQuerySchema,
    response: conversationListSchema,
  }),
  readConversation: endpoint({
    method: 'GET',
    path: '/api/chat/conversations/:id',
    params: conversationParamsSchema,
    response: conversationSchema,
  }),
  deleteConversation: endpoint({
    method: 'DELETE',
    path: '/api/chat/conversations/:id',
    params: conversationParamsSchema,
    response: okResponseSchema,
  }),
};

export const agentEndpoints = {
  run: endpoint({
    method: 'POST',
    path: '/api/agent/greq_single_file',
    body: agentRequestSchema,
    response: agentResponseSchema,
  }),
};

export { specEndpoints } from './spec-endpoints.js';

/** The Model Context Protocol server over the caller's specs (Streamable HTTP, personal API token). */
export const mcpEndpoints = {
  message: endpoint({ method: 'POST', path: '/api/mcp', body: mcpMessageSchema, response: mcpMessageSchema }),
};
export const draftEndpoints = {
  generate: endpoint({
    method: 'POST',
    path: '/api/generate/draft',
    body: draftRequestSchema,
    response: draftResponseSchema,
  }),
};
