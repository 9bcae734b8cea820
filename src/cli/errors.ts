/**
 * How the CLI ends. Each failure carries its exit code, so the entry point prints one line and
 * exits with it; nothing below the entry point calls process.exit.
 */

/** Exit codes: 64 and 66 and 78 are the BSD sysexits values scripts already know. */
export const EXIT = {
  OK: 0,
  /** Something unexpected (a bug); the line printed says so. */
  INTERNAL: 1,
  /** At least one VIN could not be decoded (the others were printed). */
  NOT_DECODED: 2,
  USAGE: 64,
  NO_INPUT: 66,
  CONFIG: 78,
} as const;

export class CliError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode: number) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

/** The command line itself is wrong: unknown command or flag, missing or extra argument. */
export class UsageError extends CliError {
  constructor(message: string) {
    super(message, EXIT.USAGE);
    this.name = 'UsageError';
  }
}
