/**
 * node:util parseArgs with the CLI's own one-line messages: Node's wording for an unknown flag
 * runs to three sentences about positionals, which is not what a person mistyping `--jsno` needs.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './errors.js';

type Options = NonNullable<ParseArgsConfig['options']>;

export interface Parsed<T extends Options> {
  values: { [K in keyof T]?: T[K]['type'] extends 'boolean' ? boolean : string };
  positionals: string[];
}

/** Parses `args` for `command` (as typed, e.g. "decode"); throws UsageError on anything it does not know. */
export function parseCommandArgs<T extends Options>(command: string, args: string[], options: T): Parsed<T> {
  try {
    const { values, positionals } = parseArgs({ args, options, allowPositionals: true, strict: true });
    return { values: values as Parsed<T>['values'], positionals };
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    const message = err instanceof Error ? err.message : String(err);
    const flag = /'(-[^' ]+)/.exec(message)?.[1] ?? '';
    const seeHelp = `see "vin-report ${command} --help"`;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new UsageError(`unknown option ${flag} for "${command}"; ${seeHelp}`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') throw new UsageError(`option ${flag} needs a value; ${seeHelp}`);
    throw new UsageError(`${message.split('\n')[0]}; ${seeHelp}`);
  }
}
