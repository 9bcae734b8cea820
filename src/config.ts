/**
 * The only module that reads environment variables, from the environment an entry point hands it
 * (src/entry/main-*.ts hand it the process's own). `loadConfig` turns them into a typed Config or
 * throws a ConfigError whose message is one line naming the offending variable.
 */
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import type { SectionUpstream } from './report/sections.js';
import { DEFAULT_USER_AGENT } from './upstream/http/user-agent.js';

export interface Config {
  port: number;
  host: string;
  vpicBaseUrl: string;
  recallsBaseUrl: string;
  /** fueleconomy.gov (EPA) web services root, without a trailing slash. */
  fuelEconomyBaseUrl: string;
  /** Where NHTSA's vehicle pictures are fetched from (static.nhtsa.gov), without a trailing slash. */
  ncapPictureBaseUrl: string;
  /** Sent on every upstream call; NHTSA refuses missing, generic and "(+https://...)" agents. */
  upstreamUserAgent: string;
  upstreamTimeoutMs: number;
  /** Requests in flight per upstream host at most (UPSTREAM_MAX_IN_FLIGHT). */
  upstreamMaxInFlight: number;
  /** Requests started per upstream host per second at most, across instances with Redis. */
  upstreamRequestsPerSecond: number;
  /** Requests waiting per upstream host at most; past it a request fails at once. */
  upstreamQueueMax: number;
  /** Longest pause honoured from an upstream's Retry-After, and the longest cooling-off period. */
  upstreamMaxPauseSeconds: number;
  /** The first cooling-off period after a 403 block or a run of failures; it doubles on repeats. */
  upstreamBreakerSeconds: number;
  /** How long optional sections (complaints, ratings, fuel economy) may take after vPIC. */
  sectionDeadlineMs: number;
  /** How long a report may take in all, waits for upstream turns included. */
  reportDeadlineMs: number;
  cacheDir: string;
  cacheTtlSeconds: number;
  /** Most bytes the file cache keeps on disk; the oldest entries are evicted past it. */
  cacheMaxBytes: number;
  /** Most report bytes each instance keeps in memory in front of the file cache or Redis. */
  memoryCacheMaxBytes: number;
  /** How long an expired report is kept to be served (as stale) when an upstream fails; 0 disables. */
  staleIfErrorSeconds: number;
  rateLimitPerDay: number;
  /** false: ignore X-Forwarded-For; true: trust the direct peer; list: trust these addresses/CIDRs. */
  trustProxy: false | true | string[];
  aiProvider: string;
  /** How summaries are written (AI_* variables); see AiConfig. */
  ai: AiConfig;
  corsOrigins: string[];
  /** Browser origins allowed to call /mcp besides same-host loopback ones; requests without Origin always pass. */
  mcpAllowedOrigins: string[];
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** Shared cache and limits for several instances; null keeps the embedded file cache and memory counter. */
  redisUrl: string | null;
  /** Prepended to every Redis key, so deployments can share one Redis. */
  redisPrefix: string;
  /** Longest one Redis command may take before the instance falls back (see docs/scaling.md). */
  redisTimeoutMs: number;
  /** When set, /metrics wants it as a bearer token; unset, /metrics is open (bind it privately). */
  metricsToken: string | undefined;
  /** How long per-model answers (recalls, complaints, ratings, fuel economy) are kept; at most a day. */
  modelCacheSeconds: number;
  /** DEMO: answer from the recorded upstream answers bundled in src/demo/, never the network or the real cache. */
  demo: boolean;
}

/** The values AI_PROVIDER accepts. */
export type AiProviderName = 'builtin' | 'openai' | 'anthropic';

