/**
 * The installable package as a user gets it: `npm pack` (whose prepack builds dist/), the tarball
 * installed into an empty folder, and the two commands run through npx from there, against the
 * fake NHTSA. Slow (a build and an install), so everything shares one pack.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { VinReportSchema } from '../../src/report/report.js';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { cliEnv, REPO_DIR } from '../cli/run-cli.js';

const run = promisify(execFile);
const HONDA = '1HGCM82633A004352';
/** Bounds for the slow steps: a full build and an install from the local npm cache. */
const PACK_TIMEOUT_MS = 300_000;
const INSTALL_TIMEOUT_MS = 300_000;
const COMMAND_TIMEOUT_MS = 60_000;
/** Not copied for packing: rebuilt or linked (dist, node_modules), or local state. */
const COPY_SKIPS = new Set(['.git', 'node_modules', 'dist', 'data']);

let fake: FakeUpstream;
let tmp: string;
let installDir: string;
let packedFiles: string[];
let env: Record<string, string>;

before(async () => {
  fake = await startFakeUpstream();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'vin-report-pack-'));
  // Packed from a copy: prepack rebuilds dist/, which must not pull the build out from under other
  // tests running from the checkout's dist/ at the same time.
  const source = path.join(tmp, 'source');
  await cp(REPO_DIR, source, { recursive: true, filter: (from) => !COPY_SKIPS.has(path.relative(REPO_DIR, from)) });
  await symlink(path.join(REPO_DIR, 'node_modules'), path.join(source, 'node_modules'), 'dir');
  const packed = await run('npm', ['pack', '--json', '--pack-destination', tmp], { cwd: source, timeout: PACK_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 });
  const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
  packedFiles = info!.files.map((f) => f.path);
  installDir = path.join(tmp, 'empty');
  await mkdir(installDir);
  await run('npm', ['install', path.join(tmp, info!.filename), '--prefer-offline', '--no-audit', '--no-fund'], { cwd: installDir, timeout: INSTALL_TIMEOUT_MS });
  // npm_config_yes=false: should the installed bin be missing, npx fails instead of fetching some
  // other package of that name from the registry.
  env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', npm_config_yes: 'false', ...cliEnv(fake, path.join(tmp, 'cache')) };
}, { timeout: PACK_TIMEOUT_MS + INSTALL_TIMEOUT_MS });

after(async () => {
  await fake?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

test('the tarball ships the built JavaScript and no TypeScript sources, tests or tsx', () => {
  assert.ok(packedFiles.includes('dist/src/entry/main-cli.js'), 'the CLI is built');
  assert.ok(packedFiles.includes('dist/src/entry/mcp-stdio.js'), 'the MCP server is built');
  assert.ok(packedFiles.includes('bin/vin-report.js') && packedFiles.includes('bin/vin-report-mcp.js'));
  assert.deepEqual(packedFiles.filter((f) => /^(src|mcp|test|bench|scripts)\//.test(f) || /(?<!\.d)\.ts$/.test(f)), []);
  assert.equal(existsSync(path.join(installDir, 'node_modules', 'tsx')), false, 'tsx is not installed with the package');
});

test('npx vin-report --help works from the installed tarball', async () => {
  const { stdout } = await run('npx', ['vin-report', '--help'], { cwd: installDir, env, timeout: COMMAND_TIMEOUT_MS });
  assert.match(stdout, /^Usage: vin-report <command>/);
});

test('npx vin-report --version prints the packed version', async () => {
  const { version } = JSON.parse(await readFile(path.join(REPO_DIR, 'package.json'), 'utf8')) as { version: string };
  const { stdout } = await run('npx', ['vin-report', '--version'], { cwd: installDir, env, timeout: COMMAND_TIMEOUT_MS });
  assert.equal(stdout, `${version}\n`);
});

test('npx vin-report decode --json decodes a VIN from the installed tarball', async () => {
  const { stdout } = await run('npx', ['vin-report', 'decode', HONDA, '--json'], { cwd: installDir, env, timeout: COMMAND_TIMEOUT_MS });
  const report = VinReportSchema.parse(JSON.parse(stdout));
  assert.equal(report.vin, HONDA);
  assert.equal(report.vehicle.model, 'Accord');
});

/** Starts `npx <args>` from the install folder as an MCP stdio server and completes the initialize handshake. */
async function assertMcpHandshake(args: string[]): Promise<void> {
  const transport = new StdioClientTransport({ command: 'npx', args, cwd: installDir, env, stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const client = new Client({ name: 'package-test', version: '1.0.0' });
  try {
    await client.connect(transport, { timeout: COMMAND_TIMEOUT_MS });
    assert.ok(client.getServerVersion()?.name, `no server info after initialize; stderr:\n${stderr}`);
    const { tools } = await client.listTools();
    assert.ok(tools.some((t) => t.name === 'decodeVin'), `tools: ${tools.map((t) => t.name).join(', ')}`);
  } finally {
    await client.close();
  }
}

test('npx vin-report-mcp completes the MCP initialize handshake over stdio and lists decodeVin', async () => {
  await assertMcpHandshake(['vin-report-mcp']);
});

test('npx vin-report mcp starts the same MCP server', async () => {
  await assertMcpHandshake(['vin-report', 'mcp']);
});

test('the installed tarball carries the demo data: vin-report decode --demo works without any upstream', async () => {
  assert.ok(packedFiles.includes(`dist/src/demo/recorded/vpic/${HONDA}.DecodeVinValues.json`), 'the recorded decode is packed');
  const offline = { ...env, VPIC_BASE_URL: 'http://127.0.0.1:9/api/vehicles', RECALLS_BASE_URL: 'http://127.0.0.1:9', FUELECONOMY_BASE_URL: 'http://127.0.0.1:9' };
  const { stdout } = await run('npx', ['vin-report', 'decode', '--demo', HONDA, '--json'], { cwd: installDir, env: offline, timeout: COMMAND_TIMEOUT_MS });
  const report = VinReportSchema.parse(JSON.parse(stdout));
  assert.equal(report.demo, true);
  assert.equal(report.recalls.length, 3);
});

test('npm pack leaves no half-built folder behind', () => {
  assert.deepEqual(['dist.next', 'dist.old'].filter((name) => existsSync(path.join(tmp, 'source', name))), []);
});
