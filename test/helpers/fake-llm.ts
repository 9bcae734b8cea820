/**
 * A fake LLM on an ephemeral loopback port that speaks both OpenAI Chat Completions
 * (`POST /v1/chat/completions`) and Anthropic Messages (`POST /v1/messages`), with the real
 * response bodies, headers and error formats of each: success, tool calls, fenced JSON, prose,
 * 400 for unsupported structured output, 401, 429 with Retry-After, 500, Anthropic's 529
 * overloaded, a hang (timeout) and a connection reset. It checks the auth headers like the real
 * services do and records every request, so tests can assert what was sent.
 */
import http from 'node:http';
import { after, before, beforeEach } from 'node:test';
import { createLogger, type Logger } from '../../src/logger.js';
import type { AddressInfo, Socket } from 'node:net';

/** How the next answer looks. */
export type LlmBehaviour =
  /** The protocol's structured success: OpenAI JSON content, Anthropic tool_use (text JSON when no tools were sent). */
  | { kind: 'ok' }
  /** OpenAI: a tool call whose arguments are the JSON string. Anthropic: same as ok. */
  | { kind: 'tool-call' }
  /** The JSON in a ```json fence. */
  | { kind: 'fenced' }
  /** The JSON with chatter before and after it. */
  | { kind: 'prose' }
  /** This exact text as the answer content. */
  | { kind: 'text'; text: string }
  /** This value as the tool call's input (Anthropic) / arguments (OpenAI, JSON-encoded). */
  | { kind: 'tool-input'; input: unknown }
  /** 400 when the request uses response_format or tools (like many compatible servers), else ok as plain text. */
  | { kind: 'reject-structured' }
  /** An error answer in the protocol's format; `echoKey` plays a broken proxy that quotes the key. */
  | { kind: 'status'; status: 400 | 401 | 429 | 500 | 503 | 529; retryAfter?: string; echoKey?: boolean }
  /** Never answers (the client must time out). */
  | { kind: 'hang' }
  /** Drops the connection. */
  | { kind: 'reset' };

export interface RecordedRequest {
  protocol: 'openai' | 'anthropic';
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, any>;
}

export interface FakeLlm {
  /** For AI_BASE_URL with AI_PROVIDER=openai. */
  openaiBaseUrl: string;
  /** For AI_BASE_URL with AI_PROVIDER=anthropic. */
  anthropicBaseUrl: string;
  requests: RecordedRequest[];
  /** Answers the next requests with these behaviours, in order, then with the default. */
  queue(...behaviours: LlmBehaviour[]): void;
  /** The behaviour once the queue is empty (initially ok). */
  setDefault(behaviour: LlmBehaviour): void;
  close(): Promise<void>;
}

export interface FakeLlmOptions {
  /** The key the server accepts; undefined accepts requests without any (like Ollama). */
  apiKey?: string;
  /** Overrides the summary the fake writes from the request's data block. */
  summary?: (facts: any) => Record<string, unknown>;
  /** How long every answer takes (the benchmark plays a slow LLM). */
  delayMs?: number;
}

