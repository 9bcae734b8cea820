/** The id a request's log lines carry: the caller's own X-Request-Id when it is a sensible one, else a fresh one. */
import { randomUUID } from 'node:crypto';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(incoming: unknown): string {
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
