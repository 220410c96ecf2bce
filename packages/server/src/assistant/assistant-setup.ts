import type { AccountServices } from '../account/account-setup.js';
import type { AppConfig } from '../config/app-config.js';
import type { Database } from '../db/database.js';
import { generateRoutes } from '../generate/generate-routes.js';
import { generateService } from '../generate/generate-service.js';
import type { App } from '../http/fastify-app.js';
import { createLanguageModel } from '../providers/llm/language-model.js';
import { agentRoutes } from './agent-routes.js';
import { agentService } from './agent-service.js';
import { assistantActivityService } from './assistant-activity.js';
import { type AssistantLimits, type AssistantModel, defaultAssistantLimits } from './assistant-model.js';
import { chatRoutes } from './chat-routes.js';
import { chatService } from './chat-service.js';
import { conversationsService } from './conversations-service.js';
import { draftRoutes } from './draft-routes.js';
import { draftService } from './draft-service.js';

export interface AssistantSetupOptions {
  /** The chat's and agent's model (tests: a mock); default: the configured LLM. null: none configured. */
  assistantModel?: AssistantModel['model'] | null;
  /** Overrides of the chat's and agent's limits (tests: short timeouts, small budgets). */
  assistantLimits?: Partial<AssistantLimits>;
}

interface AssistantSetupContext {
  config: AppConfig;
  db: Database;
  account: AccountServices;
  options: AssistantSetupOptions;
}

function assistantModel(config: AppConfig, options: AssistantSetupOptions): AssistantModel | null {
  const limits = { ...defaultAssistantLimits, ...options.assistantLimits };
  const secrets = config.llm?.apiKey ? [config.llm.apiKey] : [];
  if (options.assistantModel !== undefined) {
    return options.assistantModel ? { model: options.assistantModel, limits, secrets } : null;
  }
  return config.llm ? { model: createLanguageModel(config.llm), limits, secrets } : null;
}

/**
 * Chat mode (with stored conversations), Agent mode and the design and architecture drafts, over the
 * configured language model.
 */
export async function registerAssistant(app: App, { config, db, account, options }: AssistantSetupContext) {
  const model = assistantModel(config, options);
  const assistantActivity = assistantActivityService({
    activity: account.activity,
    analytics: account.analytics,
  });
  const conversations = conversationsService({ db });
  await app.register(chatRoutes, { chat: chatService({ conversations, assistantActivity, model }) });
  await app.register(agentRoutes, { agent: agentService({ assistantActivity, model }) });
  await app.register(draftRoutes, { drafts: draftService({ assistantActivity, model }) });
  // Generate → Test's refinement uses the same model and limits as the assistant.
  await app.register(generateRoutes, { generate: generateService({ model }) });
}
