/**
 * Who an upstream request is for, so a host's queue serves people first: an interactive decode
 * (one VIN over HTTP, the page, MCP decodeVin), then batches and MCP fleets, then background work
 * (reports healing themselves, the fleet CLI). The priority rides along the async call chain, so
 * the clients between a door and host-limits.ts need not carry it; it is a holder, not a value, so
 * a build can be lowered (its answer is given, the rest heals) or raised (a person joined it)
 * while its requests wait.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type Priority = 'interactive' | 'batch' | 'background';

/** Lower goes first. */
export const PRIORITY_RANK: Record<Priority, number> = { interactive: 0, batch: 1, background: 2 };

export const PRIORITIES: readonly Priority[] = ['interactive', 'batch', 'background'];

/** A priority that may change while the work it is attached to waits. */
export interface PriorityHolder {
  level: Priority;
}

const current = new AsyncLocalStorage<PriorityHolder>();

/** Runs `work` with `priority` for every upstream request it makes, however deep. */
export function withPriority<T>(priority: Priority | PriorityHolder, work: () => T): T {
  return current.run(typeof priority === 'string' ? { level: priority } : priority, work);
}

/** The holder of the work running now, or undefined outside any (then it counts as interactive). */
export function currentPriority(): PriorityHolder | undefined {
  return current.getStore();
}

/** The more urgent of two priorities. */
export function higher(a: Priority, b: Priority): Priority {
  return PRIORITY_RANK[a] <= PRIORITY_RANK[b] ? a : b;
}
