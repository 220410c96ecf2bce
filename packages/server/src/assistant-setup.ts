import type { App } from './app.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import type { AnalyticsForwarder } from './providers/analytics.js';
import { createLanguageModel } from './providers/llm/language-model.js';
import { agentRoutes } from './routes/agent.js';
import { chatRoutes } from './routes/chat.js';
import { agentService } from './services/agent.js';
import {
  type AssistantLimits,
  type AssistantModel,
  defaultAssistantLimits,
} from './services/assistant-model.js';
import { chatService } from './services/chat.js';

export interface AssistantSetupOptions {
  /** The chat's and agent's model (tests: a mock); default: the configured LLM. null: none configured. */
  assistantModel?: AssistantModel['model'] | null;
  /** Overrides of the chat's and agent's limits (tests: short timeouts, small budgets). */
  assistantLimits?: Partial<AssistantLimits>;
}

interface AssistantSetupContext {
  config: AppConfig;
  db: Database;
  forwarder: AnalyticsForwarder | null;
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

/** Chat mode (with stored conversations) and Agent mode, over the configured language model. */
export async function registerAssistant(app: App, { config, db, forwarder, options }: AssistantSetupContext) {
  const model = assistantModel(config, options);
  await app.register(chatRoutes, { chat: chatService({ db, forwarder, model }) });
  await app.register(agentRoutes, { agent: agentService({ db, forwarder, model }) });
}
