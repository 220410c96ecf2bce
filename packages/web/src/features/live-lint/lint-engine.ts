import type { Finding } from '@specwright/quality';

export type Linter = (text: string) => Finding[];

let loading: Promise<Linter> | null = null;
let loaded: Linter | null = null;

/**
 * The quality engine's static + NLP lint, loaded on first use: the engine and its language model stay
 * out of the main bundle until someone edits a requirement.
 */
export function loadLinter(): Promise<Linter> {
  loading ??= import('@specwright/quality').then((engine) => {
    loaded = engine.lintRequirement;
    return loaded;
  });
  return loading;
}

/** The linter when it has already been loaded, so a finished load is used without waiting a tick. */
export function loadedLinter(): Linter | null {
  return loaded;
}
