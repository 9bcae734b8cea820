/** Waiting for work that may not listen to its caller's signal, without leaving its failure unheard. */

/**
 * `work`, or the signal's reason as soon as it aborts, whether or not `work` listens to it. Once
 * nobody waits for `work`, its own failure (often its cancellation) is nobody's to hear: it is
 * handled here, so it can never surface as an unhandled rejection.
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  work.catch(() => {});
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Settles (never rejects) once `work` settles or the signal aborts, whichever comes first. Its
 * listener goes either way: a listener left on a signal that never aborts (a composite whose timeout
 * was collected, say) keeps the signal and what it holds alive for good.
 */
export function settledOrAborted(work: Promise<unknown>, signal: AbortSignal): Promise<void> {
  return untilAborted(work, signal).then(() => {}, () => {});
}
