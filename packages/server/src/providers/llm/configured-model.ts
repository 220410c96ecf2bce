import type { QualityModel } from '@specwright/quality';
import type { LlmSettings } from '../../config/app-config.js';
import { createLanguageModel } from './language-model.js';
import { createQualityModel, defaultQualityModelLimits, type QualityModelLimits } from './quality-model.js';

/** The quality engine's model for the configured LLM, or null when none is configured. */
export function configuredQualityModel(
  settings: LlmSettings | null,
  limits: QualityModelLimits = defaultQualityModelLimits,
): QualityModel | null {
  if (!settings) return null;
  return createQualityModel({
    model: createLanguageModel(settings),
    limits,
    secrets: settings.apiKey ? [settings.apiKey] : [],
  });
}
