import type { DraftKind, DraftRequest } from '@specwright/core';
import { DRAFT_FILE_NAMES, DRAFT_MESSAGES } from '@specwright/core';
import type { DraftStreamOptions } from '../../api/draft-api';
import { type Draft, useDraftStore } from './draft-store';

export interface DraftSessionDeps {
  stream: (body: DraftRequest, options: DraftStreamOptions) => Promise<string>;
}

function update(tabId: string, change: (draft: Draft) => Draft): void {
  useDraftStore.setState((state) => {
    const draft = state.drafts[tabId];
    return draft ? { drafts: { ...state.drafts, [tabId]: change(draft) } } : state;
  });
}

/** The drafts' behaviour: generate one into a tab (streamed, with progress), cancel, edit, forget. */
export function createDraftSession({ stream }: DraftSessionDeps) {
  const running = new Map<string, AbortController>();

  async function start(tabId: string, kind: DraftKind, body: DraftRequest): Promise<void> {
    const controller = new AbortController();
    running.set(tabId, controller);
    const draft: Draft = {
      kind,
      fileName: DRAFT_FILE_NAMES[kind],
      specTitle: body.title,
      markdown: '',
      status: 'streaming',
      percentage: 0,
      step: 'Starting',
    };
    useDraftStore.setState((state) => ({ drafts: { ...state.drafts, [tabId]: draft } }));
    try {
      const markdown = await stream(body, {
        signal: controller.signal,
        onEvent: (event) =>
          update(tabId, (current) => {
            if (event.type === 'delta') return { ...current, markdown: current.markdown + event.text };
            if (event.type === 'progress')
              return { ...current, percentage: event.percentage, step: event.step };
            return current;
          }),
      });
      update(tabId, (current) => ({ ...current, markdown, status: 'done', percentage: 100, step: 'Done' }));
    } catch (error) {
      update(tabId, (current) =>
        controller.signal.aborted
          ? { ...current, status: 'cancelled', step: DRAFT_MESSAGES.cancelled }
          : { ...current, status: 'failed', error: error instanceof Error ? error.message : String(error) },
      );
    } finally {
      running.delete(tabId);
    }
  }

  function cancel(tabId: string): void {
    running.get(tabId)?.abort();
  }

  /** The user's own edit of a draft that is no longer arriving. */
  function edit(tabId: string, markdown: string): void {
    update(tabId, (current) => (current.status === 'streaming' ? current : { ...current, markdown }));
  }

  /** Drops the drafts of tabs that are no longer open (and stops any still arriving). */
  function forgetExcept(openTabIds: ReadonlySet<string>): void {
    const { drafts } = useDraftStore.getState();
    const stale = Object.keys(drafts).filter((id) => !openTabIds.has(id));
    if (stale.length === 0) return;
    for (const id of stale) cancel(id);
    useDraftStore.setState({
      drafts: Object.fromEntries(Object.entries(drafts).filter(([id]) => openTabIds.has(id))),
    });
  }

  return { start, cancel, edit, forgetExcept };
}

export type DraftSession = ReturnType<typeof createDraftSession>;
