// Ids, seat tokens and seeds of online games from the system's cryptographic generator; the store keeps only
// each token's SHA-256, so a stolen database holds no seat.
import { createHash, randomBytes, randomInt } from 'node:crypto';

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** 16 characters of [a-z0-9]: about 82.7 bits. It is also the spectator's link. */
export function newGameId(): string {
  let id = '';
  for (let i = 0; i < 16; i++) id += ID_ALPHABET.charAt(randomInt(ID_ALPHABET.length));
  return id;
}

/** 16 random bytes as base64url: 22 characters, 128 bits. */
export function newToken(): string {
  return randomBytes(16).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A deal's seed: 64 random bits, kept secret until the game is over. */
export function newSeed(): string {
  return randomBytes(8).toString('hex');
}
