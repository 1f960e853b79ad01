// The health check of the container image and the systemd unit (scripts/health-check.ts): exit 0 when
// /healthz on this machine says ok, 1 when it says otherwise or nothing answers, --wait for a while.
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, 'health-check.ts');
const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

async function serve(status: number, body: unknown): Promise<number> {
  const server = http.createServer((_request, response) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function check(port: number, args: string[] = []): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...args], { env: { PATH: process.env.PATH, PORT: String(port) } }, (error, _stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stderr }),
    );
  });
}

describe('scripts/health-check.ts', () => {
  it('passes when /healthz says ok', async () => {
    expect(await check(await serve(200, { status: 'ok', pid: 1 }))).toEqual({ code: 0, stderr: '' });
  });

  it('fails, saying what it got, on a 503 or when nothing answers', async () => {
    const unhealthy = await check(await serve(503, { status: 'error' }));
    expect(unhealthy.code).toBe(1);
    expect(unhealthy.stderr).toContain('503 {"status":"error"}');
    const port = await serve(200, {});
    await new Promise((resolve) => servers.pop()!.close(resolve));
    expect((await check(port)).code).toBe(1);
  });

  it('waits with --wait until the site answers', async () => {
    let calls = 0;
    const server = http.createServer((_request, response) => {
      calls++;
      response.writeHead(calls < 3 ? 503 : 200).end(JSON.stringify({ status: calls < 3 ? 'error' : 'ok' }));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    expect((await check((server.address() as AddressInfo).port, ['--wait', '600'])).code).toBe(0);
    expect(calls).toBe(3);
  });
});
