import { z } from 'zod';
import { specText, text, withoutNulInFieldNames } from './text.js';

/**
 * Chat and Agent calls (docs/product-rules.md, "Data", "Calls" and "Messages"), shared by the
 * server and the web client.
 */

export const ASSISTANT_MESSAGES = {
  chatNotSignedIn: 'User not authenticated.',
  agentNotSignedIn: 'Error: User not authenticated.',
  agentNoFile: 'Error: No active requirement file selected.',
  unexpectedStructure: 'Unexpected response structure.',
  emptyResponse: 'Sorry, I received an unexpected or empty response.',
  /**
   * 503 from both calls when no LLM is configured; the panels show it instead of failing. It is written for
   * the signed-in user: how to configure a model is for administrators (README, the server's start-up log).
   */
  noModel:
    'The AI assistant is not available on this server. Ask your administrator to configure a language model.',
} as const;

/** Chat errors are shown as 'Error: …', agent errors as 'Service Error: …' (docs/product-rules.md, "Messages"). */
export const chatErrorText = (message: string) => `Error: ${message}`;
export const agentErrorText = (message: string) => `Service Error: ${message}`;

const CONTENT_MAX = 100_000;
/** The spec as JSON text can be large; the server trims what it sends to the model. */
const DOCUMENT_MAX = 20_000_000;

export const chatRoles = ['user', 'assistant'] as const;
export type ChatRole = (typeof chatRoles)[number];

export const chatMessageSchema = z.object({
  role: z.enum(chatRoles),
  content: text().max(CONTENT_MAX),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const activeDocumentContextSchema = z.object({
  documentId: text().max(500),
  format: text().max(50).default('json'),
  /** The spec as JSON text. */
  content: specText().max(DOCUMENT_MAX),
  focusedRequirementId: text().max(200).nullable().optional(),
});
export type ActiveDocumentContext = z.input<typeof activeDocumentContextSchema>;

/**
 * `POST /api/chat/send-message`. With `Accept: text/event-stream` the answer streams as server-sent events
 * (see chatStreamEventSchema); otherwise the response is ChatResponse.
 */
export const chatRequestSchema = z.object({
  conversationId: text().max(100).nullable().default(null),
  messages: z
    .array(chatMessageSchema)
    .min(1, { error: 'Please type a message.', abort: true })
    .max(200)
    .refine((messages) => messages.at(-1)?.role === 'user', 'The last message must be the user’s.')
    .refine((messages) => (messages.at(-1)?.content.trim() ?? '') !== '', 'Please type a message.'),
  activeDocumentContext: activeDocumentContextSchema.nullable().optional(),
  uid: text().max(200).optional(),
  review_id: text().max(200).optional(),
  user_email: text().max(320).optional(),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

export const chatResponseSchema = z.object({ reply: z.string(), conversationId: z.string() });
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** Server-sent events of a streamed chat answer: `event: <type>` with `data: <json>`. */
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), conversationId: z.string() }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), reply: z.string(), conversationId: z.string() }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

/** `GET /api/chat/conversations?documentId=` lists the caller's conversations about one spec file, newest first. */
export const conversationListQuerySchema = z.object({ documentId: text().max(500).optional() });
export const conversationSummarySchema = z.object({
  id: z.string(),
  documentId: z.string().nullable(),
  title: z.string(),
  messageCount: z.number().int(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
export const conversationListSchema = z.object({ conversations: z.array(conversationSummarySchema) });

/** The `{id}` of `/api/chat/conversations/{id}`. */
export const conversationParamsSchema = z.object({ id: text().max(100) });

/** `GET /api/chat/conversations/{id}`; `DELETE` removes it. */
export const conversationSchema = conversationSummarySchema.extend({
  messages: z.array(chatMessageSchema.extend({ createdAt: z.string() })),
});
export type Conversation = z.infer<typeof conversationSchema>;

const cellSchema = z.union([specText(), z.number(), z.boolean(), z.null()]);
export const agentRowSchema = z
  .object({ id: text().min(1).max(200) })
  .catchall(cellSchema)
  .overwrite(withoutNulInFieldNames);
export type AgentRow = z.infer<typeof agentRowSchema>;
export const agentColumnSchema = z
  .object({ field: specText().min(1).max(200), headerName: specText().max(500).optional() })
  .catchall(z.unknown());

/** `POST /api/agent/greq_single_file`. */
export const agentRequestSchema = z.object({
  req_data: z.object({ columns: z.array(agentColumnSchema).max(200), rows: z.array(agentRowSchema) }),
  uid: text().max(200).optional(),
  review_id: text().max(200).optional(),
  user_instruction: text().trim().min(1, 'Please type an instruction.').max(CONTENT_MAX),
  file_id: text().max(500).nullable().optional(),
  user_email: text().max(320).optional(),
});
export type AgentRequest = z.input<typeof agentRequestSchema>;

/** The rows after the instruction: every row of the spec, changed, added (new id) or left out (removed). */
export const agentResponseSchema = z.object({
  explanation_message: z.string(),
  modified_data: z.array(agentRowSchema),
});
export type AgentResponse = z.infer<typeof agentResponseSchema>;
