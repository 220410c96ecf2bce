import type { KeyedText } from '../llm/prompt-data.js';
import type { QualityModel } from '../types.js';

export interface ModelRequest {
  system: string;
  prompt: string;
  abortSignal?: AbortSignal | undefined;
}

/** The requirements a prompt carries (the JSON between <requirements> tags). */
export function promptRequirements(prompt: string): KeyedText[] {
  const json = /<requirements>\n([\s\S]*)\n<\/requirements>/.exec(prompt)?.[1];
  return json ? (JSON.parse(json) as KeyedText[]) : [];
}

/**
 * A QualityModel answering from a script, validating the answer against the request's schema as the AI SDK
 * adapter does (so a malformed answer throws). Records every request.
 */
export function scriptedModel(
  answer: (request: ModelRequest) => unknown,
): QualityModel & { requests: ModelRequest[] } {
  const requests: ModelRequest[] = [];
  return {
    requests,
    async generate(request) {
      requests.push(request);
      const output = await answer(request);
      return request.schema.parse(output);
    },
  };
}
