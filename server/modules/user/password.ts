// Password hashing: argon2id (the library's default algorithm) with its default cost parameters.
import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string): Promise<string> => hash(password);

/** False for a wrong password and for a stored value that is not an argon2 hash. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;

/**
 * Spends the time of one verification for an unknown e-mail, so the answer time does not tell
 * which addresses have an account.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hash('dummy password that matches nothing §1');
  await verifyPassword(await dummy, password);
  return false;
}
