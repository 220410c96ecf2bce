import type { PublicConfig } from '@specwright/core';
import { verifiesEmail } from '../auth/email-verification.js';
import type { AppConfig } from '../config/app-config.js';
import type { ProductInfo } from '../config/product-info.js';

/** The configuration the web app may know: which features are on, contacts and limits. Never a secret. */
export function publicConfig(config: AppConfig, product: ProductInfo): PublicConfig {
  return {
    version: product.version,
    releaseDate: product.releaseDate,
    signIn: {
      emailPassword: true,
      google: config.signIn.google !== null,
      github: config.signIn.github !== null,
      oidc: config.signIn.oidc !== null,
      emailVerification: verifiesEmail(config),
    },
    ai: {
      configured: config.llm !== null,
      provider: config.llm?.provider ?? null,
      model: config.llm?.model ?? null,
    },
    analytics: {
      configured: config.analytics !== null,
      key: config.analytics?.key ?? null,
      host: config.analytics?.host ?? null,
    },
    support: { email: config.support.email, salesEmail: config.support.salesEmail },
    welcomeVideoUrl: config.welcomeVideoUrl,
    limits: {
      maxRequirements: config.limits.maxRequirements,
      initialCredits: config.limits.initialCredits,
    },
    missingSettings: config.missingSettings,
  };
}
