import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/auth-fetch';
import { createRepository, deleteRepository, updateRepository } from './repositories-api';

const id = '5f0c7a3e-1111-4222-8333-444455556666';

afterEach(() => vi.unstubAllGlobals());

describe('the repository calls name what failed', () => {
  it('says the status and the server detail when adding, updating or deleting fails', async () => {
    stubFetch({
      'POST /api/user/repositories': { status: 400, body: { message: 'The name is taken.' } },
      [`PUT /api/user/repositories/${id}`]: { status: 404, body: { message: 'Repository not found.' } },
      [`DELETE /api/user/repositories/${id}`]: { status: 503, body: { message: 'Try again later.' } },
    });
    const fields = {
      name: 'Specs',
      github_url: 'https://github.com/a/b',
      description: '',
      access_token: 't',
    };
    await expect(createRepository(fields)).rejects.toThrow(
      'Failed to create repository: 400 The name is taken.',
    );
    await expect(updateRepository(id, { ...fields, access_token: '' })).rejects.toThrow(
      'Failed to update repository: Repository not found.',
    );
    await expect(deleteRepository(id)).rejects.toThrow('Failed to delete repository: Try again later.');
  });
});
