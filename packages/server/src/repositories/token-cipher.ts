import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * Encrypts repository access tokens at rest with AES-256-GCM. The key is derived (HKDF-SHA-256) from the
 * installation's SECRET_KEY for this one purpose, so it differs from the key that signs sessions.
 */
export function createTokenCipher(secretKey: string) {
  const key = Buffer.from(hkdfSync('sha256', secretKey, 'specwright', 'repository access tokens', 32));

  function encrypt(token: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), data]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join(':');
  }

  /** The token, or an error when the value was not made with this key (tampered, or SECRET_KEY changed). */
  function decrypt(stored: string): string {
    const [version, iv, tag, data] = stored.split(':');
    if (version !== VERSION || !iv || !tag || data === undefined)
      throw new Error('Unknown access token format');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }

  return { encrypt, decrypt };
}

export type TokenCipher = ReturnType<typeof createTokenCipher>;
