// `node scripts/health-check.ts [--wait SECONDS]`: exits 0 when the site on this machine answers
// /healthz with status ok, 1 otherwise, printing what it got. The container image's HEALTHCHECK runs
// it (curl is not in the slim image; Node's fetch is), and the systemd unit's ExecStartPost runs it
// with --wait, so `systemctl start` reports a site that never came up (docs/deployment.md).
// It reads PORT as the server does (default 3000) and always asks 127.0.0.1: the server listens on
// 0.0.0.0 by default, and a health check must not depend on the public name.
export {};

const port = Number(process.env.PORT || 3000);
const waitArg = process.argv.indexOf('--wait');
const waitSeconds = waitArg === -1 ? 0 : Number(process.argv[waitArg + 1]);
if (!Number.isFinite(waitSeconds) || waitSeconds < 0) {
  console.error('usage: node scripts/health-check.ts [--wait SECONDS]');
  process.exit(2);
}
const url = `http://127.0.0.1:${port}/healthz`;

async function check(): Promise<string | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    const body = await response.text();
    return response.ok && JSON.parse(body).status === 'ok' ? null : `${response.status} ${body}`;
  } catch (error) {
    return (error as Error).message;
  }
}

const deadline = Date.now() + waitSeconds * 1_000;
for (;;) {
  const problem = await check();
  if (problem === null) process.exit(0);
  if (Date.now() >= deadline) {
    console.error(`${url}: ${problem}`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
