import type { DraftKind, DraftResponse, DraftStreamEvent, draftRequestSchema } from '@specwright/core';
import { ASSISTANT_MESSAGES, DRAFT_FILE_NAMES, DRAFT_MESSAGES, isRequirementRow } from '@specwright/core';
import { generateText } from 'ai';
import type { z } from 'zod';
import type { SignedInUser } from '../auth/guard.js';
import { AppError } from '../http/errors.js';
import type { AssistantActivityService } from './assistant-activity.js';
import type { AssistantModel, StreamSettings } from './assistant-model.js';
import { modelFailure, modelTextStream } from './assistant-model.js';
import { parseSpecText } from './assistant-spec.js';
import { draftProgress, draftSystemPrompt, draftUserPrompt } from './draft-prompt.js';

export type DraftRequestBody = z.output<typeof draftRequestSchema>;

/** One draft on its way to the model, with its prompt built. */
export interface DraftTurn {
  user: SignedInUser;
  kind: DraftKind;
  settings: StreamSettings;
  requirements: number;
  startedAt: number;
}

export interface DraftServiceDependencies {
  assistantActivity: AssistantActivityService;
  /** null: no language model is configured (every draft answers 503). */
  model: AssistantModel | null;
}

/** Generate → Design and Generate → Architecture: a Markdown draft from the spec, whole or streamed. */
export function draftService({ assistantActivity, model }: DraftServiceDependencies) {
  /** 503 without a model, 400 for a spec without requirements; else the prompt. */
  function begin(user: SignedInUser, request: DraftRequestBody): DraftTurn {
    if (!model) throw new AppError(503, DRAFT_MESSAGES.noModel);
    const requirements = (parseSpecText(request.document.content)?.rows ?? []).filter(isRequirementRow);
    if (requirements.length === 0) throw new AppError(400, DRAFT_MESSAGES.noRequirements);
    const { limits } = model;
    return {
      user,
      kind: request.kind,
      settings: {
        model: model.model,
        system: draftSystemPrompt(
          request.kind,
          request.title,
          request.document,
          limits.chatDocumentCharacters,
        ),
        messages: [{ role: 'user', content: draftUserPrompt(request.kind, request.title) }],
        maxRetries: limits.maxRetries,
        maxOutputTokens: limits.draftMaxOutputTokens,
        timeout: { totalMs: limits.timeoutMs },
      },
      requirements: requirements.length,
      startedAt: performance.now(),
    };
  }

  /** Logs the finished draft as the user's activity and a feature_used event. */
  function finish(turn: DraftTurn): Promise<void> {
    return assistantActivity.recordAssistantUse({
      feature: turn.kind,
      userId: turn.user.id,
      reviewId: turn.kind,
      requirements: turn.requirements,
      changedRequirements: 0,
      durationSeconds: (performance.now() - turn.startedAt) / 1000,
    });
  }

  const failure = (error: unknown) => (model ? modelFailure(error, model) : (error as Error));

  /** The whole draft at once; a model failure is a 502 with a readable message. */
  async function answer(turn: DraftTurn): Promise<DraftResponse> {
    let markdown: string;
    try {
      markdown = (await generateText(turn.settings)).text;
    } catch (error) {
      throw failure(error);
    }
    if (markdown.trim() === '') throw new AppError(502, ASSISTANT_MESSAGES.emptyResponse);
    await finish(turn);
    return { kind: turn.kind, fileName: DRAFT_FILE_NAMES[turn.kind], markdown };
  }

  /**
   * The draft piece by piece: start, progress (the sections begun) and deltas, then done (logged) or error.
   * Stops quietly on `signal`: the user cancelled.
   */
  async function* stream(turn: DraftTurn, signal: AbortSignal): AsyncGenerator<DraftStreamEvent> {
    yield { type: 'start', kind: turn.kind, fileName: DRAFT_FILE_NAMES[turn.kind] };
    let markdown = '';
    let progress = draftProgress(turn.kind, '');
    yield { type: 'progress', ...progress };
    try {
      for await (const text of modelTextStream(turn.settings, signal)) {
        markdown += text;
        yield { type: 'delta', text };
        const next = text.includes('\n') ? draftProgress(turn.kind, markdown) : progress;
        if (next.percentage !== progress.percentage || next.step !== progress.step) {
          progress = next;
          yield { type: 'progress', ...progress };
        }
      }
      if (markdown.trim() === '') throw new AppError(502, ASSISTANT_MESSAGES.emptyResponse);
    } catch (error) {
      if (!signal.aborted) yield { type: 'error', message: failure(error).message };
      return;
    }
    if (signal.aborted) return;
    await finish(turn);
    yield { type: 'progress', percentage: 100, step: 'Done' };
    yield { type: 'done', markdown };
  }

  return { begin, answer, stream };
}

export type DraftService = ReturnType<typeof draftService>;