export async function startFakeLlm(options: FakeLlmOptions = {}): Promise<FakeLlm> {
  const sockets = new Set<Socket>();
  let queue: LlmBehaviour[] = [];
  let fallback: LlmBehaviour = { kind: 'ok' };
  const writeSummary = options.summary ?? fakeSummary;

  const state: FakeLlm = {
    openaiBaseUrl: '',
    anthropicBaseUrl: '',
    requests: [],
    queue(...behaviours) {
      queue.push(...behaviours);
    },
    setDefault(behaviour) {
      fallback = behaviour;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      const path = (req.url ?? '/').split('?')[0]!;
      const protocol = path === '/v1/chat/completions' ? 'openai' : path === '/v1/messages' ? 'anthropic' : undefined;
      if (!protocol || req.method !== 'POST') return sendJson(res, 404, { error: { message: 'Not found', type: 'not_found_error' } });
      let body: Record<string, any>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return sendJson(res, 400, errorBody(protocol, 400, 'Could not parse the JSON body of your request.'));
      }
      state.requests.push({ protocol, path, headers: req.headers, body });
      const behaviour = queue.shift() ?? fallback;

      const authError = checkAuth(protocol, req.headers, options.apiKey);
      if (authError) return sendJson(res, authError.status, authError.body);
      if (typeof body.model !== 'string' || !Array.isArray(body.messages)) {
        return sendJson(res, 400, errorBody(protocol, 400, 'model and messages are required'));
      }
      const facts = dataBlock(body);
      const summary = writeSummary(facts);
      const structured = protocol === 'openai' ? body.response_format !== undefined : body.tools !== undefined;

      switch (behaviour.kind) {
        case 'hang':
          return; // the socket stays open until the client gives up
        case 'reset':
          return void req.socket.destroy();
        case 'status': {
          const headers: Record<string, string> = behaviour.retryAfter !== undefined ? { 'retry-after': behaviour.retryAfter } : {};
          const echoed = behaviour.echoKey ? ` (received credentials: ${req.headers.authorization ?? req.headers['x-api-key'] ?? 'none'})` : '';
          return sendJson(res, behaviour.status, errorBody(protocol, behaviour.status, undefined, echoed, req.headers), headers);
        }
        case 'reject-structured':
          if (structured) {
            return sendJson(res, 400, protocol === 'openai'
              ? { error: { message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.", type: 'invalid_request_error', param: 'response_format', code: null } }
              : { type: 'error', error: { type: 'invalid_request_error', message: 'tools: this server does not support tool use' } });
          }
          return sendJson(res, 200, success(protocol, body, { kind: 'text', text: JSON.stringify(summary) }, summary));
        default:
          return sendJson(res, 200, success(protocol, body, behaviour, summary));
      }
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.openaiBaseUrl = `http://127.0.0.1:${port}/v1`;
  state.anthropicBaseUrl = `http://127.0.0.1:${port}`;
  return state;
}

/** The summary a well-behaved model would write from the data block: consistent with it. */
export function fakeSummary(facts: any): Record<string, unknown> {
  const v = facts?.vehicle ?? {};
  const name = [v.modelYear, v.make, v.model].filter(Boolean).join(' ') || 'vehicle';
  const urgent: Array<{ campNo: string; action: string }> = facts?.urgentRecalls ?? [];
  const count: number = facts?.recallCount ?? 0;
  return {
    overview: `FAKE-LLM: the ${name} has ${count} recall${count === 1 ? '' : 's'} on file.`,
    strengths: ['Decodes cleanly.'],
    issues: urgent.map((u) => `${u.action === 'parkIt' ? 'Do not drive' : 'Park outside'} until recall ${u.campNo} is fixed.`),
    buyingAdvice: `Check the recall work${urgent.length ? ` for ${urgent.map((u) => u.campNo).join(', ')}` : ''} before buying.`,
    maintenanceTips: 'Follow the owner\'s manual.',
    score: 7,
  };
}

/** The JSON between <vehicle_data> tags in the last user message, as the real model would read it. */
export function dataBlock(body: Record<string, any>): any {
  const messages: Array<{ role: string; content: unknown }> = body.messages ?? [];
  const user = [...messages].reverse().find((m) => m.role === 'user');
  const text = typeof user?.content === 'string' ? user.content : '';
  const match = /<vehicle_data>\n([\s\S]*?)\n<\/vehicle_data>/.exec(text);
  if (!match) return undefined;
  try {
    return JSON.parse(match[1]!);
  } catch {
    return undefined;
  }
}

function success(protocol: 'openai' | 'anthropic', request: Record<string, any>, behaviour: LlmBehaviour, summary: Record<string, unknown>): unknown {
  const json = JSON.stringify(summary);
  const text = behaviour.kind === 'fenced' ? `\`\`\`json\n${JSON.stringify(summary, null, 2)}\n\`\`\``
    : behaviour.kind === 'prose' ? `Sure! Here is the summary you asked for:\n\n${json}\n\nLet me know if you need anything else {or more detail}.`
    : behaviour.kind === 'text' ? behaviour.text
    : json;
  const toolInput = behaviour.kind === 'tool-input' ? behaviour.input : summary;
  const inputTokens = 800 + Math.round(JSON.stringify(request.messages).length / 4);
  const outputTokens = Math.round(json.length / 4);

  if (protocol === 'openai') {
    const asTool = behaviour.kind === 'tool-call' || behaviour.kind === 'tool-input';
    return {
      id: 'chatcmpl-B9MHDbslfkBeAs8l4bebGdFOJ6PeG',
      object: 'chat.completion',
      created: 1741570283,
      model: request.model,
      choices: [{
        index: 0,
        message: asTool
          ? { role: 'assistant', content: null, tool_calls: [{ id: 'call_62136354', type: 'function', function: { name: 'write_vehicle_summary', arguments: typeof toolInput === 'string' ? toolInput : JSON.stringify(toolInput) } }], refusal: null, annotations: [] }
          : { role: 'assistant', content: text, refusal: null, annotations: [] },
        logprobs: null,
        finish_reason: asTool ? 'tool_calls' : 'stop',
      }],
      usage: {
        prompt_tokens: inputTokens,
        completion_tokens: outputTokens,
        total_tokens: inputTokens + outputTokens,
        prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
        completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
      },
      service_tier: 'default',
      system_fingerprint: 'fp_fc9f1d7035',
    };
  }
  const useTool = request.tools !== undefined && ['ok', 'tool-call', 'tool-input'].includes(behaviour.kind);
  return {
    id: 'msg_01XFDUDYJgAACzvnptvVoYEL',
    type: 'message',
    role: 'assistant',
    model: request.model,
    content: useTool
      ? [{ type: 'tool_use', id: 'toolu_01A09q90qw90lq917835lq9', name: 'write_vehicle_summary', input: toolInput }]
      : [{ type: 'text', text }],
    stop_reason: useTool ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: inputTokens, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: outputTokens, service_tier: 'standard' },
  };
}

function checkAuth(protocol: 'openai' | 'anthropic', headers: http.IncomingHttpHeaders, key: string | undefined): { status: number; body: unknown } | undefined {
  if (protocol === 'anthropic' && headers['anthropic-version'] === undefined) {
    return { status: 400, body: { type: 'error', error: { type: 'invalid_request_error', message: 'anthropic-version: header is required' } } };
  }
  if (key === undefined) return undefined;
  if (protocol === 'openai') {
    const sent = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
    if (sent === key) return undefined;
    return {
      status: 401,
      body: sent === undefined
        ? { error: { message: "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).", type: 'invalid_request_error', param: null, code: null } }
        : { error: { message: `Incorrect API key provided: ${maskKey(sent)}. You can find your API key at https://platform.openai.com/account/api-keys.`, type: 'invalid_request_error', param: null, code: 'invalid_api_key' } },
    };
  }
  if (headers['x-api-key'] === key) return undefined;
  return { status: 401, body: { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' }, request_id: 'req_011CSHoEeqs5C35K2UUqR7Fy' } };
}

/** OpenAI's own masking in 401 messages: the first characters and the last four. */
function maskKey(key: string): string {
  return key.length <= 10 ? '*'.repeat(key.length) : `${key.slice(0, 6)}${'*'.repeat(key.length - 10)}${key.slice(-4)}`;
}

function errorBody(protocol: 'openai' | 'anthropic', status: number, message?: string, extra = '', headers?: http.IncomingHttpHeaders): unknown {
  if (protocol === 'openai') {
    const [type, code, text] = status === 400 ? ['invalid_request_error', null, message ?? 'Invalid request.']
      : status === 401 ? ['invalid_request_error', 'invalid_api_key', `Incorrect API key provided: ${maskKey(/^Bearer (.+)$/.exec(headers?.authorization ?? '')?.[1] ?? '')}.`]
      : status === 429 ? ['requests', 'rate_limit_exceeded', 'Rate limit reached for gpt-4.1-mini in organization org-fake on requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 20s.']
      : status === 503 ? ['server_error', null, 'The engine is currently overloaded, please try again later']
      : ['server_error', null, 'The server had an error while processing your request. Sorry about that!'];
    return { error: { message: text + extra, type, param: null, code } };
  }
  const [type, text] = status === 400 ? ['invalid_request_error', message ?? 'Invalid request']
    : status === 401 ? ['authentication_error', 'invalid x-api-key']
    : status === 429 ? ['rate_limit_error', 'This request would exceed the rate limit for your organization of 50 requests per minute.']
    : status === 529 ? ['overloaded_error', 'Overloaded']
    : ['api_error', 'Internal server error'];
  return { type: 'error', error: { type, message: text + extra }, request_id: 'req_011CSHoEeqs5C35K2UUqR7Fy' };
}

function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const bytes = Buffer.from(JSON.stringify(body));
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': bytes.length, ...headers });
  res.end(bytes);
}

/**
 * Registers hooks for one fake LLM shared by a describe block: started before it, closed after it,
 * and reset (no recorded requests, answering "ok") before each test. The returned object is the
 * fake once the `before` hook has run.
 */
export function useFakeLlm(options: FakeLlmOptions = {}): FakeLlm {
  const fake = {} as FakeLlm;
  before(async () => {
    Object.assign(fake, await startFakeLlm(options));
  });
  after(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.setDefault({ kind: 'ok' });
  });
  return fake;
}

/** A debug-level logger whose lines are kept, to assert on what a provider logged. */
export function captureLogger(): { lines: string[]; logger: Logger } {
  const lines: string[] = [];
  return { lines, logger: createLogger({ level: 'debug', write: (line) => lines.push(line) }) };
}
