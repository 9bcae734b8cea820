/**
 * The OpenAI-compatible provider: Chat Completions (`POST {baseUrl}/chat/completions`, Bearer key).
 * The same code serves OpenAI, OpenRouter, Groq, Ollama, vLLM and LM Studio. It asks for the
 * summary with `response_format: json_schema` (strict); servers that answer 400 to that get the
 * plain-JSON form, and whatever comes back (content, fenced content, prose, a tool call) goes
 * through the defensive parser.
 */
import { createLlmCaller, saneModelName, tokenCount, type LlmProviderOptions } from './llm-call.js';
import { normalizeSummary, parseSummaryText, UnusableOutputError } from './parse-output.js';
import { MAX_OUTPUT_TOKENS, PLAIN_JSON_INSTRUCTION, SUMMARY_JSON_SCHEMA, SUMMARY_TOOL_NAME, SYSTEM_PROMPT, userPrompt } from './prompt.js';
import type { AiProvider } from './provider.js';

/** Reasoning models (o-series, gpt-5 family) reject `temperature` and spend output tokens on thinking. */
const REASONING_MODEL = /^(?:[\w-]+\/)?(?:o\d|gpt-5)/i;

/**
 * A provider named "openai" for any Chat Completions server. Construction does no I/O.
 * `summarize` resolves to a parsed, capped AiSummary with `provider` and `model` set, or throws
 * UpstreamError / UpstreamStatusError (key scrubbed) or UnusableOutputError.
 */
export function createOpenAiProvider(options: LlmProviderOptions): AiProvider {
  const headers: Record<string, string> = options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {};
  const call = createLlmCaller('openai', options, `${options.baseUrl}/chat/completions`, headers);
  const reasoning = REASONING_MODEL.test(options.model);
  // OpenAI itself deprecated max_tokens (reasoning models refuse it); compatible servers all know max_tokens.
  const tokenParam = new URL(options.baseUrl).hostname === 'api.openai.com' ? 'max_completion_tokens' : 'max_tokens';

  return {
    name: 'openai',
    summarize(input, signal) {
      return call({
        body(structured) {
          return {
            model: options.model,
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              { role: 'user', content: userPrompt(input, structured ? 'Answer with the JSON object only.' : PLAIN_JSON_INSTRUCTION) },
            ],
            [tokenParam]: reasoning ? MAX_OUTPUT_TOKENS * 4 : MAX_OUTPUT_TOKENS,
            ...(reasoning ? {} : { temperature: 0.2 }),
            ...(structured ? { response_format: { type: 'json_schema', json_schema: { name: SUMMARY_TOOL_NAME, strict: true, schema: SUMMARY_JSON_SCHEMA } } } : {}),
          };
        },
        read(json) {
          const body = json as { model?: unknown; choices?: Array<{ message?: OpenAiMessage }>; usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } };
          const message = Array.isArray(body?.choices) ? body.choices[0]?.message : undefined;
          if (!message || typeof message !== 'object') throw new UnusableOutputError('no message in the answer');
          return {
            summary: readMessage(message),
            model: saneModelName(body.model),
            inputTokens: tokenCount(body.usage?.prompt_tokens),
            outputTokens: tokenCount(body.usage?.completion_tokens),
          };
        },
      }, signal);
    },
  };
}

interface OpenAiMessage {
  content?: unknown;
  refusal?: unknown;
  tool_calls?: Array<{ function?: { name?: unknown; arguments?: unknown } }>;
}

function readMessage(message: OpenAiMessage) {
  // Some servers (and models routed through OpenRouter) answer with a tool call instead of content.
  const call = Array.isArray(message.tool_calls) ? message.tool_calls.find((c) => c?.function?.arguments !== undefined) : undefined;
  if (call) return normalizeSummary(call.function!.arguments);
  const content = typeof message.content === 'string' ? message.content
    : Array.isArray(message.content) ? message.content.map((part: { text?: unknown }) => (typeof part?.text === 'string' ? part.text : '')).join('')
    : '';
  if (!content.trim()) throw new UnusableOutputError(typeof message.refusal === 'string' && message.refusal ? 'the model refused' : 'empty answer');
  return parseSummaryText(content);
}
