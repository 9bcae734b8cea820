/**
 * The Anthropic provider: Messages API (`POST {baseUrl}/v1/messages`, `x-api-key`,
 * `anthropic-version: 2023-06-01`). The summary is asked for as a forced tool call
 * (`tool_choice: {type: "tool"}`), whose `input` is already JSON; compatible servers that answer
 * 400 to tools get the plain-JSON form, and text answers go through the defensive parser.
 */
import { createLlmCaller, saneModelName, tokenCount, type LlmProviderOptions } from './llm-call.js';
import { normalizeSummary, parseSummaryText, UnusableOutputError } from './parse-output.js';
import { MAX_OUTPUT_TOKENS, PLAIN_JSON_INSTRUCTION, SUMMARY_JSON_SCHEMA, SUMMARY_TOOL_NAME, SYSTEM_PROMPT, userPrompt } from './prompt.js';
import type { AiProvider } from './provider.js';

/** The API version header every Messages request must carry. */
export const ANTHROPIC_VERSION = '2023-06-01';

/**
 * A provider named "anthropic" for the Messages API. Construction does no I/O. `summarize`
 * resolves to a parsed, capped AiSummary with `provider` and `model` set, or throws UpstreamError /
 * UpstreamStatusError (key scrubbed, 529 included) or UnusableOutputError.
 */
export function createAnthropicProvider(options: LlmProviderOptions): AiProvider {
  const headers: Record<string, string> = { 'anthropic-version': ANTHROPIC_VERSION };
  if (options.apiKey) headers['x-api-key'] = options.apiKey;
  // Accept a base URL given with or without the /v1 suffix.
  const url = options.baseUrl.endsWith('/v1') ? `${options.baseUrl}/messages` : `${options.baseUrl}/v1/messages`;
  const call = createLlmCaller('anthropic', options, url, headers);

  return {
    name: 'anthropic',
    summarize(input, signal) {
      return call({
        body(structured) {
          return {
            model: options.model,
            max_tokens: MAX_OUTPUT_TOKENS,
            temperature: 0.2,
            system: SYSTEM_PROMPT,
            messages: [{ role: 'user', content: userPrompt(input, structured ? `Answer by calling the ${SUMMARY_TOOL_NAME} tool.` : PLAIN_JSON_INSTRUCTION) }],
            ...(structured ? {
              tools: [{ name: SUMMARY_TOOL_NAME, description: 'Records the buyer\'s summary of the vehicle.', input_schema: SUMMARY_JSON_SCHEMA }],
              tool_choice: { type: 'tool', name: SUMMARY_TOOL_NAME },
            } : {}),
          };
        },
        read(json) {
          const body = json as { model?: unknown; content?: unknown; usage?: { input_tokens?: unknown; output_tokens?: unknown } };
          if (!body || !Array.isArray(body.content)) throw new UnusableOutputError('no content in the answer');
          const blocks = body.content as Array<{ type?: unknown; input?: unknown; text?: unknown }>;
          const tool = blocks.find((b) => b?.type === 'tool_use' && b.input !== undefined);
          const text = blocks.filter((b) => b?.type === 'text' && typeof b.text === 'string').map((b) => b.text as string).join('\n');
          if (!tool && !text.trim()) throw new UnusableOutputError('empty answer');
          return {
            summary: tool ? normalizeSummary(tool.input) : parseSummaryText(text),
            model: saneModelName(body.model),
            inputTokens: tokenCount(body.usage?.input_tokens),
            outputTokens: tokenCount(body.usage?.output_tokens),
          };
        },
      }, signal);
    },
  };
}
