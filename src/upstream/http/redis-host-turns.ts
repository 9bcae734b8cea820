/**
 * Turns on an upstream host shared by every instance and fleet CLI on one Redis (the port is in
 * host-limits.ts, beside this): one hash per host (`{prefix}host:{host}`), on Redis's own clock, so
 * instances whose clocks differ still agree. It holds
 * - a lease per request in flight (`l:{id}` = when it lapses), so a crashed instance's requests stop
 *   counting once their lease lapses instead of holding the host's slots forever;
 * - the times of the last `perSecond` starts (`starts`): a turn is granted only when it starts now,
 *   so the pace counts real starts, not reservations a late timer would bunch;
 * - the host's pushback (`until`, `reason`, `strikes`, `gen`, `probe`): a 429's pause, a 403 block
 *   or an open breaker, seen by every instance, with the one probe after it.
 * One script call takes a turn, another gives it back with what the host answered. Both touch one key.
 */
import type { HostPause, SharedOutcome, SharedTake, SharedTurns } from './host-limits.js';
import { luaScript, RedisRefusedError, RedisUnavailableError, type LuaScript, type RedisConnection } from '../../redis/connection.js';

/** How long a host's memory (strikes, the pushback count) outlives its last pause or lease. */
const MEMORY_MS = 3_600_000;

const CLOCK = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
`;

// ARGV: lease id, cap, perSecond, window ms, lease ms.
// Returns {'granted', gen, probe 0|1} | {'busy'} | {'wait', ms} | {'paused', ms, reason}.
const TAKE = luaScript(`${CLOCK}
local key = KEYS[1]
local lease, cap, perSecond, window, leaseMs = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local fields = redis.call('HGETALL', key)
local h = {}
local leases = 0
for i = 1, #fields, 2 do
  local f, v = fields[i], fields[i + 1]
  if string.sub(f, 1, 2) == 'l:' then
    if tonumber(v) <= now then redis.call('HDEL', key, f) else leases = leases + 1 end
  else
    h[f] = v
  end
end
if h.probe and redis.call('HEXISTS', key, 'l:' .. h.probe) == 0 then
  redis.call('HDEL', key, 'probe')
  h.probe = nil
end
local untilMs = tonumber(h['until'] or '0')
if untilMs > now then return {'paused', untilMs - now, h.reason or 'failing'} end
if untilMs > 0 and h.probe then return {'paused', 1000, h.reason or 'failing'} end
if leases >= cap then return {'busy'} end
local starts = {}
for s in string.gmatch(h.starts or '', '[^,]+') do starts[#starts + 1] = tonumber(s) end
if #starts >= perSecond then
  local ready = starts[#starts - perSecond + 1] + window
  if ready > now then return {'wait', ready - now} end
end
starts[#starts + 1] = now
while #starts > perSecond do table.remove(starts, 1) end
redis.call('HSET', key, 'l:' .. lease, now + leaseMs, 'starts', table.concat(starts, ','))
local probe = 0
if untilMs > 0 then
  redis.call('HSET', key, 'probe', lease)
  probe = 1
end
redis.call('PEXPIRE', key, leaseMs + ${MEMORY_MS})
return {'granted', tonumber(h.gen or '0'), probe}
`);

// ARGV: lease id, kind (ok, none, throttled, blocked, failing), pause ms (throttled), gen at the
// grant (ok), first cooling-off ms, longest pause ms. Returns {ms paused from now, reason}.
const GIVE = luaScript(`${CLOCK}
local key = KEYS[1]
local lease, kind = ARGV[1], ARGV[2]
redis.call('HDEL', key, 'l:' .. lease)
if redis.call('HGET', key, 'probe') == lease then redis.call('HDEL', key, 'probe') end
local gen = tonumber(redis.call('HGET', key, 'gen') or '0')
local untilMs = tonumber(redis.call('HGET', key, 'until') or '0')
if kind == 'ok' then
  -- Only an answer to a request started since the latest pushback (the probe) ends it.
  if tonumber(ARGV[4]) == gen and untilMs <= now then
    redis.call('HDEL', key, 'until', 'reason', 'strikes')
    untilMs = 0
  end
elseif kind ~= 'none' then
  local ms
  if kind == 'throttled' then
    ms = tonumber(ARGV[3])
  else
    local strikes = tonumber(redis.call('HGET', key, 'strikes') or '0') + 1
    redis.call('HSET', key, 'strikes', strikes)
    ms = math.min(tonumber(ARGV[5]) * 2 ^ (strikes - 1), tonumber(ARGV[6]))
  end
  if now + ms > untilMs then
    untilMs = now + ms
    local reason = kind
    if kind == 'throttled' then reason = 'rate-limited' end
    redis.call('HSET', key, 'until', string.format('%d', untilMs), 'reason', reason, 'gen', gen + 1)
  end
end
if redis.call('EXISTS', key) == 1 then redis.call('PEXPIRE', key, math.max(untilMs - now, 0) + ${MEMORY_MS}) end
if untilMs > now then return {untilMs - now, redis.call('HGET', key, 'reason') or 'failing'} end
return {0, ''}
`);

/**
 * `onFault` hears of an error reply (a script fault, a foreign key): the caller paces itself from
 * memory meanwhile, as while Redis is down, which the connection reports itself.
 */
export function createRedisHostTurns(connection: RedisConnection, prefix: string, onFault?: (err: unknown) => void): SharedTurns {
  const keyOf = (host: string) => `${prefix}host:${host}`;
  const script = async <T>(lua: LuaScript, host: string, args: string[]): Promise<T> => {
    try {
      return await connection.script<T>(lua, [keyOf(host)], args);
    } catch (err) {
      if (!(err instanceof RedisUnavailableError || err instanceof RedisRefusedError)) onFault?.(err);
      throw err;
    }
  };
  return {
    async take(host, { lease, cap, perSecond, windowMs, leaseMs }): Promise<SharedTake> {
      const reply = await script<Array<string | number>>(TAKE, host, [lease, String(cap), String(perSecond), String(windowMs), String(leaseMs)]);
      switch (reply[0]) {
        case 'granted': return { kind: 'granted', pushbacks: Number(reply[1]), probe: reply[2] === 1 };
        case 'busy': return { kind: 'busy' };
        case 'wait': return { kind: 'wait', ms: Number(reply[1]) };
        case 'paused': return { kind: 'paused', ms: Number(reply[1]), reason: reply[2] as HostPause['reason'] };
        default: {
          const err = new Error(`unexpected reply from the host turns script: ${String(reply[0])}`);
          onFault?.(err);
          throw err;
        }
      }
    },
    async give(host, lease, outcome: SharedOutcome) {
      const args = outcome.kind === 'ok' ? ['0', String(outcome.pushbacks), '0', '0']
        : outcome.kind === 'throttled' ? [String(Math.round(outcome.ms)), '0', '0', '0']
        : outcome.kind === 'none' ? ['0', '0', '0', '0']
        : ['0', '0', String(outcome.breakerMs), String(outcome.maxPauseMs)];
      const reply = await script<[number, string]>(GIVE, host, [lease, outcome.kind, ...args]);
      return Number(reply[0]) > 0 ? { ms: Number(reply[0]), reason: reply[1] as HostPause['reason'] } : null;
    },
  };
}
