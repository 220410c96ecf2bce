import { generateText, NoObjectGeneratedError, Output } from 'ai';
import type { z } from 'zod';
import { AppError } from '../http/errors.js';
import { type AssistantModel, modelFailure } from './assistant-model.js';

/** Shown (502) when the model's answer does not match the schema asked for. */
export const MALFORMED_ANSWER_MESSAGE = "The language model's answer did not match the expected format.";

/**
 * One model call whose answer must match `schema`, with the assistant's retries, output budget and time
 * limit: a malformed answer is a 502 with `malformed` as the message, any other failure a 502 without secrets.
 */
export async function structuredAnswer<Schema extends z.ZodType>(
  assistant: AssistantModel,
  request: { system: string; prompt: string; schema: Schema; malformed?: string },
): Promise<z.output<Schema>> {
  const { limits } = assistant;
  try {
    const { output } = await generateText({
      model: assistant.model,
      system: request.system,
      prompt: request.prompt,
      output: Output.object({ schema: request.schema }),
      maxRetries: limits.maxRetries,
      maxOutputTokens: limits.agentMaxOutputTokens,
      timeout: { totalMs: limits.timeoutMs },
    });
    return output as z.output<Schema>;
  } catch (error) {
    if (NoObjectGeneratedError.isInstance(error))
      throw new AppError(502, request.malformed ?? MALFORMED_ANSWER_MESSAGE);
    throw modelFailure(error, assistant);
  }
}
