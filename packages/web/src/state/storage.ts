import { createJSONStorage, type StateStorage } from 'zustand/middleware';

/** Key prefix of everything the web app keeps in localStorage. */
export const STORAGE_PREFIX = 'specwright.';

const memoryStorage = (): StateStorage => {
  const values = new Map<string, string>();
  return {
    getItem: (name) => values.get(name) ?? null,
    setItem: (name, value) => void values.set(name, value),
    removeItem: (name) => void values.delete(name),
  };
};

/** localStorage when the browser allows it (private modes may not), else an in-memory stand-in. */
export function browserStorage<S>() {
  return createJSONStorage<S>(() => {
    try {
      return window.localStorage;
    } catch {
      return memoryStorage();
    }
  });
}