/** The LLM connection. For `builtin` only `provider` matters. */
export interface AiConfig {
  provider: AiProviderName;
  /** Without a trailing slash; e.g. https://api.openai.com/v1 or https://api.anthropic.com. */
  baseUrl: string;
  /** Undefined for local servers that need none (Ollama, vLLM, LM Studio on a private address). */
  apiKey: string | undefined;
  model: string;
  /** Per attempt; a whole summary gets twice this plus the pause before its one retry. */
  timeoutMs: number;
  /** AI_SUMMARY_MODE: `inline` waits for the LLM on a miss; `background` answers with the built-in summary first. */
  summaryMode: 'inline' | 'background';
}

/** Defaults chosen for cost and latency: small, fast, non-reasoning models with structured output. */
export const AI_DEFAULTS = {
  openai: { baseUrl: 'https://api.openai.com/v1', model: 'gpt-4.1-mini' },
  anthropic: { baseUrl: 'https://api.anthropic.com', model: 'claude-haiku-4-5' },
} as const;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** The configuration fields that hold an upstream's base URL. */
type BaseUrlField = { [F in keyof Config]: F extends `${string}BaseUrl` ? (Config[F] extends string ? F : never) : never }[keyof Config];

/**
 * The field holding the base URL of each upstream a section is read from (src/report/sections.ts):
 * a section on a new upstream makes the compiler ask for its field here (then add it to Config and
 * loadConfig, with its environment variable).
 */
const UPSTREAM_BASE_URLS: { readonly [U in SectionUpstream]: BaseUrlField } = {
  nhtsa: 'recallsBaseUrl',
  fuelEconomy: 'fuelEconomyBaseUrl',
};

/** Each section upstream's configured base URL. */
export function upstreamBaseUrls(config: Config): Record<SectionUpstream, string> {
  return Object.fromEntries(Object.entries(UPSTREAM_BASE_URLS).map(([upstream, field]) => [upstream, config[field]])) as Record<SectionUpstream, string>;
}

type Env = Readonly<Record<string, string | undefined>>;

export function loadConfig(env: Env): Config {
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: text(env, 'HOST', '0.0.0.0'),
    vpicBaseUrl: httpUrl(env, 'VPIC_BASE_URL', 'https://vpic.nhtsa.dot.gov/api/vehicles'),
    recallsBaseUrl: httpUrl(env, 'RECALLS_BASE_URL', 'https://api.nhtsa.gov'),
    fuelEconomyBaseUrl: httpUrl(env, 'FUELECONOMY_BASE_URL', 'https://www.fueleconomy.gov'),
    ncapPictureBaseUrl: httpUrl(env, 'NCAP_PICTURE_BASE_URL', 'https://static.nhtsa.gov'),
    upstreamUserAgent: userAgent(env),
    upstreamTimeoutMs: integer(env, 'UPSTREAM_TIMEOUT_MS', 10_000, 1, 300_000),
    upstreamMaxInFlight: integer(env, 'UPSTREAM_MAX_IN_FLIGHT', 6, 1, 1000),
    upstreamRequestsPerSecond: integer(env, 'UPSTREAM_REQUESTS_PER_SECOND', 10, 1, 10_000),
    upstreamQueueMax: integer(env, 'UPSTREAM_QUEUE_MAX', 1000, 0, 1_000_000),
    upstreamMaxPauseSeconds: integer(env, 'UPSTREAM_MAX_PAUSE_SECONDS', 600, 1, 86_400),
    upstreamBreakerSeconds: integer(env, 'UPSTREAM_BREAKER_SECONDS', 30, 1, 86_400),
    sectionDeadlineMs: integer(env, 'SECTION_DEADLINE_MS', 4000, 1, 300_000),
    reportDeadlineMs: integer(env, 'REPORT_DEADLINE_MS', 30_000, 1, 600_000),
    cacheDir: path.resolve(text(env, 'CACHE_DIR', env.STATE_DIRECTORY ? path.join(env.STATE_DIRECTORY, 'cache') : './data/cache')),
    cacheTtlSeconds: integer(env, 'CACHE_TTL_SECONDS', 604_800, 1, 10 * 365 * 86_400),
    cacheMaxBytes: integer(env, 'CACHE_MAX_BYTES', 512 * 1024 * 1024, 1024 * 1024, 2 ** 50),
    memoryCacheMaxBytes: integer(env, 'MEMORY_CACHE_MAX_BYTES', 64 * 1024 * 1024, 1024 * 1024, 2 ** 40),
    staleIfErrorSeconds: integer(env, 'STALE_IF_ERROR_SECONDS', 30 * 86_400, 0, 365 * 86_400),
    rateLimitPerDay: integer(env, 'RATE_LIMIT_PER_DAY', 100, 1, 1_000_000_000),
    trustProxy: trustProxy(env),
    aiProvider: oneOf(env, 'AI_PROVIDER', 'builtin', ['builtin', 'openai', 'anthropic']),
    ai: aiConfig(env),
    corsOrigins: list(env, 'CORS_ORIGINS', ['*']),
    mcpAllowedOrigins: list(env, 'MCP_ALLOWED_ORIGINS', []),
    logLevel: oneOf(env, 'LOG_LEVEL', 'info', ['debug', 'info', 'warn', 'error'] as const),
    redisUrl: redisUrl(env),
    redisPrefix: redisPrefix(env),
    redisTimeoutMs: integer(env, 'REDIS_TIMEOUT_MS', 1000, 10, 60_000),
    metricsToken: raw(env, 'METRICS_TOKEN'),
    modelCacheSeconds: integer(env, 'MODEL_CACHE_SECONDS', 86_400, 1, 86_400),
    demo: flag(env, 'DEMO'),
  };
}

