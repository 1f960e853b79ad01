// The port of a benchmark's own server: BENCH_PORT when set (as the e2e suite takes E2E_PORT), else a
// TCP port nobody listens on at the moment.
import net from 'node:net';

/** BENCH_PORT, or a free port; a BENCH_PORT that is not a port number is refused in one line. */
export async function benchPort(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const given = env.BENCH_PORT;
  if (given === undefined || given === '') return freePort();
  const port = Number(given);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`BENCH_PORT must be a port number (1-65535), not "${given}"`);
  return port;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
