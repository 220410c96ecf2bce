import type { PublicConfig } from '@specwright/core';

/** A complete public configuration for tests; override what a test is about. */
export function testConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    version: '0.1.0',
    releaseDate: '2026-11-21',
    signIn: { emailPassword: true, google: false, github: false, oidc: false, emailVerification: false },
    ai: { configured: false, provider: null, model: null },
    analytics: { configured: false, key: null, host: null },
    support: { email: 'support@example.com', salesEmail: 'sales@example.com' },
    welcomeVideoUrl: null,
    limits: { maxRequirements: 20000, initialCredits: 100 },
    missingSettings: [],
    ...overrides,
  };
}
