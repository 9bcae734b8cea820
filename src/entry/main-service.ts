/**
 * Entry point of the HTTP service: `npm start`, the systemd unit's ExecStart. Hands the process's
 * environment to startService and maps a failed start to one line on stderr and an exit code.
 */
import { failedStart } from './bootstrap.js';
import { startService } from './service.js';

try {
  await startService(process.env);
} catch (err) {
  const { line, exitCode } = failedStart('vin-report', err);
  process.stderr.write(line);
  process.exit(exitCode);
}
