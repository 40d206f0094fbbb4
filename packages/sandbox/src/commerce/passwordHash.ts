/** Passwords as scrypt hashes with a random salt (`scrypt$<salt hex>$<hash hex>`), compared in constant time. */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolveHash, reject) =>
    scrypt(password, salt, 32, (error, key) => (error ? reject(error) : resolveHash(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${(await scryptAsync(password, salt)).toString('hex')}`;
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
