/** Passwords as scrypt hashes with a random salt (`scrypt$<salt hex>$<hash hex>`), compared in constant time. */
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const SALT_BYTES = 16;
const KEY_BYTES = 32;

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolveHash, reject) =>
    scrypt(password, salt, KEY_BYTES, (error, key) => (error ? reject(error) : resolveHash(key))),
  );
}

const stored = (salt: Buffer, key: Buffer) => `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return stored(salt, await scryptAsync(password, salt));
}

/** The same hash without waiting: for the seed, which writes its demo customer in one synchronous pass. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  return stored(salt, scryptSync(password, salt, KEY_BYTES));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'));
  const expected = Buffer.from(hashHex, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Compared against when the email is unknown, so both failures take as long. */
export const DUMMY_HASH = `scrypt$${'00'.repeat(16)}$${'00'.repeat(32)}`;
