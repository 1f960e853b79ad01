// What `npm start` prints once listening, and the start-up warning about the CRISPR-Net weights
// (issue 20, point 8).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { crisprWeightsWarning } from './crispr-weights-check.ts';
import { portInUseLine, siteReadyLine } from './startup-banner.ts';

describe('the start banner', () => {
  it('says in one line that a port is taken and how to choose another', () => {
    expect(portInUseLine('3000')).toBe('Port 3000 is in use by another program: stop it, or set PORT to a free port (for example PORT=3001 npm start).');
    expect(portInUseLine(undefined)).toBe('Port 3000 is in use by another program: stop it, or set PORT to a free port (for example PORT=3001 npm start).');
  });

  it('names the address to open on one line, localhost for a wildcard host', () => {
    expect(siteReadyLine('0.0.0.0', 3000, 'production')).toBe('Site ready: http://localhost:3000 (production mode)');
    expect(siteReadyLine('::', 8080, 'production')).toBe('Site ready: http://localhost:8080 (production mode)');
    expect(siteReadyLine('127.0.0.1', 3466, 'test')).toBe('Site ready: http://127.0.0.1:3466 (test mode)');
    expect(siteReadyLine('::1', 3000, 'development')).toBe('Site ready: http://[::1]:3000 (development mode)');
  });

  it('says so when the supervisor restarted the server, and which restart it is', () => {
    expect(siteReadyLine('0.0.0.0', 3000, 'production', 0)).toBe('Site ready: http://localhost:3000 (production mode)');
    expect(siteReadyLine('0.0.0.0', 3000, 'production', 2)).toBe('Site ready again: http://localhost:3000 (production mode, restart 2)');
  });
});

describe('the CRISPR-Net weights check at start', () => {
  it('is silent when the published weights are readable', async () => {
    expect(await crisprWeightsWarning(path.resolve(import.meta.dirname, '../../shared/crispr-net'))).toBeNull();
  });

  it('warns, naming the file and the setting, when the folder is wrong or the file unreadable', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weights-'));
    try {
      const missing = await crisprWeightsWarning(dir);
      expect(missing).toContain(path.join(dir, 'CRISPR_Net_CIRCLE_elevation_SITE_weights.h5'));
      expect(missing).toContain('CRISPR_NET_DIR');
      const file = path.join(dir, 'CRISPR_Net_CIRCLE_elevation_SITE_weights.h5');
      fs.writeFileSync(file, 'x');
      expect(await crisprWeightsWarning(dir)).toBeNull();
      if (process.getuid?.() !== 0) {
        // root reads anything, so an unreadable file can only be shown as another user.
        fs.chmodSync(file, 0o000);
        expect(await crisprWeightsWarning(dir)).toContain('not readable');
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
