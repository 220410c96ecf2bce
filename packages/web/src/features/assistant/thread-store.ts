import { create } from 'zustand';

/** Who wrote a message in the side panel (docs/product-rules.md, "Data", chat message). */
export type MessageSender = 'user' | 'ai' | 'agent';

/**
 * One message of the chat or agent panel. `message` is a real turn of the conversation; `error` is what went
 * wrong ('Error: …', 'Service Error: …'); `notice` is the app speaking (e.g. what the agent proposed).
 */
export interface ThreadEntry {
  readonly id: string;
  readonly sender: MessageSender;
  readonly kind: 'message' | 'error' | 'notice';
  readonly text: string;
  /** The answer is still arriving. */
  readonly streaming?: boolean;
  /** The user stopped the answer before it ended. */
  readonly stopped?: boolean;
}

interface ThreadStoreState<T> {
  threads: Readonly<Record<string, T>>;
}

/** Per spec file state of a side panel (its messages and status), kept while the app is open. */
export function createThreadStore<T>(empty: T) {
  const store = create<ThreadStoreState<T>>()(() => ({ threads: {} }));
  const get = (fileId: string): T => store.getState().threads[fileId] ?? empty;
  return {
    store,
    get,
    update(fileId: string, change: (thread: T) => T): void {
      store.setState((state) => ({
        threads: { ...state.threads, [fileId]: change(state.threads[fileId] ?? empty) },
      }));
    },
    /** React hook: the thread of one file. */
    use(fileId: string): T {
      return store((state) => state.threads[fileId] ?? empty);
    },
  };
}

let counter = 0;
export function newEntryId(): string {
  counter += 1;
  return `m${counter}-${Date.now().toString(36)}`;
}

export function replaceEntry(
  entries: readonly ThreadEntry[],
  id: string,
  change: (entry: ThreadEntry) => ThreadEntry | null,
): ThreadEntry[] {
  return entries.flatMap((entry) => {
    if (entry.id !== id) return [entry];
    const next = change(entry);
    return next ? [next] : [];
  });
}
