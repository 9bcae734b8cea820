/**
 * What every /mcp POST costs: one unit per JSON-RPC message, from a per-client budget of its own
 * (MCP_MESSAGES_PER_MINUTE, 120 by default) that resets every minute. It is separate from the daily
 * report budget, which only tool calls reaching NHTSA spend, so a client's handshake and listings
 * never eat into its reports, yet a flood of cheap messages (tools/list in a loop) is cut off.
 * In memory, per process; at most `maxClients` keys per minute, the oldest forgotten first.
 */
export interface MessageBudget {
  /** Spends `count` units for `clientKey`; refused (and nothing spent) when fewer are left. */
  take(clientKey: string, count: number): { allowed: boolean; retryAfterSeconds: number };
}

export interface MessageBudgetOptions {
  perMinute: number;
  now: () => number;
  maxClients?: number;
}

const MINUTE_MS = 60_000;

export function createMessageBudget(options: MessageBudgetOptions): MessageBudget {
  const maxClients = options.maxClients ?? 100_000;
  let window = -1;
  let used = new Map<string, number>();
  // One iterator kept across evictions: a fresh keys() would walk every slot already deleted.
  let oldest: Iterator<string> | undefined;
  const evictOldest = () => {
    oldest ??= used.keys();
    const next = oldest.next();
    if (!next.done) used.delete(next.value);
  };
  return {
    take(clientKey, count) {
      const nowMs = options.now();
      const current = Math.floor(nowMs / MINUTE_MS);
      if (current !== window) {
        window = current;
        used = new Map();
        oldest = undefined;
      }
      const retryAfterSeconds = Math.max(1, Math.ceil(((current + 1) * MINUTE_MS - nowMs) / 1000));
      const spent = used.get(clientKey) ?? 0;
      if (spent + count > options.perMinute) return { allowed: false, retryAfterSeconds };
      if (spent === 0 && used.size >= maxClients) evictOldest();
      used.set(clientKey, spent + count);
      return { allowed: true, retryAfterSeconds };
    },
  };
}