function raw(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function text(env: Env, name: string, fallback: string): string {
  return raw(env, name) ?? fallback;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return Number(value);
}

function httpUrl(env: Env, name: string, fallback: string): string {
  const value = raw(env, name) ?? fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${name} must be an http(s) URL, got "${value}"`);
  return value.replace(/\/+$/, '');
}

/** A header value: printable ASCII and spaces, at most 200 characters. */
function userAgent(env: Env): string {
  const value = raw(env, 'UPSTREAM_USER_AGENT');
  if (value === undefined) return DEFAULT_USER_AGENT;
  if (!/^[\x20-\x7e]{1,200}$/.test(value)) {
    throw new ConfigError('UPSTREAM_USER_AGENT must be 1 to 200 printable ASCII characters, such as "vin-report/1.0.0"');
  }
  return value;
}

function oneOf<T extends string>(env: Env, name: string, fallback: T, allowed: readonly T[]): T {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  const lower = value.toLowerCase() as T;
  if (!allowed.includes(lower)) throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${value}"`);
  return lower;
}

function list(env: Env, name: string, fallback: string[]): string[] {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

function flag(env: Env, name: string): boolean {
  const value = (raw(env, name) ?? '0').toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(value)) return true;
  if (['0', 'false', 'off', 'no'].includes(value)) return false;
  throw new ConfigError(`${name} must be 1 or 0 (true or false), got "${value}"`);
}

function trustProxy(env: Env): Config['trustProxy'] {
  const value = raw(env, 'TRUST_PROXY');
  if (value === undefined) return false;
  const lower = value.toLowerCase();
  if (['0', 'false', 'off', 'no'].includes(lower)) return false;
  if (['1', 'true', 'on', 'yes'].includes(lower)) return true;
  const entries = value.split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of entries) {
    if (!isIpOrCidr(entry)) throw new ConfigError(`TRUST_PROXY must be 1/true or a comma list of IPs/CIDRs, got "${entry}"`);
  }
  return entries;
}

