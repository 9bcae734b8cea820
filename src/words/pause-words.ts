/**
 * What the fleet and watch commands say when an upstream is left alone for a while: why, in the
 * host's own terms, and when calls resume.
 */

/**
 * Why a host is left alone for a while: it asked us to wait (429, or 503 with Retry-After), it
 * refuses us (a 403 block), it keeps failing (its breaker is open), or too many of our requests wait for it.
 */
export type PauseReason = 'rate-limited' | 'blocked' | 'failing' | 'busy';

/** "07:31:05 UTC": when a pause ends, for a person. */
export function resumeTime(until: number): string {
  return `${new Date(until).toISOString().slice(11, 19)} UTC`;
}

const WHY: Record<PauseReason, (service: string) => string> = {
  'rate-limited': (service) => `the ${service} service asked us to wait`,
  blocked: (service) => `the ${service} service is refusing our requests`,
  failing: (service) => `the ${service} service keeps failing, so it is left alone for a while`,
  busy: (service) => `too many of our requests are waiting for the ${service} service`,
};

/** The line a run prints when it pauses: "Paused: the vPIC service asked us to wait; resuming at 07:31:05 UTC." */
export function pauseNotice(pause: { upstream: string; reason: PauseReason; until: number }): string {
  return `Paused: ${WHY[pause.reason](pause.upstream)}; resuming at ${resumeTime(pause.until)}.`;
}
