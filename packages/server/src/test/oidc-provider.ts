import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestOidcAccount {
  sub: string;
  email: string;
  name: string;
}

export interface TestOidcProvider {
  /** `http://127.0.0.1:<port>` for OIDC_ISSUER. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Follows redirects from `url` (the authorization request) through the login and consent interactions,
   * which sign `account` in and grant what was asked, and returns the URL the provider finally sends the
   * browser to (our callback, with code and state).
   */
  authorize(url: string): Promise<URL>;
  close(): Promise<void>;
}

function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' };
}

/**
 * A local OpenID Connect provider (oidc-provider on 127.0.0.1, random port) with one confidential client
 * whose redirect URI is `redirectUri`. Its login and consent steps have no pages: each interaction is
 * answered at once for `account`.
 */
export async function startTestOidcProvider(
  redirectUri: string,
  account: TestOidcAccount,
): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'specwright-test';
  const clientSecret = 'test-oidc-client-secret';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey()] },
    cookies: { keys: ['test-oidc-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: async (_context, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, email: account.email, email_verified: true, name: account.name }),
    }),
  });

  async function answerInteraction(request: IncomingMessage, response: ServerResponse) {
    const details = await provider.interactionDetails(request, response);
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(request, response, { login: { accountId: account.sub } });
      return;
    }
    const grant = new provider.Grant({ accountId: account.sub, clientId });
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  }

  const handle = provider.callback();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith('/interaction/')) {
      answerInteraction(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
      return;
    }
    handle(request, response);
  });

  async function authorize(url: string): Promise<URL> {
    const cookies = new Map<string, string>();
    let next = new URL(url);
    for (let hop = 0; hop < 10; hop++) {
      if (next.origin !== issuer) return next;
      const response = await fetch(next, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const equals = pair.indexOf('=');
        cookies.set(pair.slice(0, equals), pair.slice(equals + 1));
      }
      const location = response.headers.get('location');
      if (!location)
        throw new Error(`The provider answered ${response.status} at ${next}: ${await response.text()}`);
      next = new URL(location, next);
    }
    throw new Error('Too many redirects at the OpenID provider');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    authorize,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
