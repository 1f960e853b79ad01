// Entry of the web process: parse configuration, build the app, listen, shut down gracefully.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  console.log(`\n  网站已启动 / site running at http://${shownHost}:${port}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
