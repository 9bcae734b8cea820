/**
 * Waiting out an upstream that asked for a pause, for the fleet and watch commands: a call that
 * fails because a host is cooling off (UpstreamError.retryAfterSeconds, or a 429/503 answer with
 * Retry-After) pauses every call made through the gate until the host may be asked again, then is
 * made again. The run's total pause is bounded; past it, the failure is returned as it is.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { UpstreamError } from '../errors.js';
import { UpstreamStatusError } from '../upstream/http/fetch-json.js';

/** The longest a run waits in all, by default: a host blocked for longer fails the rest of the run. */
export const DEFAULT_MAX_WAIT_MS = 60 * 60_000;

export interface Pause {
  /** Which upstream asked for it, as UpstreamError names it ("recalls", "vPIC"...). */
  upstream: string;
  /** When calls resume (epoch ms). */
  until: number;
}

export interface CoolingOffOptions {
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  maxWaitMs?: number;
  /** Told each time the pause starts or grows. */
  onPause?: (pause: Pause) => void;
}

export interface CoolingOffGate {
  /**
   * `call()`, made again after each pause an upstream asks for, while the run's waiting stays
   * within bounds. @throws what `call` throws otherwise
   */
  run<T>(call: () => Promise<T>): Promise<T>;
}

export function createCoolingOffGate(options: CoolingOffOptions = {}): CoolingOffGate {
  const now = options.now ?? Date.now;
  const wait = options.sleep ?? ((ms: number) => sleep(ms));
  const maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
  let pausedUntil = 0;
  let waitedMs = 0;
  return {
    async run(call) {
      for (;;) {
        while (now() < pausedUntil) await wait(pausedUntil - now());
        try {
          return await call();
        } catch (err) {
          const seconds = retryAfterSeconds(err);
          if (seconds === undefined) throw err;
          const until = now() + Math.max(1, seconds) * 1000;
          if (until > pausedUntil) {
            const added = until - Math.max(pausedUntil, now());
            if (waitedMs + added > maxWaitMs) throw err;
            waitedMs += added;
            pausedUntil = until;
            options.onPause?.({ upstream: (err as UpstreamError).upstream, until });
          }
        }
      }
    },
  };
}

/** How long the failing host asked us to wait, or undefined when the failure was not that. */
function retryAfterSeconds(err: unknown): number | undefined {
  if (!(err instanceof UpstreamError)) return undefined;
  if (err.retryAfterSeconds !== undefined) return err.retryAfterSeconds;
  if (err instanceof UpstreamStatusError && (err.status === 429 || err.status === 503) && err.retryAfterMs !== undefined) {
    return Math.ceil(err.retryAfterMs / 1000);
  }
  return undefined;
}

/** "07:31:05 UTC": when a pause ends, for a person. */
export function resumeTime(until: number): string {
  return `${new Date(until).toISOString().slice(11, 19)} UTC`;
}
