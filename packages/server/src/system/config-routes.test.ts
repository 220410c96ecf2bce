import { publicConfigSchema } from '@specwright/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnvironmentVariables } from '../config/app-config.js';
import type { DatabaseConnection } from '../db/client.js';
import { buildTestApp, testConfig } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';

let database: DatabaseConnection;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function fetchConfig(env: EnvironmentVariables) {
  const app = await buildTestApp(database, testConfig(env));
  const response = await app.inject({ url: '/api/config' });
  await app.close();
  expect(response.statusCode).toBe(200);
  return { body: response.body, config: publicConfigSchema.parse(response.json()) };
}

describe('GET /api/config', () => {
  it('describes a default installation', async () => {
    const { config } = await fetchConfig({});
    expect(config).toEqual({
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      releaseDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      signIn: { emailPassword: true, google: false, github: false, oidc: false, emailVerification: false },
      ai: { configured: false, provider: null, model: null },
      analytics: { configured: false, key: null, host: null },
      support: { email: 'support@specwright.dev', salesEmail: 'sales@specwright.dev' },
      welcomeVideoUrl: null,
      limits: { maxRequirements: 20_000, initialCredits: 100 },
      missingSettings: [],
    });
  });

  it('shows configured features and contacts, and never a secret', async () => {
    const secrets = {
      GOOGLE_CLIENT_SECRET: 'google-secret-value',
      GITHUB_CLIENT_SECRET: 'github-secret-value',
      OIDC_CLIENT_SECRET: 'oidc-secret-value',
      LLM_API_KEY: 'sk-llm-api-key-value',
      SECRET_KEY: 'server-secret-key-value',
      SMTP_URL: 'smtp://mailer:smtp-password-value@mail.example.com',
      DATABASE_URL: 'postgres://app:db-password-value@db.example.com/app',
    };
    const { body, config } = await fetchConfig({
      ...secrets,
      GOOGLE_CLIENT_ID: 'g',
      GITHUB_CLIENT_ID: 'gh',
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'o',
      LLM_PROVIDER: 'anthropic',
      LLM_MODEL: 'claude-sonnet',
      POSTHOG_KEY: 'phc_public',
      SUPPORT_EMAIL: 'help@example.com',
      SALES_EMAIL: 'buy@example.com',
      WELCOME_VIDEO_URL: 'https://www.youtube-nocookie.com/embed/abc',
      MAX_REQUIREMENTS: '500',
      INITIAL_CREDITS: '7',
      SMTP_URL: 'smtp://mail.example.com:587',
    });
    expect(config.signIn).toEqual({
      emailPassword: true,
      google: true,
      github: true,
      oidc: true,
      emailVerification: true,
    });
    expect(config.ai).toEqual({ configured: true, provider: 'anthropic', model: 'claude-sonnet' });
    expect(config.analytics).toEqual({
      configured: true,
      key: 'phc_public',
      host: 'https://us.i.posthog.com',
    });
    expect(config.support).toEqual({ email: 'help@example.com', salesEmail: 'buy@example.com' });
    expect(config.welcomeVideoUrl).toBe('https://www.youtube-nocookie.com/embed/abc');
    expect(config.limits).toEqual({ maxRequirements: 500, initialCredits: 7 });
    expect(config.missingSettings).toEqual([]);
    for (const secret of [...Object.values(secrets), 'smtp-password-value', 'db-password-value']) {
      expect(body).not.toContain(secret);
    }
  });

  it('lists missing settings and keeps incomplete features off', async () => {
    const { body, config } = await fetchConfig({
      GITHUB_CLIENT_ID: 'gh',
      POSTHOG_HOST: 'https://eu.i.posthog.com',
      LLM_PROVIDER: 'openai',
      LLM_API_KEY: 'sk-incomplete-key',
    });
    expect(config.missingSettings).toEqual(['GITHUB_CLIENT_SECRET', 'POSTHOG_KEY', 'LLM_MODEL']);
    expect(config.signIn.github).toBe(false);
    expect(config.ai).toEqual({ configured: false, provider: null, model: null });
    expect(config.analytics.configured).toBe(false);
    expect(body).not.toContain('sk-incomplete-key');
  });
});
