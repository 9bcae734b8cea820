/**
 * `node --import ./test/helpers/forbid-redis.ts …`: any attempt to load the `redis` package (or
 * its @redis/* parts) fails with "redis package loaded", so a test can show it is never loaded.
 */
import { register } from 'node:module';

const hooks = `
export async function resolve(specifier, context, next) {
  if (specifier === 'redis' || specifier.startsWith('@redis/')) throw new Error('redis package loaded');
  return next(specifier, context);
}`;
register('data:text/javascript,' + encodeURIComponent(hooks));
