// The one way a browser component loads data from the API (docs/CONVENTIONS.md, "Loading data in the
// browser"): an endpoint of contracts/api/ and its parameters in, the answer's data and its state out.
// A load is silent (a refusal shows the caller's empty state, not a toast), is aborted when the
// parameters change or the component goes away, and keeps the previous data on screen while the next
// page loads so tables do not flash empty. A console page drawn on the server starts with the answers
// it was drawn with (server-answers.ts, decision 0091) and loads nothing more until its parameters change.
import { startTransition, use, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { Endpoint, EndpointData } from '../../contracts/endpoint.ts';
import { api, apiUrl, ApiError, SERVER_ERROR_MSG, type Params } from './client.ts';
import { AnswerSourceContext, type ServerAnswer } from './server-answers.ts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface ApiData<T> {
  /** The latest answer; kept while a newer one loads; undefined before the first answer. */
  data: T | undefined;
  status: LoadStatus;
  /** The rejection of the last failed load (an `ApiError` carries the server's code and msg). */
  error: unknown;
  /** Loads again with the same parameters (after a save or a delete). */
  reload(): void;
}

export interface ApiDataOptions {
  /** False until the call can be made (no id in the URL, not logged in yet): nothing is loaded. */
  enabled?: boolean;
  /** Reload on this interval (ms) while true, e.g. a job that is still running. */
  refreshEvery?: number | false;
}

export function useApiData<E extends Endpoint>(
  endpoint: E,
  params: Params = {},
  options: ApiDataOptions = {},
): ApiData<EndpointData<E>> {
  const enabled = options.enabled ?? true;
  // Parameters are compared by value: callers pass a new object literal on every render.
  const paramsJson = JSON.stringify(params);
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const requestKey = `${endpoint.url}?${paramsJson}#${generation}`;
  // The answer the page was drawn with: waited for on the server, carried by the page in the browser.
  const source = useContext(AnswerSourceContext);
  const drawn = source && enabled && generation === 0 ? source.answer(apiUrl(endpoint.url, JSON.parse(paramsJson) as Params), endpoint.methods[0]) : undefined;
  const drawnAnswer = drawn instanceof Promise ? use(drawn) : drawn;
  const [result, setResult] = useState<Result<EndpointData<E>> | null>(() => (drawnAnswer ? resultOf(drawnAnswer, requestKey) : null));
  // Hydration's own answer is not loaded again; a reload or new parameters load as usual.
  const drawnKey = useRef(drawnAnswer ? requestKey : null);

  useEffect(() => {
    if (!enabled) return;
    if (drawnKey.current === requestKey) {
      drawnKey.current = null;
      return;
    }
    const controller = new AbortController();
    api
      .call(endpoint, JSON.parse(paramsJson) as Params, { silent: true, signal: controller.signal })
      // An answer's render is a transition: React renders a long table in slices and lets a click or
      // a keystroke in between, instead of holding the page for the whole render (a phone's main
      // thread, Lighthouse's Total Blocking Time).
      .then((data) => {
        if (!controller.signal.aborted) startTransition(() => setResult({ key: requestKey, data, ok: true, error: null }));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) startTransition(() => setResult((current) => ({ key: requestKey, data: current?.data, ok: false, error })));
      });
    return () => controller.abort();
  }, [endpoint, paramsJson, enabled, requestKey]);

  const refreshEvery = options.refreshEvery;
  useEffect(() => {
    if (!enabled || !refreshEvery) return;
    const timer = setInterval(reload, refreshEvery);
    return () => clearInterval(timer);
  }, [enabled, refreshEvery, reload]);

  const settled = result?.key === requestKey;
  const status: LoadStatus = !enabled ? 'idle' : !settled ? 'loading' : result.ok ? 'ready' : 'failed';
  return { data: result?.data, status, error: settled && !result.ok ? result.error : null, reload };
}

interface Result<T> {
  key: string;
  data: T | undefined;
  ok: boolean;
  error: unknown;
}

function resultOf<T>(answer: ServerAnswer, key: string): Result<T> {
  if (answer.ok) return { key, data: answer.data as T, ok: true, error: null };
  return { key, data: undefined, ok: false, error: new ApiError(answer.code, answer.msg ?? SERVER_ERROR_MSG, answer.data) };
}
