// The API-test harness itself: a built app on its own database and data folder, cleaned up on close.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test-app.ts';

describe('createTestApp', () => {
  it('answers /healthz from a fresh database and removes its data folder on close', async () => {
    const { app, database, config, close } = await createTestApp({ SESSION_TTL_HOURS: '2' });
    try {
      expect(config.NODE_ENV).toBe('test');
      expect(config.SEED_DEMO).toBe(false);
      expect(config.EMBEDDED_WORKER).toBe(false);
      expect(config.SESSION_TTL_HOURS).toBe(2);
      expect(fs.existsSync(config.paths.data)).toBe(true);
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: database.kind, mode: 'test', pid: process.pid, restarts: 0, supervisorPid: null, databasePid: null });
      const users = await database.executeSql('select count(*)::int as n from users');
      expect(Array.isArray(users) ? null : users.rows[0].n).toBe(0);
    } finally {
      await close();
    }
    expect(fs.existsSync(config.paths.data)).toBe(false);
  });
});
