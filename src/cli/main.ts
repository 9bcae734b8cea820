/**
 * The `vin-report` command: `decode`, `watch`, `serve` and `mcp`. The only CLI module that touches the
 * process (arguments, environment, exit code); every failure ends as one line on stderr, never a
 * stack trace, with an exit code a script can branch on (see EXIT).
 */
import { createRequire } from 'node:module';
import { runDecode, type CommandIo } from './decode-command.js';
import { runWatch } from './watch-command.js';
import { CliError, EXIT, UsageError } from './errors.js';
import { MAIN_HELP, MCP_HELP, SERVE_HELP } from './help.js';
import { parseCommandArgs } from './parse.js';
import { terminalText } from './terminal-text.js';

/** After the work is done, how long open handles (sockets in keep-alive, timers) may delay the exit. */
const EXIT_GRACE_MS = 5_000;

// A reader that stops early (`vin-report decode --file vins.txt | head`) closes the pipe: that is
// not a failure of ours, so stop quietly as other command-line tools do.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(EXIT.OK);
  process.stderr.write(`vin-report: cannot write the output: ${err.message}\n`);
  process.exit(EXIT.INTERNAL);
});

// Everything the command prints passes terminalText here, at the edge: upstream text and echoed
// arguments never reach a terminal as escape sequences.
function write(text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // EPIPE is left to the 'error' handler above, which ends the process quietly.
    process.stdout.write(terminalText(text), (err) => (!err ? resolve() : (err as NodeJS.ErrnoException).code === 'EPIPE' ? undefined : reject(err)));
  });
}

const io: CommandIo = {
  env: process.env,
  out: write,
  err: (line) => writeError(line),
  stderr: process.stderr,
  stdin: process.stdin,
  // Loaded on first use: help and usage errors answer without loading the pipeline.
  openApp: async (env, options) => (await import('./open-app.js')).openApp(env, options),
};

/** One line for a person on stderr. */
function writeError(line: string): void {
  process.stderr.write(`${terminalText(line)}\n`);
}

/** Runs a long-lived command (serve, mcp) by loading its entry module, which owns the process from then on. */
async function runServer(command: 'serve' | 'mcp', args: string[]): Promise<number | 'running'> {
  const { values, positionals } = parseCommandArgs(command, args, { help: { type: 'boolean', short: 'h' }, demo: { type: 'boolean' } });
  if (values.help) {
    await write(command === 'serve' ? SERVE_HELP : MCP_HELP);
    return EXIT.OK;
  }
  if (positionals.length > 0) throw new UsageError(`"${command}" takes no arguments (configure it with environment variables); see "vin-report ${command} --help"`);
  // The entry module reads its configuration from the environment, as under systemd or npm start.
  if (values.demo) process.env.DEMO = '1';
  if (command === 'serve') await import('../main.js');
  else await import('../../mcp/stdio.js');
  return 'running';
}

function version(): string {
  // package.json is two levels above src/cli/ (sources) and three above dist/src/cli/ (built).
  const require = createRequire(import.meta.url);
  for (const candidate of ['../../package.json', '../../../package.json']) {
    try {
      const pkg = require(candidate) as { name?: string; version?: string };
      if (pkg.name === 'vin-report' && pkg.version) return pkg.version;
    } catch {
      // not at this level: try the next
    }
  }
  return 'unknown';
}

async function run(argv: string[]): Promise<number | 'running'> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'decode':
      return runDecode(rest, io);
    case 'watch':
      return runWatch(rest, io);
    case 'serve':
    case 'mcp':
      return runServer(command, rest);
    case undefined:
      process.stderr.write(MAIN_HELP);
      return EXIT.USAGE;
    case '-h':
    case '--help':
    case 'help':
      await write(MAIN_HELP);
      return EXIT.OK;
    case '-v':
    case '--version':
      await write(`${version()}\n`);
      return EXIT.OK;
    default:
      throw new UsageError(command.startsWith('-')
        ? `unknown option ${command}; see "vin-report --help"`
        : `unknown command "${command}"; the commands are decode, watch, serve and mcp (see "vin-report --help")`);
  }
}

function finish(code: number): void {
  process.exitCode = code;
  setTimeout(() => process.exit(code), EXIT_GRACE_MS).unref();
}

try {
  const result = await run(process.argv.slice(2));
  if (result !== 'running') finish(result);
} catch (err) {
  if (err instanceof CliError) {
    writeError(`vin-report: ${err.message}`);
    finish(err.exitCode);
  } else {
    // A bug, not the user's doing: one line, and the detail only when asked for.
    const detail = err instanceof Error ? err.message : String(err);
    writeError(`vin-report: internal error: ${detail}`);
    if (process.env.LOG_LEVEL === 'debug' && err instanceof Error && err.stack) writeError(err.stack);
    finish(EXIT.INTERNAL);
  }
}
