// `npm run seed`: loads the demo content into the configured database and upload storage.
// A command-line tool with no app and so no app logger: it talks to the person at the terminal
// through the console.
/* oxlint-disable no-console */
import { ConfigError, loadConfig } from '../../config.ts';
import { createStorage } from '../../storage/storage.ts';
import { openDatabase } from '../client.ts';
import { EmbeddedDatabaseLockedError, lockedDatabaseLine } from '../pglite-lock.ts';
import { seedDemoContent } from './index.ts';

async function run() {
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
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.paths.pglite });
  try {
    const report = await seedDemoContent(database, createStorage(config), { siteUrl: config.publicUrl, log: console.log });
    const total = Object.values(report.inserted).reduce((a, b) => a + b, 0);
    console.log(total === 0 ? '演示内容已存在，无需重复导入。' : `演示内容已导入（${total} 行）。`);
  } finally {
    await database.close();
  }
}

run().catch((error) => {
  // The site holding the embedded database is an everyday state, not a bug: one line, no stack.
  console.error(error instanceof EmbeddedDatabaseLockedError ? lockedDatabaseLine(error) : error);
  process.exit(1);
});
