/** The --help texts, one per command. */

export const MAIN_HELP = `Usage: vin-report <command> [options]

Turns a 17-character VIN into a vehicle report: vPIC decode, NHTSA recalls, complaints,
crash ratings, fuel economy, maintenance specs and a summary.

Commands:
  decode <VIN>       Print the report for one VIN (text, or JSON with --json)
  decode --file F    Decode a list of VINs (one a line; "-" reads stdin) as CSV or JSON Lines
  watch F            Print the recall campaigns new or changed for a fleet file since the last run
  serve              Start the HTTP service (as "npm start" does)
  mcp                Start the MCP server on stdio (for Claude Desktop, Claude Code and others)

Options:
  -h, --help         Show help (also "vin-report <command> --help")
  -v, --version      Show the version

decode, serve and mcp take --demo (or DEMO=1): answers come from recorded NHTSA answers bundled with
vin-report for a handful of VINs, without network access, and say so.

Configuration comes from the same environment variables as the service (CACHE_DIR,
VPIC_BASE_URL, RECALLS_BASE_URL, UPSTREAM_TIMEOUT_MS, AI_PROVIDER, LOG_LEVEL, ...).
`;

export const DECODE_HELP = `Usage: vin-report decode <VIN> [--json] [--demo]
       vin-report decode --file <path|-> [--format csv|jsonl] [--concurrency N] [--demo]

Decodes VINs in this process (no server needed), sharing the service's file cache (CACHE_DIR).

Options:
  --json             Print the report as JSON (the same body POST /api/decode answers)
  --file <path|->    Decode every VIN in a file, or stdin with "-": one VIN a line (or the first
                     column of a CSV); blank lines, "#" comments and a "VIN" header are skipped
  --format <f>       With --file: csv (default; one row per VIN) or jsonl (one JSON object a line)
  --concurrency <n>  With --file: VINs decoded at once, 1 to 16 (default 4)
  --demo             Answer from the recorded demo data (no network; the cache is not touched)
  --log <text|json>  Warnings as sentences, each kind once (default at a terminal), or as the
                     service's JSON log lines (default when stderr is a pipe or a file)
  --verbose          Every log line from info up, as JSON (LOG_LEVEL sets the level too)
  -h, --help         Show this help

Results go to stdout in input order; progress (on a terminal) and the summary line go to stderr.
Exit status: 0 when every VIN was decoded, 2 when any could not be, 64 for a usage error,
66 when the file cannot be read, 78 for a configuration error.
`;

export const WATCH_HELP = `Usage: vin-report watch <fleet-file>

Re-checks the recalls of every model in a fleet file (the same list "decode --file" reads) and
prints the campaigns that are new or changed since the last run, each with the fleet's VINs it
concerns. Recall lists are asked of NHTSA per make, model and year on every run, never taken from
a cache. The first run prints every campaign on file. A VIN vPIC gives no model name cannot be
watched: each run names it on stderr (status 2) and decodes it again.

What a run has seen is kept beside the fleet file, in <fleet-file>.watch.json (written
atomically); delete it to start over. While an upstream is cooling off, the run waits for it.

Options:
  -h, --help         Show this help

Exit status: 0 when nothing is new, 1 when there are new or changed campaigns (for cron or a
systemd timer to alert on), 2 when some VINs or models could not be checked, 64 for a usage
error, 66 when the file cannot be read, 78 for a configuration error.
`;

export const SERVE_HELP = `Usage: vin-report serve [--demo]

Starts the HTTP service (POST /api/decode, /mcp, the OpenAPI document) on HOST:PORT
(default 0.0.0.0:8080) and runs until SIGTERM or Ctrl-C, finishing requests in flight.
Configured by the service's environment variables (PORT, HOST, CACHE_DIR, REDIS_URL, ...).

Options:
  --demo             Answer from the recorded demo data for a handful of VINs, without network
                     access and without touching the cache (as DEMO=1 does); every page and
                     report says so
  -h, --help         Show this help
`;

export const MCP_HELP = `Usage: vin-report mcp [--demo]
       vin-report-mcp [--demo]

Starts the MCP server on stdio (for Claude Desktop, Claude Code and other MCP clients): stdout
carries protocol messages only and logs go to stderr. It shares CACHE_DIR with the service and
the CLI. An MCP client starts it; run by hand, it waits for protocol messages on stdin.

Options:
  --demo             Answer from the recorded demo data (no network; the cache is not touched)
  -h, --help         Show this help
`;
