// The shared SQL helpers: LIKE escaping (checked against the real database too), keyword terms,
// paged reads and unique-index errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { likePattern, pageWithTotal, searchTerms, uniqueViolation } from './sql-helpers.ts';

describe('likePattern', () => {
  it('wraps the term in % for a contains match', () => {
    expect(likePattern('GS2024')).toBe('%GS2024%');
    expect(likePattern('')).toBe('%%');
  });

  it('escapes %, _ and \\ so they are literal', () => {
    expect(likePattern('50%')).toBe('%50\\%%');
    expect(likePattern('a_b')).toBe('%a\\_b%');
    expect(likePattern('a\\b')).toBe('%a\\\\b%');
    expect(likePattern('%_\\')).toBe('%\\%\\_\\\\%');
  });

  describe('in the database', () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await createTestDatabase();
    });
    afterAll(async () => {
      await db?.close();
    });

    async function matches(text: string, term: string): Promise<boolean> {
      const result = await db.database.executeSql('select $1::text ilike $2::text as hit', [text, likePattern(term)]);
      const rows = Array.isArray(result) ? result.at(-1).rows : result.rows;
      return rows[0].hit === true;
    }

    it('matches the typed characters literally, case-insensitively', async () => {
      expect(await matches('Rate 50% off', '50%')).toBe(true);
      expect(await matches('Rate 500 off', '50%')).toBe(false);
      expect(await matches('pX_330', 'x_3')).toBe(true);
      expect(await matches('pXa330', 'x_3')).toBe(false);
      expect(await matches('C:\\dir', ':\\d')).toBe(true);
      expect(await matches('C:dir', ':\\d')).toBe(false);
    });
  });
});

describe('searchTerms', () => {
  it('splits every keyword on white space, drops empty terms, keeps at most 10', () => {
    expect(searchTerms(' Cas9  sgRNA ', '', 'x')).toEqual(['Cas9', 'sgRNA', 'x']);
    expect(searchTerms('1 2 3 4 5 6 7 8 9 10 11')).toHaveLength(10);
  });
});

describe('pageWithTotal', () => {
  it('answers the rows and the total as a number', async () => {
    expect(await pageWithTotal(Promise.resolve([1, 2]), Promise.resolve([{ total: '7' }]))).toEqual({ rows: [1, 2], total: 7 });
    expect(await pageWithTotal(Promise.resolve([]), Promise.resolve([]))).toEqual({ rows: [], total: 0 });
  });
});

describe('uniqueViolation', () => {
  it('finds code 23505 in the error or its causes', () => {
    expect(uniqueViolation({ code: '23505', constraint: 'users_email_unique' })).toBe('users_email_unique');
    expect(uniqueViolation(new Error('wrapped', { cause: { code: '23505', message: 'duplicate key' } }))).toBe('duplicate key');
  });

  it('answers null for other errors', () => {
    expect(uniqueViolation(new Error('boom'))).toBeNull();
    expect(uniqueViolation({ code: '23503' })).toBeNull();
    expect(uniqueViolation(null)).toBeNull();
  });
});
