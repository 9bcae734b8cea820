/**
 * The one bounded-concurrency loop: a few workers take items in order until none are left, so at
 * most `limit` run at once (model names against NHTSA, a batch's VINs, a fleet, watched VINs).
 */

/**
 * Runs `fn` on each of `items`, started in order, at most `limit` at once. Once `signal` aborts no
 * further item is started (those running finish). Rejects with the first failure.
 */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !signal?.aborted) {
      const index = next++;
      await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** `fn` over `items` with at most `limit` running at once; results in the order of `items`. Rejects with the first failure. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  await eachLimited(items, limit, async (item, index) => {
    results[index] = await fn(item);
  });
  return results;
}
