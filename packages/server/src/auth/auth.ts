import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CreditsService } from '../account/credits-service.js';
import type { AppConfig } from '../config/app-config.js';
import type { Database } from '../db/database.js';
import { account, session, user, verification } from '../db/schema.js';
import type { Mailer } from '../providers/mail.js';
import type { AccountGuesses } from './account-guesses.js';
import { authHooks } from './auth-hooks.js';
import { betterAuthLogger } from './auth-logger.js';
import { emailVerificationOptions } from './email-verification.js';
import { passwordResetMail, resetPasswordLink } from './emails.js';
import { hashPassword, verifyPassword } from './password.js';

/** Mount point of better-auth's endpoints. */
export const AUTH_BASE_PATH = '/api/auth';
/** The header our Fastify route sets to the client's address (request.ip) for better-auth. */
export const CLIENT_IP_HEADER = 'x-specwright-client-ip';
/** Provider id of the generic OpenID Connect sign-in (OIDC_ISSUER): `/api/auth/callback/oidc`. */
export const OIDC_PROVIDER_ID = 'oidc';

export interface AuthDependencies {
  config: AppConfig;
  db: Database;
  credits: CreditsService;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Failed password sign-ins per account (AUTH_ACCOUNT_GUESSES_PER_HOUR). */
  guesses: AccountGuesses;
}

function isLocalhost(publicUrl: string): boolean {
  const { hostname } = new URL(publicUrl);
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * Origins whose POSTs better-auth accepts: PUBLIC_URL, plus any local port while PUBLIC_URL is a localhost
 * address (the Vite dev server proxies to us with its own Origin).
 */
export function trustedOrigins(publicUrl: string): string[] {
  const origin = new URL(publicUrl).origin;
  return isLocalhost(publicUrl) ? [origin, 'http://localhost:*', 'http://127.0.0.1:*'] : [origin];
}

function socialProviders(signIn: AppConfig['signIn']) {
  return {
    ...(signIn.google ? { google: { ...signIn.google, prompt: 'select_account' as const } } : {}),
    ...(signIn.github ? { github: { ...signIn.github } } : {}),
  };
}

function nameFromEmail(email: string): string {
  return email.split('@')[0] || email;
}

function oidcPlugins(oidc: AppConfig['signIn']['oidc']) {
  if (!oidc) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: OIDC_PROVIDER_ID,
          name: 'Single sign-on',
          clientId: oidc.clientId,
          clientSecret: oidc.clientSecret,
          discoveryUrl: `${oidc.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
          mapProfileToUser: (profile) => ({
            name:
              (typeof profile.name === 'string' && profile.name) ||
              (typeof profile.preferred_username === 'string' && profile.preferred_username) ||
              nameFromEmail(String(profile.email ?? '')),
          }),
        },
      ],
    }),
  ];
}

/**
 * better-auth on our database: email + password (Argon2id, 8–128 characters, reset by email), Google and
 * GitHub when configured, generic OpenID Connect when OIDC_ISSUER is, popup sign-in for the web app. API
 * clients use personal API tokens (account/api-tokens-service.ts), not the session token. Sessions are
 * httpOnly SameSite=Lax cookies named `specwright.*` (`__Secure-` prefixed and Secure when PUBLIC_URL is
 * https). Rate limiting is done by our Fastify route (see auth/auth-routes.ts), which knows the client's
 * address.
 */
export function createAuth({ config, db, credits, mailer, log, guesses }: AuthDependencies) {
  const secure = config.publicUrl.startsWith('https:');
  return betterAuth({
    appName: 'Specwright',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.secretKey,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      // The owner of an account others guess at gets back in through a reset, and starts with a clean count.
      onPasswordReset: async ({ user: owner }) => {
        await guesses.forget(owner.email);
      },
      sendResetPassword: async ({ user: recipient, token }) => {
        mailer.sendInBackground(
          passwordResetMail(recipient.email, resetPasswordLink(config.publicUrl, token)),
        );
      },
    },
    emailVerification: emailVerificationOptions(config, mailer),
    socialProviders: socialProviders(config.signIn),
    // No oauthPopup plugin: its completion page posts the session token to the opener's scripts. The web
    // app's popup lands on /auth-complete.html, which only reports success or failure.
    plugins: oidcPlugins(config.signIn.oidc),
    user: {
      additionalFields: {
        lastLoginAt: { type: 'date', required: false, input: false },
      },
    },
    account: { encryptOAuthTokens: true },
    databaseHooks: {
      user: {
        create: {
          // The sign-up form asks for email and password only: a blank name becomes the email's local part.
          before: async (created) => {
            if (created.name?.trim()) return;
            return { data: { ...created, name: nameFromEmail(created.email) } };
          },
          after: async (created) => {
            await credits.grantInitialCredits(created.id);
          },
        },
        // Verifying the email address (once SMTP is set, what the initial credits wait for) updates the user.
        update: {
          after: async (updated) => {
            if (updated.emailVerified) await credits.grantInitialCredits(updated.id);
          },
        },
      },
      session: {
        create: {
          after: async (created) => {
            await db.update(user).set({ lastLoginAt: created.createdAt }).where(eq(user.id, created.userId));
          },
        },
      },
    },
    hooks: authHooks(guesses),
    trustedOrigins: trustedOrigins(config.publicUrl),
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'specwright',
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    logger: betterAuthLogger(log, config.logLevel),
    // Errors that are not API answers (a failed query, a bug) reach our route, whose error handler logs them
    // through the JSON logger; better-auth would otherwise print them raw to the console.
    onAPIError: { throw: true },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
