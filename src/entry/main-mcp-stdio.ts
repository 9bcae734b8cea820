/**
 * Entry point of the MCP stdio server: `npm run -s mcp`. Hands the process's environment, stdin and
 * stdout to startMcpStdio and maps a failed start to one line on stderr and an exit code.
 */
import { failedStart } from './bootstrap.js';
import { startMcpStdio } from './mcp-stdio.js';

try {
  await startMcpStdio(process.env, { input: process.stdin, output: process.stdout });
} catch (err) {
  const { line, exitCode } = failedStart('vin-report-mcp', err);
  process.stderr.write(line);
  process.exit(exitCode);
}
