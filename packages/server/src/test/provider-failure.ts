import { expect } from 'vitest';
import { GitProviderError } from '../repositories/providers/git-provider.js';

/** The `GitProviderError` a provider call fails with (the test fails if it succeeds or throws anything else). */
export async function providerFailure(run: () => Promise<unknown>): Promise<GitProviderError> {
  const error = await run().then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(GitProviderError);
  return error as GitProviderError;
}
