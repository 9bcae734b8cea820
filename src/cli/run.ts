/**
 * The `vin-report` command: `decode`, `watch`, `serve` and `mcp`. It touches no process state: the
 * entry point (src/entry/main-cli.ts) hands it the arguments, the environment and the streams, and
 * exits with the code it returns. Every failure ends as one line on stderr, never a stack trace,
 * with an exit code a script can branch on (see EXIT).
 */
import { packageVersion } from '../package-version.js';
import { runDecode, type CommandIo } from './decode-command.js';
import { runWatch } from './watch-command.js';
import { CliError, EXIT, UsageError } from './errors.js';
import { MAIN_HELP, MCP_HELP, SERVE_HELP } from './help.js';
import { parseCommandArgs } from './parse.js';

/** A long-lived command: the HTTP service or the MCP stdio server. */
export type ServerCommand = 'serve' | 'mcp';

export interface CliIo extends CommandIo {
  /**
   * Starts a server from `env`; resolves once it serves, and from then on it owns the process.
   * A start that fails throws a CliError (78 for a configuration to fix).
   */
  startServer: (command: ServerCommand, env: NodeJS.ProcessEnv) => Promise<void>;
}

/** Runs one command line; the exit code, or 'running' for a server that now owns the process. */
export async function runCli(argv: string[], io: CliIo): Promise<number | 'running'> {
  try {
    return await run(argv, io);
  } catch (err) {
    if (err instanceof CliError) {
      io.err(`vin-report: ${err.message}`);
      return err.exitCode;
    }
    // A bug, not the user's doing: one line, and the detail only when asked for.
    const detail = err instanceof Error ? err.message : String(err);
    io.err(`vin-report: internal error: ${detail}`);
    if (io.env.LOG_LEVEL === 'debug' && err instanceof Error && err.stack) io.err(err.stack);
    return EXIT.INTERNAL;
  }
}

async function run(argv: string[], io: CliIo): Promise<number | 'running'> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'decode':
      return runDecode(rest, io);
    case 'watch':
      return runWatch(rest, io);
    case 'serve':
    case 'mcp':
      return runServer(command, rest, io);
    case undefined:
      io.stderr.write(MAIN_HELP);
      return EXIT.USAGE;
    case '-h':
    case '--help':
    case 'help':
      await io.out(MAIN_HELP);
      return EXIT.OK;
    case '-v':
    case '--version':
      await io.out(`${version()}\n`);
      return EXIT.OK;
    default:
      throw new UsageError(command.startsWith('-')
        ? `unknown option ${command}; see "vin-report --help"`
        : `unknown command "${command}"; the commands are decode, watch, serve and mcp (see "vin-report --help")`);
  }
}

/** Starts a long-lived command (serve, mcp) from the environment, `--demo` added to it. */
async function runServer(command: ServerCommand, args: string[], io: CliIo): Promise<number | 'running'> {
  const { values, positionals } = parseCommandArgs(command, args, { help: { type: 'boolean', short: 'h' }, demo: { type: 'boolean' } });
  if (values.help) {
    await io.out(command === 'serve' ? SERVE_HELP : MCP_HELP);
    return EXIT.OK;
  }
  if (positionals.length > 0) throw new UsageError(`"${command}" takes no arguments (configure it with environment variables); see "vin-report ${command} --help"`);
  await io.startServer(command, values.demo ? { ...io.env, DEMO: '1' } : io.env);
  return 'running';
}

function version(): string {
  return packageVersion() ?? 'unknown';
}
