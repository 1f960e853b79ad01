// The React Router key under which loaders find what the Fastify server hands them for one request
// (the type is server/server-context.ts). The key is created inside the server build and exported
// from entry.server, so the server and the loaders share one identity.
import { createContext } from 'react-router';
import type { ServerContext } from '../server/server-context.ts';

export type { ServerContext } from '../server/server-context.ts';

export const serverContext = createContext<ServerContext>();
