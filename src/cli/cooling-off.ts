/**
 * Waiting out an upstream that asked for a pause, for the fleet and watch commands: a call that
 * fails because a host is cooling off (UpstreamError.retryAfterSeconds, or a 429/503 answer with
 * Retry-After) pauses every call made through the gate until the host may be asked again, then is
 * made again; the first call after a pause goes alone, and the others follow once it is answered,
 * as the host itself takes one probe first. The run's total pause is bounded; past it, the failure
 * is returned as it is.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { UpstreamError, type PauseReason } from '../errors.js';
import { UpstreamStatusError } from '../upstream/http/fetch-json.js';

/** The longest a run waits in all, by default: a host blocked for longer fails the rest of the run. */
export const DEFAULT_MAX_WAIT_MS = 60 * 60_000;

export interface Pause {
  /** Which upstream asked for it, as UpstreamError names it ("recalls", "vPIC"...). */
  upstream: string;
  /** Why: the host asked us to wait, refuses us, keeps failing, or has too many of our requests waiting. */
  reason: PauseReason;
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
   * within bounds; `again` is true when it is made again. @throws what `call` throws otherwise
   */
  run<T>(call: (again: boolean) => Promise<T>): Promise<T>;
}

export function createCoolingOffGate(options: CoolingOffOptions = {}): CoolingOffGate {
  const now = options.now ?? Date.now;
  const wait = options.sleep ?? ((ms: number) => sleep(ms));
  const maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
  let pausedUntil = 0;
  let waitedMs = 0;
  /** Set by a pause: the next call after it goes alone, as the host's own probe does. */
  let probeNext = false;
  /** That call while it is out: the others wait for it instead of being refused by the host. */
  let probe: Promise<unknown> | undefined;

  /** Waits out the pause, then for the call that goes first after it. */
  async function turn(): Promise<void> {
    for (;;) {
      while (now() < pausedUntil) await wait(pausedUntil - now());
      if (!probe) return;
      await probe.catch(() => {});
    }
  }

  function pauseFor(err: unknown, seconds: number, reason: PauseReason): void {
    const until = now() + Math.max(1, seconds) * 1000;
    if (until <= pausedUntil) return;
    const added = until - Math.max(pausedUntil, now());
    if (waitedMs + added > maxWaitMs) throw err;
    waitedMs += added;
    // Builds that shared one refused call fail a few milliseconds apart: one pause, said once.
    const resumeMoves = pausedUntil <= now() || Math.floor(until / 1000) !== Math.floor(pausedUntil / 1000);
    pausedUntil = until;
    probeNext = true;
    if (resumeMoves) options.onPause?.({ upstream: (err as UpstreamError).upstream, reason, until });
  }

  return {
    async run(call) {
      for (let again = false; ; again = true) {
        await turn();
        const attempt = call(again);
        if (probeNext) {
          probeNext = false;
          probe = attempt;
          void attempt.catch(() => {}).finally(() => {
            if (probe === attempt) probe = undefined;
          });
        }
        try {
          return await attempt;
        } catch (err) {
          const pause = pauseAsked(err);
          if (pause === undefined) throw err;
          pauseFor(err, pause.seconds, pause.reason);
        }
      }
    },
  };
}

/** How long the host must be left alone and why, or undefined when the failure was not that. */
function pauseAsked(err: unknown): { seconds: number; reason: PauseReason } | undefined {
  if (!(err instanceof UpstreamError)) return undefined;
  if (err.retryAfterSeconds !== undefined) return { seconds: err.retryAfterSeconds, reason: err.pauseReason ?? 'rate-limited' };
  if (err instanceof UpstreamStatusError && (err.status === 429 || err.status === 503) && err.retryAfterMs !== undefined) {
    return { seconds: Math.ceil(err.retryAfterMs / 1000), reason: 'rate-limited' };
  }
  return undefined;
}
