// The codes themselves: 6 random digits, stored only as a salted SHA-256, compared in constant time.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '../../../contracts/verification.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** `s1$<salt>$<sha256(salt:code)>`: a per-row salt, so equal codes never share a hash. */
export function hashCode(code: string, salt = randomBytes(16).toString('hex')): string {
  return `s1$${salt}$${sha256(`${salt}:${code}`)}`;
}

export function codeMatches(code: string, stored: string): boolean {
  const [version, salt, digest] = stored.split('$');
  if (version !== 's1' || !salt || !digest) return false;
  const expected = Buffer.from(digest, 'hex');
  const actual = Buffer.from(sha256(`${salt}:${code}`), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export const generateCode = (): string => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
