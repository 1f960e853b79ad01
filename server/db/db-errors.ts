// What a failed query may tell beyond the database: its SQLSTATE and the names involved, never the
// values. drizzle's DrizzleQueryError says "Failed query: … params: …" with the row's values (names,
// phones, addresses); PostgreSQL's own message and `detail` quote them too ('invalid input syntax for
// type integer: "张三"', 'Key (email)=(…) already exists'). PGlite and node-postgres errors both carry
// `code` and `severity`.

/** The facts of a database error that are safe to log and to act on. */
export interface DatabaseErrorFacts {
  /**
   * SQLSTATE, e.g. 22003 numeric value out of range, 23505 unique violation. Not named `code`: the
   * log redacts every `code` (verification codes).
   */
  sqlstate: string;
  constraint?: string;
  table?: string;
  column?: string;
  dataType?: string;
  routine?: string;
}

interface PostgresErrorLike {
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  dataType?: unknown;
  routine?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function postgresFacts(error: PostgresErrorLike): DatabaseErrorFacts | null {
  if (typeof error.code !== 'string' || !SQLSTATE.test(error.code) || typeof error.severity !== 'string') return null;
  const facts: DatabaseErrorFacts = { sqlstate: error.code };
  for (const key of ['constraint', 'table', 'column', 'dataType', 'routine'] as const) {
    const value = error[key];
    if (typeof value === 'string' && value !== '') facts[key] = value;
  }
  return facts;
}

/**
 * The facts of `error` when it is a failed query: PostgreSQL's error itself, or drizzle's wrapper of
 * it (its `cause`). Null for anything else; a wrapper whose cause is no PostgreSQL error (a lost
 * connection) still counts, with sqlstate 'query'.
 */
export function databaseErrorOf(error: unknown): DatabaseErrorFacts | null {
  if (error === null || typeof error !== 'object') return null;
  const own = postgresFacts(error as PostgresErrorLike);
  if (own) return own;
  const wrapper = error as PostgresErrorLike;
  if ('query' in wrapper && 'params' in wrapper) {
    const cause = wrapper.cause && typeof wrapper.cause === 'object' ? postgresFacts(wrapper.cause as PostgresErrorLike) : null;
    return cause ?? { sqlstate: 'query' };
  }
  return null;
}

/**
 * SQLSTATE class 22, "data exception": the database could not take a value as given (22003 number
 * out of range, 22P02 invalid text representation, 22021 a byte not in UTF-8, 22001 string too long,
 * 22007 invalid date …). Input the contracts should have refused; never the server's fault.
 */
export function isBadInputError(error: unknown): boolean {
  return databaseErrorOf(error)?.sqlstate.startsWith('22') ?? false;
}

/** The lines of a stack trace without its first lines, which repeat the message (and so the values). */
export function stackFrames(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}
