// The console's API answers a page was rendered with on the server (decision 0091). A staff member's
// console page is drawn on the server with its data: `useApiData` asks the source of this module instead
// of the network, the server's source calls the admin API in process (suspending the render until it
// answers), and the page carries what was asked and answered in a data block, from which the browser's
// first render (hydration) takes the same answers. Kept free of the API client and antd: the browser
// entry reads the block, and public pages load that entry too.
import { createContext } from 'react';
import type { ServerContext } from '../../server/server-context.ts';

/**
 * An answer as the page carries it: the envelope's data, or the refusal's code, msg and data (msg null
 * for a fault without a usable envelope: the client's own fault text is shown, as for a fetch).
 */
export type ServerAnswer = { ok: true; data: unknown } | { ok: false; code: number; msg: string | null; data: unknown };

/** One call of the admin API made in process with the page's staff session (server/plugins/ssr.ts). */
export type ConsoleApiCall = NonNullable<ServerContext['consoleApi']>;

export interface AnswerSource {
  /**
   * The answer for this call (the key is the call's URL with its query). On the server a promise the
   * render waits for (made once per key); in the browser the carried answer, or undefined when the
   * page was not rendered with it or the page has hydrated since.
   */
  answer(key: string, method: 'GET' | 'POST'): Promise<ServerAnswer> | ServerAnswer | undefined;
  /** The browser's source forgets the page's answers once the page has hydrated: later loads are fresh. */
  forget(): void;
}

/** Null: the page is not drawn with a console session (public pages, the sign-in, a browser-drawn console page). */
export const AnswerSourceContext = createContext<AnswerSource | null>(null);

/** The id of the data block the page's answers travel in. */
export const ANSWERS_BLOCK_ID = 'console-answers';

const SERVER_FAULT = { ok: false, code: 500, msg: null, data: null } as const;

function answerOf(status: number, payload: unknown): ServerAnswer {
  const envelope = payload as { code?: unknown; msg?: unknown; data?: unknown } | null;
  if (typeof envelope?.code !== 'number') return SERVER_FAULT;
  if (envelope.code === 200 && status === 200) return { ok: true, data: envelope.data ?? null };
  return { ok: false, code: envelope.code, msg: typeof envelope.msg === 'string' && envelope.msg ? envelope.msg : null, data: envelope.data ?? null };
}

export interface ServerAnswerSource extends AnswerSource {
  /** Every settled answer by key, for the page's data block. */
  settled(): Record<string, ServerAnswer>;
}

/** The server's source for one render: each call is made once, however often the render asks. */
export function createServerAnswerSource(call: ConsoleApiCall): ServerAnswerSource {
  const pending = new Map<string, Promise<ServerAnswer>>();
  const done = new Map<string, ServerAnswer>();
  return {
    answer(key, method) {
      // The same promise every time: React's use() remembers a promise it has seen settle.
      let promise = pending.get(key);
      if (!promise) {
        promise = call(method, key)
          .then(({ status, payload }) => answerOf(status, payload), (): ServerAnswer => SERVER_FAULT)
          .then((answer) => {
            done.set(key, answer);
            return answer;
          });
        pending.set(key, promise);
      }
      return promise;
    },
    forget() {},
    settled: () => Object.fromEntries(done),
  };
}

/** The browser's source: the page's data block when there is one (read once, before hydration). */
export function pageAnswerSource(doc: Pick<Document, 'getElementById'>): AnswerSource | null {
  const block = doc.getElementById(ANSWERS_BLOCK_ID);
  if (!block) return null;
  let answers: Map<string, ServerAnswer>;
  try {
    answers = new Map(Object.entries(JSON.parse(block.textContent ?? '{}') as Record<string, ServerAnswer>));
  } catch {
    answers = new Map();
  }
  return {
    answer: (key) => answers.get(key),
    forget: () => answers.clear(),
  };
}
