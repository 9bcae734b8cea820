/**
 * The per-host pace shared by every instance (the port is in host-limits.ts, beside this): one Redis list per
 * upstream host (`{prefix}pace:{host}`) holding the start times of its last `perSecond` requests,
 * on Redis's own clock, so instances whose clocks differ still agree. One script call reserves the
 * next start: never before the last one, and never less than a window after the one `perSecond`
 * starts back. While Redis cannot be asked, the caller falls back to its own pace.
 */
import type { SharedPace } from './host-limits.js';
import { luaScript, type RedisConnection } from '../../redis/connection.js';

// Returns how many milliseconds the caller waits for its reserved start.
const RESERVE = luaScript(`
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local perSecond = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local start = now
local last = redis.call('LINDEX', KEYS[1], -1)
if last and tonumber(last) > start then start = tonumber(last) end
if redis.call('LLEN', KEYS[1]) >= perSecond then
  local earlier = tonumber(redis.call('LINDEX', KEYS[1], -perSecond)) + window
  if earlier > start then start = earlier end
end
redis.call('RPUSH', KEYS[1], start)
redis.call('LTRIM', KEYS[1], -perSecond, -1)
redis.call('PEXPIRE', KEYS[1], start - now + window)
return start - now
`);

export function createRedisHostPace(connection: RedisConnection, prefix: string): SharedPace {
  return (host, perSecond, windowMs) => connection.script<number>(RESERVE, [`${prefix}pace:${host}`], [String(perSecond), String(windowMs)]);
}
