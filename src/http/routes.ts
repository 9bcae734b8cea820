/**
 * The route table: every path the service answers, and its handlers. Adding a route is one entry
 * here (CONTRIBUTING.md).
 */
import { timingSafeEqual } from 'node:crypto';
import { decodeBatch, MAX_BATCH_VINS } from '../decode-batch.js';
import { InvalidVinError, RateLimitedError } from '../errors.js';
import { recordInternalFault } from '../internal-fault.js';
import type { RateLimitDecision, RateLimiter } from '../limits/rate-limiter.js';
import type { Metrics } from '../metrics.js';
import type { ReportService } from '../report-service.js';
import { PICTURE_PATH_PREFIX, type NcapPictures } from '../sections/ncap-pictures.js';
import { staleWarningHeader } from '../words/notice-words.js';
import { readBody } from './read-body.js';
import type { Reply } from './reply.js';
import { notFound, type RawHandler, type RequestContext, type Route } from './server.js';

export const MAX_BODY_BYTES = 16 * 1024;
const BATCH_MAX_BODY_BYTES = 64 * 1024;

export interface RouteOptions {
  service: ReportService;
  limiter: RateLimiter;
  /** The OpenAPI document as served (it states the configured limit). */
  openapiJson: Buffer;
  health: () => Promise<Record<string, unknown>>;
  metrics?: Metrics;
  /** When set, /metrics wants `Authorization: Bearer <token>`. */
  metricsToken?: string;
  /** The MCP Streamable HTTP endpoint. */
  mcp?: RawHandler;
  /** The web page and its assets (GET / and /vin/<VIN>). */
  page?: (path: string) => Reply | null;
  /** NHTSA's vehicle pictures the reports name, served at /img/ncap/<name>. */
  pictures?: Pick<NcapPictures, 'read'>;
}

export function createRoutes(options: RouteOptions): Route[] {
  const { service, limiter, metrics } = options;

  /** Spends one request of the caller's budget; the answer carries the state whatever it is. */
  async function spend(ctx: RequestContext): Promise<void> {
    const decision = await limiter.take(ctx.client.key);
    setRateHeaders(ctx, decision);
    if (!decision.allowed) {
      metrics?.rateLimited.inc({ route: ctx.path });
      throw new RateLimitedError(decision);
    }
  }
  /** A wrong method spends nothing, but its 405 still shows the caller's budget. */
  const showBudget = async (ctx: RequestContext) => setRateHeaders(ctx, await limiter.peek(ctx.client.key));

  const routes: Route[] = [
    {
      path: '/api/decode',
      methods: {
        POST: async (ctx) => {
          await spend(ctx);
          const outcome = await service.decode(vinFromBody(await readBody(ctx.req, MAX_BODY_BYTES)), ctx.logger, () => clientGone(ctx));
          ctx.cache = outcome.cache;
          const headers: Record<string, string> = { 'x-cache': outcome.cache };
          if (outcome.ageSeconds !== undefined) {
            headers.age = String(outcome.ageSeconds);
            headers.warning = staleWarningHeader(outcome.ageSeconds);
          }
          return { status: 200, body: outcome.body, headers };
        },
      },
      onWrongMethod: showBudget,
    },
    {
      path: '/api/decode/batch',
      methods: {
        POST: async (ctx) => {
          const vins = vinsFromBody(await readBody(ctx.req, BATCH_MAX_BODY_BYTES));
          const results = await decodeBatch(vins, {
            service, limiter, clientKey: ctx.client.key, log: ctx.logger, signal: clientGone(ctx),
            // The VIN answers a generic 500; the fault is logged with this request's id and counted.
            onFault: (vin, err) => recordInternalFault(ctx.logger, metrics, 'batch', err, { vin }),
          });
          const after = await limiter.peek(ctx.client.key);
          setRateHeaders(ctx, after);
          const limited = results.filter((r) => r.status === 429).length;
          if (limited) metrics?.rateLimited.inc({ route: ctx.path }, limited);
          // Nothing fit: the same answer a single decode gets past the limit.
          if (limited === results.length) throw new RateLimitedError(after);
          return { status: 200, body: { results } };
        },
      },
      onWrongMethod: showBudget,
    },
    {
      path: '/openapi.json',
      methods: { GET: async () => ({ status: 200, body: options.openapiJson, headers: { 'cache-control': 'public, max-age=3600' } }) },
    },
    {
      path: '/healthz',
      methods: { GET: async () => ({ status: 200, body: { status: 'ok', ...(await options.health()) } }) },
    },
  ];
  if (metrics) {
    routes.push({
      path: '/metrics',
      methods: {
        GET: async (ctx) => {
          if (options.metricsToken && !bearerMatches(ctx.req.headers.authorization, options.metricsToken)) {
            return { status: 401, body: { error: 'Metrics need the token set in METRICS_TOKEN: send Authorization: Bearer <token>.' }, headers: { 'www-authenticate': 'Bearer' } };
          }
          return { status: 200, body: Buffer.from(await metrics.registry.metrics()), contentType: metrics.registry.contentType };
        },
      },
    });
  }
  if (options.pictures) {
    const pictures = options.pictures;
    routes.push({
      path: PICTURE_PATH_PREFIX,
      prefix: true,
      methods: {
        // Free of the daily budget: the page asks for it with the report it already paid for.
        GET: async (ctx) => {
          const picture = await pictures.read(ctx.path.slice(PICTURE_PATH_PREFIX.length));
          if (!picture) return { status: 404, body: { error: 'Not found: no NHTSA picture is kept under this name.' } };
          // A name always means the same photo, so browsers may keep it for a month.
          return { status: 200, body: picture.bytes, contentType: picture.contentType, headers: { 'cache-control': 'public, max-age=2592000, immutable' } };
        },
      },
    });
  }
  if (options.mcp) routes.push({ path: '/mcp', raw: options.mcp });
  if (options.page) {
    const page = options.page;
    const serve = async (ctx: RequestContext) => page(ctx.path) ?? notFound(ctx.req.method, ctx.path);
    // Longest first: '/' would otherwise take every path as a prefix.
    routes.push({ path: '/vin/', prefix: true, methods: { GET: serve } }, { path: '/assets/', prefix: true, methods: { GET: serve } }, { path: '/', methods: { GET: serve } });
  }
  return routes;
}

