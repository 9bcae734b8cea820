/**
 * What every /mcp POST costs: one unit per JSON-RPC message, from a per-client budget of its own
 * (MCP_MESSAGES_PER_MINUTE, 120 by default) that resets every minute. It is separate from the daily
 * report budget, which only tool calls reaching NHTSA spend, so a client's handshake and listings
 * never eat into its reports, yet a flood of cheap messages (tools/list in a loop) is cut off.
 * In memory, per process (a window counter); at most `maxClients` keys per minute, the oldest forgotten first.
 */
import { createWindowCounter } from '../src/limits/window-counter.js';

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
  const counter = createWindowCounter({ windowMs: MINUTE_MS, maxKeys: options.maxClients ?? 100_000, now: options.now });
  return {
    take(clientKey, count) {
      const { allowed, resetSeconds } = counter.take(clientKey, count, options.perMinute);
      return { allowed, retryAfterSeconds: resetSeconds };
    },
  };
}
