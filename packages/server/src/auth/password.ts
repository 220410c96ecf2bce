import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing for better-auth: Argon2id with the library's defaults (19 MiB, 2 passes, 1 lane — the
 * OWASP recommendation), stored as a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`).
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Whether `password` matches `hash`; false (never an error) for a hash that is not Argon2. */
export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
