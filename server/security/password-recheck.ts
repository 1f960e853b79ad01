// The current password asked for again by a signed-in session (the console's password change, a
// customer's new login e-mail). Whoever holds a stolen session token can reach these calls, and the
// route's per-address rate limit lets them guess for as long as the session lives: so the wrong
// answers are counted per session, taken atomically before the password is evaluated (a burst gets
// at most the limit evaluated), and the session that reaches the limit is ended (issue 32).
import type { AttemptLimits, Limit } from './attempt-limits.ts';

/** 'ended': the session reached its limit and was ended (the password was not looked at, or was wrong). */
export type RecheckOutcome = 'right' | 'wrong' | 'ended';

export async function recheckPassword(
  limits: Pick<AttemptLimits, 'take' | 'giveBack'>,
  limit: Limit,
  sessionId: number,
  check: {
    /** True when the password is right; a throw means it was not evaluated (its hit is given back). */
    evaluate(): Promise<boolean>;
    endSession(): Promise<void>;
  },
): Promise<RecheckOutcome> {
  const taken = await limits.take(limit, String(sessionId));
  if (!taken.allowed) {
    await check.endSession();
    return 'ended';
  }
  let right: boolean;
  try {
    right = await check.evaluate();
  } catch (error) {
    await limits.giveBack([taken]);
    throw error;
  }
  if (right) {
    await limits.giveBack([taken]);
    return 'right';
  }
  if (taken.hit.hits >= limit.max) {
    await check.endSession();
    return 'ended';
  }
  return 'wrong';
}
