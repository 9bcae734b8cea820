/**
 * Entry point of the `vin-report` command (bin/vin-report.js, bin/vin-report-mcp.js): the one CLI
 * module that touches the process. It hands the arguments, the environment and the streams to
 * runCli and exits with the code it returns.
 */
import { runCli, type CliIo } from '../cli/run.js';
import { EXIT } from '../cli/errors.js';
import { terminalText } from '../cli/terminal-text.js';

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

const io: CliIo = {
  env: process.env,
  out: write,
  err: (line) => process.stderr.write(`${terminalText(line)}\n`),
  stderr: process.stderr,
  stdin: process.stdin,
  // Loaded on first use: help and usage errors answer without loading the pipeline.
  openApp: async (env, options) => (await import('./cli-app.js')).openCliApp(env, options, process.stderr.isTTY === true),
  startServer: async (command, env) => (await import('./cli-app.js')).startCliServer(command, env, { input: process.stdin, output: process.stdout }),
};

const result = await runCli(process.argv.slice(2), io);
if (result !== 'running') {
  process.exitCode = result;
  setTimeout(() => process.exit(result), EXIT_GRACE_MS).unref();
}
