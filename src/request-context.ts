/**
 * The id of the request being served, for log lines written anywhere below the edge that took it
 * (the pipeline's own lines carry it without being handed it).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const storage = new AsyncLocalStorage<string>();

export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return storage.run(requestId, fn);
}

/** The current request's id, or undefined outside a request. */
export function currentRequestId(): string | undefined {
  return storage.getStore();
}
