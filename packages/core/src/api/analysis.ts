import { z } from 'zod';
import { MAX_REQUIREMENT_TEXT_LENGTH, REQUIREMENT_TEXT_TOO_LONG_MESSAGE } from '../analysis/limits.js';
import { isRequirementRow } from '../views/document.js';
import { specText, text, withoutNulInFieldNames } from './text.js';

/**
 * Request/response shapes of the score analysis and quality review calls (docs/product-rules.md, "Data" and "Calls"),
 * shared by the server (validation, OpenAPI) and the web client. Row counts are limited by the server's
 * MAX_REQUIREMENTS setting, not here.
 */

/** The 413 answer for a spec with more rows than the server's MAX_REQUIREMENTS. */
export const tooManyRequirementsMessage = (count: number, limit: number) =>
  `This specification has ${count} requirements; the limit is ${limit}.`;

const requirementText = () => specText().max(MAX_REQUIREMENT_TEXT_LENGTH, REQUIREMENT_TEXT_TOO_LONG_MESSAGE);
const idSchema = text().trim().min(1, 'Each requirement needs an id.').max(200);
const looseText = requirementText().default('');

/**
 * A request's rows, without its chapter, context and comment rows: those are neither analysed nor
 * counted against the limits nor charged for.
 */
const requirementRows = <Row extends z.ZodType<Readonly<Record<string, unknown>>>>(row: Row) =>
  z.array(row).transform((rows) => rows.filter(isRequirementRow));

/** One requirement as the quality reviews send it: its id, the text of the chosen column and optionally its kind. */
export const qualityReviewRequirementSchema = z.object({
  id: idSchema,
  description: z
    .union([z.string(), z.number(), z.boolean(), z.null()])
    .transform((value) => (value === null ? '' : String(value)))
    .pipe(requirementText()),
  this_is_a: text().max(200).optional(),
});
export type QualityReviewRequirement = z.infer<typeof qualityReviewRequirementSchema>;

export const basicReviewStatuses = ['ok', 'warning', 'error'] as const;
export type BasicReviewStatus = (typeof basicReviewStatuses)[number];

/** `POST /api/reqif_analyze/basic` and `/basic/async`. */
export const basicReviewRequestSchema = z.object({
  selectedColumn: text().trim().min(1, 'Please choose a column to review.').max(200),
  requirements: requirementRows(qualityReviewRequirementSchema),
  uid: text().max(200).default('anonymous'),
  review_id: text().max(200).default(''),
  llm_analysis_time: z.number().nonnegative().optional(),
});
export type BasicReviewRequest = z.input<typeof basicReviewRequestSchema>;

export const basicReviewRowSchema = z.object({
  id: z.string(),
  description: z.string(),
  status: z.enum(basicReviewStatuses),
  /** The corrected text; '' (or the text unchanged) when there is no concrete rewrite, only the reason. */
  proposition: z.string(),
  reason: z.string(),
});
export type BasicReviewRow = z.infer<typeof basicReviewRowSchema>;

export const basicReviewResponseSchema = z.object({ rows: z.array(basicReviewRowSchema) });
export type BasicReviewResponse = z.infer<typeof basicReviewResponseSchema>;

export const proposalActions = ['replace', 'add', 'delete', 'split', 'none'] as const;
export type ProposalAction = (typeof proposalActions)[number];

/** `POST /api/reqif_propose/advanced` (sign-in and credits ≥ requirement count required). */
export const advancedReviewRequestSchema = z.object({
  review_id: text().max(200).default(''),
  uid: text().max(200).optional(),
  user_email: text().max(320).optional(),
  selectedColumn: text().trim().min(1, 'Please choose a column to review.').max(200),
  requirements: requirementRows(qualityReviewRequirementSchema),
});
export type AdvancedReviewRequest = z.input<typeof advancedReviewRequestSchema>;

/** The web client drops proposals whose action is empty or 'none' (any case), so action is loose text. */
export const advancedProposalSchema = z.object({
  id: z.string(),
  action: z.string(),
  reason: z.string(),
  description: z.string(),
  proposition: z.string(),
});
export type AdvancedProposal = z.infer<typeof advancedProposalSchema>;

export const advancedReviewResponseSchema = z.object({ rows: z.array(advancedProposalSchema) });
export type AdvancedReviewResponse = z.infer<typeof advancedReviewResponseSchema>;

/** A score-analysis row: id plus every string column; score defaults to '0', score_description to ''. */
export const scoreRequirementSchema = z
  .object({
    id: idSchema,
    score: z.union([specText(), z.number()]).transform(String).default('0'),
    score_description: looseText,
  })
  .catchall(z.union([requirementText(), z.number(), z.boolean(), z.null()]))
  .overwrite(withoutNulInFieldNames);
export type ScoreRequirement = z.input<typeof scoreRequirementSchema>;

/** `POST /api/analyze/score` and `/score/async`. */
export const scoreRequestSchema = z.object({
  analysis_id: text().trim().min(1, 'Active file or analysis ID is missing.').max(200),
  uid: text().max(200).default('anonymous'),
  user_email: text().max(320).optional(),
  filename: text().max(500).default(''),
  requirements: requirementRows(scoreRequirementSchema),
});
export type ScoreRequest = z.input<typeof scoreRequestSchema>;

export const scoreResultSchema = z.object({
  id: z.string(),
  score: z.number().int().min(0).max(100),
  score_description: z.string(),
  score_suggestion: z.string(),
});
export type ScoreResult = z.infer<typeof scoreResultSchema>;

/** Which analysis layers ran; `llm.skipped` explains why the LLM layers did not. */
export const scoreLayersSchema = z.object({
  static: z.boolean(),
  nlp: z.boolean(),
  llm: z.object({ used: z.boolean(), message: z.string() }),
});
export type ScoreLayers = z.infer<typeof scoreLayersSchema>;

export const scoreResponseSchema = z.object({
  scores: z.array(scoreResultSchema),
  layers: scoreLayersSchema,
});
export type ScoreResponse = z.infer<typeof scoreResponseSchema>;

/** The `{taskId}` of `…/status/{taskId}` and `…/cancel/{taskId}`. */
export const taskParamsSchema = z.object({ taskId: text().max(100) });

export const taskStartedSchema = z.object({ task_id: z.string(), status: z.string() });
export type TaskStarted = z.infer<typeof taskStartedSchema>;

export const taskStatuses = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

/** `GET …/status/{taskId}`: results is ScoreResponse for score analysis, BasicReviewResponse for the basic quality review. */
export const taskStatusSchema = z.object({
  task_id: z.string(),
  status: z.string(),
  progress_percentage: z.number(),
  current_step: z.string(),
  user_message: z.string(),
  results: z.unknown().nullable(),
  error: z.string().nullable(),
});
export type TaskStatusResponse = z.infer<typeof taskStatusSchema>;

export const cancelResponseSchema = z.object({ message: z.string() });
export type CancelResponse = z.infer<typeof cancelResponseSchema>;
