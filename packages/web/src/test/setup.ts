import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// As at start-up (main.tsx): the registry holds every action before anything renders or runs one. Loaded
// in a hook, after the test file's imports, so that the test file's `vi.mock`s reach the action modules.
beforeAll(async () => {
  const { installAllAppActions } = await import('../app/app-action-list');
  installAllAppActions();
}, 60_000);

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  if (typeof window !== 'undefined') window.localStorage.clear();
});
