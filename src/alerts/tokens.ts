import { createHash, randomBytes } from 'node:crypto';

/**
 * The links of the alerts' e-mails (confirm, unsubscribe, erase) carry a token: 32 random bytes
 * (256 bits, base64url), unguessable. The database keeps only its SHA-256, so a copy of the database
 * (a backup, a dump) holds no working link; a token is looked up by its hash.
 */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** What a token may look like: anything else is refused before the database is asked. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
