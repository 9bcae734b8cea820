/**
 * The port the pipeline coalesces builds across instances through; its implementation is
 * redis-build-lock.ts. Without one, concurrent misses coalesce per process only (the pipeline's
 * own pending builds), so there is no in-memory lock to write.
 */

/**
 * A lock on building one VIN, shared by every instance on the same store. The holder builds and
 * writes the cache; the others poll the store for its result.
 */
export interface BuildLock {
  /** A token when this caller should build now (lock taken, or no lock to be had), null while another holds it. Never throws. */
  acquire(vin: string): Promise<string | null>;
  /** Gives the lock back if `token` still holds it. Never throws. */
  release(vin: string, token: string): Promise<void>;
  /** How often a waiter polls the store. */
  readonly pollMs: number;
  /** Longest a waiter waits for another instance before building itself. */
  readonly maxWaitMs: number;
}
