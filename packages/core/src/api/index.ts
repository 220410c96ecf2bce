/** The API's request and answer schemas, endpoints and messages, shared by the server and its clients. */
export * from './account.js';
export type {
  AdvancedProposal,
  AdvancedReviewRequest,
  AdvancedReviewResponse,
  BasicReviewRequest,
  BasicReviewResponse,
  BasicReviewRow,
  BasicReviewStatus,
  CancelResponse,
  ProposalAction,
  QualityReviewRequirement,
  ScoreLayers,
  ScoreRequest,
  ScoreRequirement,
  ScoreResponse,
  ScoreResult,
  TaskStarted,
  TaskStatus,
  TaskStatusResponse,
} from './analysis.js';
export {
  advancedProposalSchema,
  advancedReviewRequestSchema,
  advancedReviewResponseSchema,
  basicReviewRequestSchema,
  basicReviewResponseSchema,
  basicReviewRowSchema,
  basicReviewStatuses,
  cancelResponseSchema,
  proposalActions,
  qualityReviewRequirementSchema,
  scoreLayersSchema,
  scoreRequestSchema,
  scoreRequirementSchema,
  scoreResponseSchema,
  scoreResultSchema,
  taskParamsSchema,
  taskStartedSchema,
  taskStatuses,
  taskStatusSchema,
  tooManyRequirementsMessage,
} from './analysis.js';
export type { AnalyticsEventName, AnalyticsEventRequest } from './analytics.js';
export {
  ANALYTICS_PROPERTIES_MAX_BYTES,
  analyticsEventNames,
  analyticsEventRequestSchema,
  analyticsEventResponseSchema,
} from './analytics.js';
export type {
  ApiTokenCreateRequest,
  ApiTokenList,
  ApiTokenSummary,
  CreatedApiToken,
} from './api-tokens.js';
export {
  API_TOKEN_PREFIX,
  apiTokenCreateRequestSchema,
  apiTokenListSchema,
  apiTokenParamsSchema,
  apiTokenSummarySchema,
  createdApiTokenSchema,
  MAX_API_TOKENS,
} from './api-tokens.js';
export type {
  ActiveDocumentContext,
  AgentRequest,
  AgentResponse,
  AgentRow,
  ChatMessage,
  ChatRequest,
  ChatResponse,
  ChatRole,
  ChatStreamEvent,
  Conversation,
  ConversationSummary,
} from './assistant.js';
export {
  ASSISTANT_MESSAGES,
  activeDocumentContextSchema,
  agentColumnSchema,
  agentErrorText,
  agentRequestSchema,
  agentResponseSchema,
  agentRowSchema,
  chatErrorText,
  chatMessageSchema,
  chatRequestSchema,
  chatResponseSchema,
  chatRoles,
  chatStreamEventSchema,
  conversationListQuerySchema,
  conversationListSchema,
  conversationParamsSchema,
  conversationSchema,
  conversationSummarySchema,
} from './assistant.js';
export * from './audit.js';
export { auditEndpoints } from './audit-endpoints.js';
export { commentEndpoints } from './comment-endpoints.js';
export * from './comments.js';
export * from './config.js';
export type { DraftKind, DraftRequest, DraftResponse, DraftStreamEvent } from './drafts.js';
export {
  DRAFT_FILE_NAMES,
  DRAFT_KINDS,
  DRAFT_MESSAGES,
  DRAFT_SECTIONS,
  draftRequestSchema,
  draftResponseSchema,
  draftStreamEventSchema,
} from './drafts.js';
export type { Endpoint, EndpointUrlParts, HttpMethod, PathParamNames } from './endpoint.js';
export { endpoint, endpointUrl } from './endpoint.js';
export {
  accountEndpoints,
  advancedReviewEndpoints,
  agentEndpoints,
  analyticsEndpoints,
  apiTokenEndpoints,
  basicReviewEndpoints,
  chatEndpoints,
  directProjectEndpoints,
  draftEndpoints,
  feedbackEndpoints,
  generateEndpoints,
  mcpEndpoints,
  projectEndpoints,
  repositoryEndpoints,
  scoreEndpoints,
  specEndpoints,
  specFileEndpoints,
  systemEndpoints,
} from './endpoints.js';
export type { FeedbackKind, FeedbackRequest, FeedbackResponse } from './feedback.js';
export {
  FEEDBACK_RECEIVED_MESSAGE,
  feedbackKinds,
  feedbackRequestSchema,
  feedbackResponseSchema,
} from './feedback.js';
export type { GeneratedTestCase, GenerateTestsRequest, GenerateTestsResponse } from './generate.js';
export {
  GENERATE_TESTS_MAX_CASES,
  generatedTestCaseSchema,
  generatedTestTypes,
  generateTestsRequestSchema,
  generateTestsResponseSchema,
} from './generate.js';
export * from './inbox.js';
export type {
  GitProgress,
  ProjectPullRequest,
  RepositoryFileEntry,
  RepositoryFileType,
} from './project.js';
export {
  isSafeRepositoryPath,
  isValidBranchName,
  MAX_COMMIT_BYTES,
  MAX_COMMIT_FILES,
  PROJECT_MESSAGES,
  projectBranchRequestSchema,
  projectCommitRequestSchema,
  projectPullRequestRequestSchema,
  repositoryFileEntry,
  repositoryFileEntrySchema,
  repositoryFileTypes,
} from './project.js';
export type { DirectRepository } from './project-direct.js';
export { DIRECT_MESSAGES, directRepositoryUrl } from './project-direct.js';
export type { Repository, RepositoryCreate, RepositoryList, RepositoryUpdate } from './repositories.js';
export {
  REPOSITORY_MESSAGES,
  repositoryCreateSchema,
  repositorySchema,
  repositoryUpdateSchema,
  repositoryUrl,
  repositoryUrlMessage,
  storedRepositoryUrlMessage,
} from './repositories.js';
export type { RepositoryUrlProblem } from './repository-url.js';
export { repositoryUrlProblem, withoutUrlCredentials } from './repository-url.js';
export { reviewEndpoints } from './review-endpoints.js';
export * from './reviews.js';
export * from './row-change.js';
export type {
  RowChangeAnswer,
  SpecDiffAnswer,
  SpecPatch,
  SpecSaved,
  SpecVersion,
} from './spec-changes.js';
export {
  linkChangeSchema,
  rowChangeSchema,
  specDiffSchema,
  specLinkSchema,
  specPatchSchema,
  specRowSchema,
  specSavedSchema,
  specVersionSchema,
} from './spec-changes.js';
export { specFileNameSchema, specFileParamsSchema, specFileSchema } from './spec-files.js';
export type { SharedSpec, SpecShare } from './spec-shares.js';
export { sharedSpecSchema, specShareSchema } from './spec-shares.js';
export type { SpecAnswer, SpecCreate, SpecList, SpecSummary, SpecTrash } from './specs.js';
export {
  SPEC_MESSAGES,
  SPEC_TRASH_DAYS,
  specAnswerSchema,
  specCreateSchema,
  specDocumentSchema,
  specListSchema,
  specParamsSchema,
  specSummarySchema,
  tooManySpecsMessage,
} from './specs.js';
export type { TaskEndpoints } from './task-endpoints.js';
export { taskEndpoints } from './task-endpoints.js';
export {
  containsNulCharacter,
  hasLoneSurrogate,
  LONE_SURROGATE_MESSAGE,
  NUL_CHARACTER_MESSAGE,
  specText,
  storableSpecText,
  text,
  unstorableTextIn,
  withoutNulCharacters,
  withoutNulInFieldNames,
  withWellFormedCharacters,
} from './text.js';
export * from './trace.js';
export { workspaceEndpoints } from './workspace-endpoints.js';
export * from './workspaces.js';
