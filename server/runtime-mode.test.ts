import { describe, expect, it } from 'vitest';
import { startMode } from './runtime-mode.ts';

describe('startMode', () => {
  it('is production for the start commands unless NODE_ENV says otherwise', () => {
    expect(startMode(['node', 'server/main.ts'], undefined)).toBe('production');
    expect(startMode(['node', 'server/worker.ts'], undefined)).toBe('production');
    expect(startMode(['node', 'server/main.ts'], 'development')).toBe('development');
    expect(startMode(['node', 'server/main.ts'], 'test')).toBe('test');
  });

  it('is development for `npm run dev` (--dev), unless NODE_ENV says otherwise', () => {
    expect(startMode(['node', 'server/main.ts', '--dev'], undefined)).toBe('development');
    expect(startMode(['node', 'server/main.ts', '--dev'], 'production')).toBe('production');
  });
});
