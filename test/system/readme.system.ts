/**
 * The README as a new user follows it: a clone of this repository in a scratch folder, then every
 * command of the README's shell blocks and its MCP configurations, run as written (the one
 * substitution each needs is named beside it). The first test fails when the README shows a
 * command this file does not run, so a new line in the README comes with its check here. The
 * lines under "Once published on npm" are left out while the package is not on the registry.
 * Last, the MCP Bundle `npm run bundle` writes is installed as a host installs it: unpacked into an
 * empty folder and started exactly as its manifest says, with the clone moved away meanwhile.
 * Slow (an install and two builds), so it is in the system suite.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, test } from 'node:test';
import { getMcpConfigForManifest, unpackExtension, type McpbManifestAny } from '@anthropic-ai/mcpb';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { ROOT, startEntryPoint } from '../helpers/entry-point.js';

const run = promisify(execFile);
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const HONDA = '1HGCM82633A004352';
const INSTALL_TIMEOUT_MS = 300_000;
const START_TIMEOUT_MS = 300_000;
const COMMAND_TIMEOUT_MS = 60_000;
/** Nothing listens on port 9: a demo that reached for the network would fail. */
const NOWHERE = { VPIC_BASE_URL: 'http://127.0.0.1:9/api/vehicles', RECALLS_BASE_URL: 'http://127.0.0.1:9', FUELECONOMY_BASE_URL: 'http://127.0.0.1:9' };

/** The README up to the "Once published" heading, whose npx lines cannot work before publishing. */
const USABLE = README.split(/^### Once published on npm/m)[0]!;

/** Every command line of the README's ```sh blocks, backslash continuations joined, comments dropped. */
function readmeCommands(): string[] {
  const commands: string[] = [];
  for (const [, block] of USABLE.matchAll(/^```sh\n([\s\S]*?)^```/gm)) {
    const joined = block!.replace(/\s*\\\n\s*/g, ' ');
    for (const line of joined.split('\n')) {
      const command = line.replace(/\s+#.*$/, '').trim();
      if (command) commands.push(command);
    }
  }
  return commands;
}

/** What this file does with each command the README shows (the test names say where). */
const CHECKED: Record<string, string> = {
  'git clone <this repository> vin-report': 'before(): cloned from this repository',
  'cd vin-report': 'before(): every command runs in the clone',
  'npm ci && npm start': 'before(): npm ci; "npm start serves the page and the API"',
  'npm ci && npm test': 'not run here: it is the suite .ci/run runs on its own, and would run this suite inside itself',
  'DEMO=1 npm start': '"DEMO=1 npm start serves demo reports without network"',
  [`curl -s -X POST http://localhost:8080/api/decode -H 'Content-Type: application/json' -d '{"vin": "${HONDA}"}'`]: '"the README\'s curl example answers a report"',
  'npm link': '"npm link puts both commands on the PATH"',
  [`vin-report decode --demo ${HONDA}`]: '"npm link puts both commands on the PATH"',
  'vin-report-mcp --help': '"npm link puts both commands on the PATH"',
  'npm run bundle': '"npm run bundle writes an MCP Bundle that ... answers decodeVin in demo mode"',
};

let tmp: string;
let clone: string;
let fake: FakeUpstream;
let env: Record<string, string>;

before(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'vin-report-readme-'));
  fake = await startFakeUpstream();
  env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' };
  // "<this repository>": this checkout (its committed state, as a clone gets it).
  await run('git', ['clone', '--quiet', ROOT, 'vin-report'], { cwd: tmp, env });
  clone = path.join(tmp, 'vin-report');
  // --prefer-offline: from npm's cache where it can, so the test does not wait on the registry.
  await run('npm', ['ci', '--prefer-offline'], { cwd: clone, env, timeout: INSTALL_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 });
}, { timeout: INSTALL_TIMEOUT_MS + COMMAND_TIMEOUT_MS });

