// Builds every domain service from the database and configuration. Routes and React Router loaders
// receive this object; nothing else touches the database.
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { createContentService } from './modules/content/service.ts';

export function createServices(config: AppConfig, database: Database) {
  return {
    config,
    content: createContentService(database),
    async health() {
      await database.ping();
      return 'ok';
    },
  };
}

export type Services = ReturnType<typeof createServices>;