/** Aborts when the client hangs up before its answer is written, so work nobody else waits for stops. */
function clientGone(ctx: RequestContext): AbortSignal {
  const gone = new AbortController();
  // Asked for late (after the cache missed), the client may have hung up already.
  if (ctx.res.closed && !ctx.res.writableFinished) gone.abort();
  else {
    ctx.res.once('close', () => {
      if (!ctx.res.writableFinished) gone.abort();
    });
  }
  return gone.signal;
}

function setRateHeaders(ctx: RequestContext, decision: RateLimitDecision): void {
  ctx.headers['x-ratelimit-limit'] = String(decision.limit);
  ctx.headers['x-ratelimit-remaining'] = String(decision.remaining);
  ctx.headers['x-ratelimit-reset'] = String(decision.resetSeconds);
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return sent.length === wanted.length && timingSafeEqual(sent, wanted);
}

const EXAMPLE = 'send a JSON object like {"vin": "1HGCM82633A004352"}';

/** A JSON object body. Any content type is parsed as JSON (curl -d sends form-urlencoded). */
function jsonObjectFromBody(raw: Buffer, example: string): Record<string, unknown> {
  let text = raw.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.trim() === '') throw new InvalidVinError(`Request body is empty: ${example}.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new InvalidVinError(`Request body is not valid JSON: ${example}.`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new InvalidVinError(`Request body must be a JSON object: ${example}.`);
  }
  return parsed as Record<string, unknown>;
}

/** The `vin` member of the body; the pipeline validates it with its own message. */
export function vinFromBody(raw: Buffer): unknown {
  const body = jsonObjectFromBody(raw, EXAMPLE);
  // Own property only: a body of {"__proto__": …} must not reach Object.prototype.
  return Object.hasOwn(body, 'vin') ? body.vin : undefined;
}

function vinsFromBody(raw: Buffer): unknown[] {
  const example = 'send a JSON object like {"vins": ["1HGCM82633A004352", "5YJ3E1EA7KF317000"]}';
  const body = jsonObjectFromBody(raw, example);
  const vins = Object.hasOwn(body, 'vins') ? body.vins : undefined;
  if (!Array.isArray(vins) || vins.length === 0) throw new InvalidVinError(`The body needs a non-empty "vins" array: ${example}.`);
  if (vins.length > MAX_BATCH_VINS) throw new InvalidVinError(`A batch holds at most ${MAX_BATCH_VINS} VINs; this one has ${vins.length}.`);
  return vins;
}