function isIpOrCidr(entry: string): boolean {
  const [address, prefix, extra] = entry.split('/');
  if (extra !== undefined || address === undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function aiConfig(env: Env): AiConfig {
  const provider = oneOf<AiProviderName>(env, 'AI_PROVIDER', 'builtin', ['builtin', 'openai', 'anthropic']);
  const timeoutMs = integer(env, 'AI_TIMEOUT_MS', 20_000, 100, 300_000);
  const summaryMode = oneOf(env, 'AI_SUMMARY_MODE', 'inline', ['inline', 'background'] as const);
  if (provider === 'builtin') return { provider, baseUrl: '', apiKey: undefined, model: 'builtin', timeoutMs, summaryMode };
  const defaults = AI_DEFAULTS[provider];
  const baseUrl = httpUrl(env, 'AI_BASE_URL', defaults.baseUrl);
  const model = text(env, 'AI_MODEL', defaults.model);
  if (model.length > 200 || /\s/.test(model)) throw new ConfigError(`AI_MODEL must be a model name without spaces, got "${model.slice(0, 200)}"`);
  const apiKey = aiApiKey(env);
  if (!apiKey && !isLocalHost(new URL(baseUrl).hostname)) {
    throw new ConfigError(`AI_API_KEY (or AI_API_KEY_FILE) is required for AI_PROVIDER=${provider} at ${new URL(baseUrl).host}; only local servers run without a key`);
  }
  return { provider, baseUrl, apiKey, model, timeoutMs, summaryMode };
}

/** The key from AI_API_KEY, or the first line of the file AI_API_KEY_FILE names (systemd credentials). */
function aiApiKey(env: Env): string | undefined {
  const direct = raw(env, 'AI_API_KEY');
  const file = raw(env, 'AI_API_KEY_FILE');
  if (direct && file) throw new ConfigError('set AI_API_KEY or AI_API_KEY_FILE, not both');
  if (direct) return checkedKey(direct, 'AI_API_KEY');
  if (!file) return undefined;
  let content: string;
  try {
    content = readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    throw new ConfigError(`AI_API_KEY_FILE could not be read (${typeof code === 'string' ? code : 'error'}): "${file}"`);
  }
  const firstLine = content.split(/\r?\n/, 1)[0]!.trim();
  // An empty credential means "no key": the systemd unit always sets AI_API_KEY_FILE and falls back
  // to an empty credential, which must still let local servers (Ollama) and builtin start.
  if (!firstLine) return undefined;
  return checkedKey(firstLine, 'AI_API_KEY_FILE');
}

/** The key goes into an HTTP header, so it must be one printable token; the message never shows it. */
function checkedKey(key: string, name: string): string {
  if (!/^[\x21-\x7e]+$/.test(key)) throw new ConfigError(`${name} must be a single token of printable ASCII characters`);
  return key;
}

/**
 * Hosts that count as "your own server": loopback, private and link-local addresses, single-label
 * names (Docker/Compose service names such as `ollama`) and .local/.internal/.lan names.
 */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (/\.(local|internal|lan|home\.arpa)$/.test(host)) return true;
  const family = isIP(host);
  if (family === 4) {
    const [a, b] = host.split('.').map(Number) as [number, number];
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  if (family === 6) return host === '::1' || /^f[cd]/.test(host) || host.startsWith('fe80:');
  return !host.includes('.');
}

/** redis:// or rediss:// with optional user, password and /db. The value is never echoed: it may hold a password. */
function redisUrl(env: Env): string | null {
  const value = raw(env, 'REDIS_URL');
  if (value === undefined) return null;
  const shape = 'REDIS_URL must look like redis://[user:password@]host[:port][/db] (or rediss:// for TLS)';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${shape}; it is not a URL`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') throw new ConfigError(`${shape}; got scheme "${url.protocol}"`);
  if (!url.hostname) throw new ConfigError(`${shape}; the host is missing`);
  if (!/^(\/(\d{1,5})?)?$/.test(url.pathname)) throw new ConfigError(`${shape}; the database must be a number`);
  return value;
}

function redisPrefix(env: Env): string {
  const value = env.REDIS_PREFIX;
  if (value === undefined || value === '') return 'vin-report:';
  if (!/^[\x21-\x7e]{1,64}$/.test(value)) {
    throw new ConfigError(`REDIS_PREFIX must be 1 to 64 printable characters without spaces, got "${value.slice(0, 80)}"`);
  }
  return value;
}