after(async () => {
  await fake?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

test('every command the README shows is one this test runs', () => {
  assert.deepEqual([...new Set(readmeCommands())].sort(), Object.keys(CHECKED).sort());
});

test('the README keeps its two set-up commands', () => {
  const commands = readmeCommands();
  assert.ok(commands.includes('npm ci && npm start'));
  assert.ok(commands.includes('npm ci && npm test'));
});

test('every "npm run" script the README names exists', () => {
  const scripts = (JSON.parse(readFileSync(path.join(clone, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const named = [...README.matchAll(/npm run ([a-z:]+)/g)].map((m) => m[1]!);
  assert.ok(named.length >= 4);
  assert.deepEqual(named.filter((name) => !(name in scripts)), []);
});

test('npm start serves the page and the API', { timeout: START_TIMEOUT_MS }, async () => {
  // The port is the system's choice and the upstreams the fake NHTSA: nothing leaves loopback.
  const service = await startEntryPoint({
    command: 'npm', args: ['start'], cwd: clone, startTimeoutMs: START_TIMEOUT_MS,
    env: { ...env, HOST: '127.0.0.1', PORT: '0', CACHE_DIR: path.join(tmp, 'cache'), VPIC_BASE_URL: fake.vpicBaseUrl, RECALLS_BASE_URL: fake.recallsBaseUrl, FUELECONOMY_BASE_URL: fake.fuelEconomyBaseUrl },
  });
  try {
    assert.equal((await fetch(`${service.baseUrl}/`)).status, 200);
    const res = await fetch(`${service.baseUrl}/api/decode`, { method: 'POST', body: JSON.stringify({ vin: HONDA }) });
    assert.equal(res.status, 200);
    assert.equal(((await res.json()) as { vehicle: { model: string } }).vehicle.model, 'Accord');
  } finally {
    assert.equal((await service.stop()).code, 0, service.stderr());
  }
});

test('DEMO=1 npm start serves demo reports without network, and the README\'s curl example answers one', { timeout: START_TIMEOUT_MS }, async () => {
  const service = await startEntryPoint({
    command: 'npm', args: ['start'], cwd: clone, startTimeoutMs: START_TIMEOUT_MS,
    env: { ...env, DEMO: '1', HOST: '127.0.0.1', PORT: '0', CACHE_DIR: path.join(tmp, 'demo-cache'), ...NOWHERE },
  });
  try {
    const page = await fetch(`${service.baseUrl}/`);
    assert.equal(page.headers.get('x-demo'), '1');
    assert.match(await page.text(), /<strong>Demo mode\.<\/strong>/);
    // The README's curl line, as written but for the port.
    const curl = readmeCommands().find((command) => command.startsWith('curl '))!;
    const args = [...curl.matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2]!).slice(1).map((arg) => arg.replace('http://localhost:8080', service.baseUrl));
    const { stdout } = await run('curl', args, { timeout: COMMAND_TIMEOUT_MS });
    const report = JSON.parse(stdout) as { vin: string; demo?: boolean };
    assert.equal(report.vin, HONDA);
    assert.equal(report.demo, true);
    assert.equal(existsSync(path.join(tmp, 'demo-cache')), false, 'demo mode leaves the cache alone');
  } finally {
    assert.equal((await service.stop()).code, 0, service.stderr());
  }
});

test('npm link puts both commands on the PATH: a demo decode and the MCP server\'s help', { timeout: COMMAND_TIMEOUT_MS * 3 }, async () => {
  // npm's global folder in the scratch folder, so the machine's own is left alone.
  const prefix = path.join(tmp, 'global');
  const linked = { ...env, npm_config_prefix: prefix, PATH: `${path.join(prefix, 'bin')}:${env.PATH}`, ...NOWHERE, CACHE_DIR: path.join(tmp, 'cli-cache') };
  await run('npm', ['link'], { cwd: clone, env: linked, timeout: COMMAND_TIMEOUT_MS });
  const decode = await run('vin-report', ['decode', '--demo', HONDA], { cwd: tmp, env: linked, timeout: COMMAND_TIMEOUT_MS });
  assert.match(decode.stdout, /^Demo data: this report was built from recorded NHTSA answers/);
  assert.match(decode.stdout, /\n2003 Honda Accord EX-V6\n/);
  const help = await run('vin-report-mcp', ['--help'], { cwd: tmp, env: linked, timeout: COMMAND_TIMEOUT_MS });
  assert.match(help.stdout, /^Usage: vin-report mcp \[--demo\]\n {7}vin-report-mcp \[--demo\]\n/);
});

/** Starts `command args` as an MCP server the way a client does, and asks it for a demo report. */
async function demoReportOverMcp(command: string, args: string[]): Promise<void> {
  const transport = new StdioClientTransport({ command, args: [...args, '--demo'], cwd: tmp, env: { ...env, ...NOWHERE, CACHE_DIR: path.join(tmp, 'mcp-cache') }, stderr: 'pipe' });
  const client = new Client({ name: 'readme-test', version: '1.0.0' });
  await client.connect(transport, { timeout: COMMAND_TIMEOUT_MS });
  try {
    const result = await client.callTool({ name: 'decodeVin', arguments: { vin: HONDA } });
    assert.equal((result.structuredContent as { demo?: boolean }).demo, true, JSON.stringify(result).slice(0, 500));
  } finally {
    await client.close();
  }
}

test('the README\'s Claude Desktop configuration starts the MCP server of the clone', { timeout: COMMAND_TIMEOUT_MS * 2 }, async () => {
  const block = [...USABLE.matchAll(/^```json\n([\s\S]*?)^```/gm)].map((m) => m[1]!).find((text) => text.includes('"mcpServers"') && text.includes('/path/to/vin-report'));
  assert.ok(block, 'a Claude Desktop configuration for the clone');
  const server = (JSON.parse(block) as { mcpServers: Record<string, { command: string; args: string[] }> }).mcpServers['vin-report']!;
  // "/path/to/vin-report": the clone's absolute path, as the README asks.
  await demoReportOverMcp(server.command, server.args.map((arg) => arg.replace('/path/to/vin-report', clone)));
});

test('the README\'s Claude Code line starts the MCP server of the clone', { timeout: COMMAND_TIMEOUT_MS * 2 }, async () => {
  const line = /`claude mcp add vin-report -- ([^`]+)`/.exec(USABLE)?.[1];
  assert.ok(line, 'a claude mcp add line for the clone');
  const [command, ...args] = line.replace('/path/to/vin-report', clone).split(' ');
  await demoReportOverMcp(command!, args);
});

test('npm run bundle writes an MCP Bundle that, unpacked into an empty folder and started as its manifest says, answers decodeVin in demo mode without the clone', { timeout: START_TIMEOUT_MS }, async () => {
  await run('npm', ['run', 'bundle'], { cwd: clone, env, timeout: START_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 });
  const { version } = JSON.parse(readFileSync(path.join(clone, 'package.json'), 'utf8')) as { version: string };
  // As Claude Desktop installs it: the zip unpacked into a folder of its own.
  const home = path.join(tmp, 'bundle-home');
  const installed = path.join(home, 'extensions', 'vin-report');
  await mkdir(installed, { recursive: true });
  assert.ok(await unpackExtension({ mcpbPath: path.join(clone, `vin-report-${version}.mcpb`), outputDir: installed, silent: true }));
  const manifest = JSON.parse(readFileSync(path.join(installed, 'manifest.json'), 'utf8')) as McpbManifestAny;
  assert.equal(manifest.version, version, 'the manifest takes the version from package.json');
  assert.equal(manifest.user_config?.ai_api_key?.sensitive, true, 'the API key is marked sensitive');
  for (const devOnly of ['typescript', 'tsx', '@anthropic-ai/mcpb', 'src']) {
    assert.equal(existsSync(path.join(installed, devOnly)) || existsSync(path.join(installed, 'node_modules', devOnly)), false, `${devOnly} is in the bundle`);
  }
  // The command line and environment the host builds from mcp_config, with the demo switch on.
  const config = await getMcpConfigForManifest({ manifest, extensionPath: installed, systemDirs: { HOME: home }, userConfig: { demo: true }, pathSeparator: path.sep });
  assert.ok(config);
  await rename(clone, `${clone}.away`);
  try {
    const transport = new StdioClientTransport({ command: config.command, args: config.args ?? [], cwd: home, env: { PATH: env.PATH!, ...config.env }, stderr: 'pipe' });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const client = new Client({ name: 'bundle-test', version: '1.0.0' });
    await client.connect(transport, { timeout: COMMAND_TIMEOUT_MS });
    try {
      const { tools } = await client.listTools();
      assert.deepEqual(tools.map((tool) => tool.name), (manifest.tools ?? []).map((tool) => tool.name), 'the manifest lists the tools the server has');
      const result = await client.callTool({ name: 'decodeVin', arguments: { vin: HONDA } });
      const report = result.structuredContent as { vin: string; demo?: boolean };
      assert.equal(report.vin, HONDA, stderr);
      assert.equal(report.demo, true);
    } finally {
      await client.close();
    }
    assert.equal(existsSync(path.join(installed, 'data')), false, 'demo mode leaves the cache alone');
  } finally {
    await rename(`${clone}.away`, clone);
  }
});
