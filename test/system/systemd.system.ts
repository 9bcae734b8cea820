/**
 * Proofs for the VM deployment in systemd/, as far as a machine without a running systemd allows:
 * systemd's own tools accept and rate the unit; systemd/install.sh builds a tree of built JavaScript
 * with production dependencies only, keeps the operator's settings and uninstalls cleanly; and the
 * unit's ExecStart, with the unit's Environment=, serves a report as an unprivileged user from that
 * tree (read-only to it) with only a state directory writable, then stops cleanly on SIGTERM within
 * the unit's TimeoutStopSec.
 *
 * Also: the service makes no system call outside the unit's SystemCallFilter= (strace).
 *
 * What this cannot prove here: the namespace/seccomp settings themselves (ProtectSystem=,
 * SystemCallFilter=, ...) need systemd as PID 1 to be applied.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { startEntryPoint, type EntryPoint } from '../helpers/entry-point.js';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';

const run = promisify(execFile);
const REPO = path.join(import.meta.dirname, '..', '..');
const UNIT_SOURCE = path.join(REPO, 'systemd', 'vin-report.service');
const INSTALL = path.join(REPO, 'systemd', 'install.sh');
/** The nobody user: what a DynamicUser= service looks like to the kernel, an uid owning nothing. */
const SERVICE_UID = 65534;
const SERVICE_GID = 65534;

function which(tool: string): string | undefined {
  for (const dir of ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin']) {
    const candidate = path.join(dir, tool);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

const systemdAnalyze = which('systemd-analyze');
const setpriv = which('setpriv');
const strace = which('strace');
const isRoot = process.getuid?.() === 0;
const noAnalyze = systemdAnalyze ? false : 'systemd-analyze is not installed (Debian package "systemd"; .ci/run installs it)';
const noStrace = !strace ? 'strace is not installed (.ci/run installs it)' : noAnalyze;
const cannotSwitchUser = !isRoot
  ? 'needs root: the test installs into a scratch root and switches to an unprivileged uid'
  : !setpriv
    ? 'setpriv (util-linux) is not installed'
    : false;

/** The unit's settings, in order, as [key, value] pairs (continuation lines are not used in it). */
function parseUnit(text: string): Array<[string, string]> {
  const settings: Array<[string, string]> = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith(';') || trimmed.startsWith('[')) continue;
    const eq = trimmed.indexOf('=');
    settings.push([trimmed.slice(0, eq), trimmed.slice(eq + 1)]);
  }
  return settings;
}

function setting(settings: Array<[string, string]>, key: string): string {
  const found = settings.filter(([k]) => k === key);
  assert.equal(found.length, 1, `the unit sets ${key} exactly once`);
  return found[0]![1];
}

/**
 * The system calls a unit's SystemCallFilter= lines allow, in systemd's order: the first line makes
 * it an allow list, later plain lines add to it and `~` lines take away; @groups are expanded with
 * the local systemd's own definitions.
 */
async function allowedSystemCalls(settings: Array<[string, string]>): Promise<Set<string>> {
  const { stdout } = await run(systemdAnalyze!, ['syscall-filter', '--no-pager']);
  const groups = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of stdout.split('\n')) {
    if (/^@\S+/.test(line)) groups.set(line.trim().split(/\s+/)[0]!, (current = []));
    else if (/^\S/.test(line)) current = undefined; // "# Unlisted system calls", etc.
    else if (current && line.trim() && !line.trim().startsWith('#')) current.push(line.trim().split(/\s+/)[0]!);
  }
  const expand = (name: string, seen = new Set<string>()): string[] => {
    if (!name.startsWith('@')) return [name];
    assert.ok(groups.has(name), `systemd-analyze knows ${name}`);
    if (seen.has(name)) return [];
    seen.add(name);
    return groups.get(name)!.flatMap((member) => expand(member, seen));
  };
  const lines = settings.filter(([k]) => k === 'SystemCallFilter').map(([, v]) => v);
  assert.ok(lines.length > 0 && !lines[0]!.startsWith('~'), 'the unit filters system calls with an allow list');
  const allowed = new Set<string>();
  for (const value of lines) {
    const deny = value.startsWith('~');
    for (const item of (deny ? value.slice(1) : value).split(/\s+/).filter(Boolean)) {
      for (const call of expand(item)) {
        if (deny) allowed.delete(call);
        else allowed.add(call);
      }
    }
  }
  return allowed;
}

/** The unit's ExecStart as a child process (its stderr parsed into `logs`) and its state directory. */
interface RunningService extends EntryPoint {
  stateDir: string;
}

/** A copy of the unit for the analysers, with ExecStart's node being the one that exists here. */
function unitForAnalysis(dir: string): string {
  const file = path.join(dir, 'vin-report.service');
  const text = readFileSync(UNIT_SOURCE, 'utf8').replace(/^ExecStart=\/usr\/bin\/node /m, `ExecStart=${process.execPath} `);
  writeFileSync(file, text);
  return file;
}

describe('the systemd unit', () => {
  let scratch: string;
  before(() => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'vin-report-unit-'));
  });
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it('passes systemd-analyze verify without a warning', { skip: noAnalyze }, async () => {
    const unit = unitForAnalysis(scratch);
    const { stderr } = await run(systemdAnalyze!, ['verify', unit]);
    // verify exits 0 even for ignored settings; any line about our file is a mistake in it.
    const aboutUnit = stderr.split('\n').filter((l) => l.includes('vin-report.service'));
    assert.deepEqual(aboutUnit, []);
  });

  it('rates an exposure of 2.0 or lower in systemd-analyze security', { skip: noAnalyze }, async (t) => {
    const unit = unitForAnalysis(scratch);
    const { stdout } = await run(systemdAnalyze!, ['security', '--offline=yes', '--no-pager', unit], { env: { ...process.env, SYSTEMD_COLORS: '0' } });
    const match = /Overall exposure level for vin-report\.service:\s*(\d+(?:\.\d+)?)/.exec(stdout);
    assert.ok(match, `no exposure level in:\n${stdout}`);
    const exposure = Number(match[1]);
    t.diagnostic(`systemd-analyze security exposure: ${exposure}`);
    assert.ok(exposure <= 2.0, `exposure ${exposure} is above 2.0:\n${stdout}`);
  });

  it('never sets MemoryDenyWriteExecute, which V8 cannot run under', () => {
    const settings = parseUnit(readFileSync(UNIT_SOURCE, 'utf8'));
    assert.deepEqual(settings.filter(([k]) => k === 'MemoryDenyWriteExecute'), []);
  });

  it('passes the LLM key as a credential file, never in Environment=', () => {
    const settings = parseUnit(readFileSync(UNIT_SOURCE, 'utf8'));
    assert.equal(setting(settings, 'LoadCredential'), 'ai-api-key:/etc/vin-report/ai-api-key');
    const environment = settings.filter(([k]) => k === 'Environment').map(([, v]) => v);
    assert.ok(environment.includes('AI_API_KEY_FILE=%d/ai-api-key'));
    assert.ok(!environment.some((v) => v.startsWith('AI_API_KEY=')));
  });
});

describe('systemd/install.sh', { skip: cannotSwitchUser }, () => {
  let root: string;
  let fake: FakeUpstream;
  let service: RunningService | undefined;
  const scratchDirs: string[] = [];

  const tree = () => path.join(root, 'opt', 'vin-report');
  const installedUnit = () => path.join(root, 'etc', 'systemd', 'system', 'vin-report.service');
  const envFile = () => path.join(root, 'etc', 'vin-report', 'vin-report.env');

  async function install(...args: string[]): Promise<{ stdout: string; stderr: string }> {
    try {
      // Offline: npm takes every package from its cache (filled by the `npm ci` before the tests),
      // so the test never reaches the registry.
      return await run('bash', [INSTALL, '--root', root, ...args], {
        env: { ...process.env, npm_config_offline: 'true', npm_config_update_notifier: 'false' },
        maxBuffer: 16 * 1024 * 1024,
      });
    } catch (err) {
      const e = err as { stdout?: string; stderr?: string };
      throw new Error(`install.sh ${args.join(' ')} failed:\n${e.stdout ?? ''}\n${e.stderr ?? ''}`);
    }
  }

  before(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'vin-report-root-'));
    chmodSync(root, 0o755);
    await install(REPO);
    fake = await startFakeUpstream();
  });

  after(async () => {
    await service?.kill();
    await fake?.close();
    for (const dir of [root, ...scratchDirs]) rmSync(dir, { recursive: true, force: true });
  });

  it('installs built JavaScript with production dependencies only', () => {
    assert.ok(existsSync(path.join(tree(), 'dist', 'src', 'entry', 'main-service.js')));
    assert.ok(existsSync(path.join(tree(), 'openapi.json')));
    assert.ok(existsSync(path.join(tree(), 'node_modules', 'zod', 'package.json')));
    assert.ok(!existsSync(path.join(tree(), 'node_modules', 'typescript')), 'typescript is a dev dependency');
    assert.ok(!existsSync(path.join(tree(), 'node_modules', 'fast-check')), 'fast-check is a dev dependency');
    assert.ok(!existsSync(path.join(tree(), 'test')), 'tests are not part of the installed program');
    const stat = statSync(tree());
    assert.equal(stat.uid, 0);
    assert.equal(stat.mode & 0o022, 0, 'nobody but root may write the program');
  });

  it('installs the unit and creates the env file from the example', () => {
    assert.ok(existsSync(installedUnit()));
    const example = readFileSync(path.join(root, 'etc', 'vin-report', 'vin-report.env.example'), 'utf8');
    assert.equal(readFileSync(envFile(), 'utf8'), example);
    assert.equal(statSync(envFile()).mode & 0o777, 0o640);
  });

  it("keeps the operator's env file when run again", async () => {
    writeFileSync(envFile(), 'LOG_LEVEL=debug\n');
    await install(REPO);
    assert.equal(readFileSync(envFile(), 'utf8'), 'LOG_LEVEL=debug\n');
    assert.ok(existsSync(path.join(tree(), 'dist', 'src', 'entry', 'main-service.js')));
    assert.deepEqual(readdirSync(path.join(root, 'opt')), ['vin-report'], 'no staging directories left behind');
  });

  /**
   * Starts the installed unit's ExecStart the way systemd would: as an unprivileged uid with no
   * capabilities, the unit's Environment=, UMask=, LimitNOFILE= and WorkingDirectory=, a fresh
   * state directory and credentials directory. `prefix` runs in front of setpriv (strace).
   */
  async function startService(prefix: string[] = []): Promise<RunningService> {
    const settings = parseUnit(readFileSync(installedUnit(), 'utf8'));
    const reroot = (p: string) => p.replace(/^\/opt\/vin-report(?=\/|$)/, tree());
    const execStart = setting(settings, 'ExecStart').split(/\s+/).map(reroot);
    const cwd = reroot(setting(settings, 'WorkingDirectory'));

    // What systemd prepares: StateDirectory= owned by the service user, mode StateDirectoryMode=;
    // the credentials directory, here holding the empty SetCredential= stand-in for a missing key.
    const stateDir = mkdtempSync(path.join(os.tmpdir(), 'vin-report-state-'));
    chownSync(stateDir, SERVICE_UID, SERVICE_GID);
    chmodSync(stateDir, Number.parseInt(setting(settings, 'StateDirectoryMode'), 8));
    const credsDir = mkdtempSync(path.join(os.tmpdir(), 'vin-report-creds-'));
    writeFileSync(path.join(credsDir, 'ai-api-key'), '\n', { mode: 0o400 });
    chownSync(path.join(credsDir, 'ai-api-key'), SERVICE_UID, SERVICE_GID);
    chownSync(credsDir, SERVICE_UID, SERVICE_GID);
    chmodSync(credsDir, 0o500);
    scratchDirs.push(stateDir, credsDir);

    const unitEnv: Record<string, string> = {};
    for (const [key, value] of settings) {
      if (key !== 'Environment') continue;
      const eq = value.indexOf('=');
      const expanded = value.slice(eq + 1).replaceAll('%d', credsDir);
      assert.ok(!/%[a-zA-Z]/.test(expanded), `unexpanded specifier in Environment=${value}`);
      unitEnv[value.slice(0, eq)] = expanded;
    }
    const env = {
      PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin',
      ...unitEnv,
      STATE_DIRECTORY: stateDir,
      CREDENTIALS_DIRECTORY: credsDir,
      // What /etc/vin-report/vin-report.env would add (it overrides Environment=): a free port,
      // the fake NHTSA.
      PORT: '0',
      VPIC_BASE_URL: fake.vpicBaseUrl,
      RECALLS_BASE_URL: fake.recallsBaseUrl, FUELECONOMY_BASE_URL: fake.fuelEconomyBaseUrl,
    };
    // systemd raises both limits; a container's root may be capped below LimitNOFILE, and then the
    // cap is the most this machine can give.
    const wrapper = [
      `{ ulimit -n ${setting(settings, 'LimitNOFILE')} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; }`,
      `umask ${setting(settings, 'UMask')}`,
      'exec "$@"',
    ].join(' && ');
    const dropPrivileges = [setpriv!, `--reuid=${SERVICE_UID}`, `--regid=${SERVICE_GID}`, '--clear-groups', '--no-new-privs', '--inh-caps=-all', '--bounding-set=-all', '--'];
    // No start-up deadline of its own before: a generous one, as strace slows node down a lot.
    const running = await startEntryPoint({
      command: '/bin/sh',
      args: ['-c', wrapper, 'sh', ...prefix, ...dropPrivileges, ...execStart],
      cwd,
      env,
      captureStdout: true,
      startTimeoutMs: 180_000,
    });
    return Object.assign(running, { stateDir });
  }

  it("runs the unit's ExecStart as an unprivileged user and serves a report", async () => {
    service = await startService();
    const response = await fetch(`${service.baseUrl}/api/decode`, { method: 'POST', body: JSON.stringify({ vin: '1HGCM82633A004352' }) });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('x-cache'), 'MISS');
    const report = (await response.json()) as { vin: string; vehicle: { make: string } };
    assert.equal(report.vin, '1HGCM82633A004352');
    assert.equal(report.vehicle.make, 'HONDA');
    assert.equal(service.stdout(), '', 'the service writes logs to stderr (the journal), nothing to stdout');
  });

  it('serves the OpenAPI document from the built tree byte for byte', async () => {
    assert.ok(service && service.exitCode() === null, 'the service started by the previous test is running');
    const response = await fetch(`${service.baseUrl}/openapi.json`);
    assert.equal(response.status, 200);
    assert.deepEqual(Buffer.from(await response.arrayBuffer()), readFileSync(path.join(REPO, 'openapi.json')));
  });

  it('caches under the state directory, private to the service user', () => {
    assert.ok(service && service.exitCode() === null, 'the service started by the previous test is running');
    const cacheDir = path.join(service.stateDir, 'cache');
    const stat = statSync(cacheDir);
    assert.equal(stat.uid, SERVICE_UID);
    assert.equal(stat.mode & 0o077, 0, 'UMask=0077 keeps the cache unreadable to other users');
    const entries = readdirSync(cacheDir);
    assert.ok(entries.some((name) => name.includes('1HGCM82633A004352')), `cache holds ${entries.join(', ')}`);
  });

  it('cannot write to the installed program as the service user', async () => {
    const probe = path.join(tree(), 'dist', 'written-by-service');
    await assert.rejects(run(setpriv!, [`--reuid=${SERVICE_UID}`, `--regid=${SERVICE_GID}`, '--clear-groups', '/usr/bin/touch', probe]));
    assert.ok(!existsSync(probe));
  });

  it('finishes an in-flight request and exits 0 on SIGTERM within TimeoutStopSec', async () => {
    assert.ok(service && service.exitCode() === null, 'the service started by an earlier test is running');
    const timeoutStopSec = Number(setting(parseUnit(readFileSync(installedUnit(), 'utf8')), 'TimeoutStopSec'));
    fake.fail('vpic', { kind: 'delay', ms: 1_500 });
    const callsBefore = fake.calls.vpic;
    const inFlight = fetch(`${service.baseUrl}/api/decode`, { method: 'POST', body: JSON.stringify({ vin: '5YJ3E1EBXSF969484' }) });
    while (fake.calls.vpic === callsBefore) {
      assert.equal(service.exitCode(), null, 'the service is still running');
      await new Promise((r) => setTimeout(r, 20));
    }

    service.proc.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutStopSec * 1000);
    });
    const response = await inFlight;
    assert.equal(response.status, 200, 'the request already being served is answered');
    assert.equal(((await response.json()) as { vin: string }).vin, '5YJ3E1EBXSF969484');
    const outcome = await Promise.race([service.exited, deadline]);
    clearTimeout(timer);
    assert.deepEqual(outcome, { code: 0, signal: null }, `systemd would SIGKILL after TimeoutStopSec=${timeoutStopSec}`);
    assert.ok(service.logs.some((l) => l.event === 'stopped'));
  });

  it("makes no system call outside the unit's SystemCallFilter", { skip: noStrace }, async () => {
    const allowed = await allowedSystemCalls(parseUnit(readFileSync(installedUnit(), 'utf8')));
    const traceDir = mkdtempSync(path.join(os.tmpdir(), 'vin-report-trace-'));
    scratchDirs.push(traceDir);
    const traceFile = path.join(traceDir, 'trace');
    const traced = await startService([strace!, '-f', '-qq', '-o', traceFile]);
    // The paths a running service takes: a MISS, a HIT, health, the OpenAPI document, a bad request.
    for (const vin of ['1HGCM82633A004352', '1HGCM82633A004352', '5YJ3E1EBXSF969484', 'not-a-vin']) {
      await (await fetch(`${traced.baseUrl}/api/decode`, { method: 'POST', body: JSON.stringify({ vin }) })).arrayBuffer();
    }
    await (await fetch(`${traced.baseUrl}/healthz`)).arrayBuffer();
    await (await fetch(`${traced.baseUrl}/openapi.json`)).arrayBuffer();

    // setpriv's own calls (setresuid, capset, ...) happen before it execs node: count from there.
    const nodeBinary = setting(parseUnit(readFileSync(installedUnit(), 'utf8')), 'ExecStart').split(/\s+/)[0]!;
    const lines = readFileSync(traceFile, 'utf8').split('\n');
    const execLine = lines.findIndex((l) => l.includes(`execve("${nodeBinary}"`) && / = 0$/.test(l));
    assert.ok(execLine >= 0, 'strace saw node start');
    process.kill(Number.parseInt(lines[execLine]!, 10), 'SIGTERM');
    assert.deepEqual(await traced.exited, { code: 0, signal: null });

    const used = new Set<string>();
    for (const line of readFileSync(traceFile, 'utf8').split('\n').slice(execLine + 1)) {
      const call = /^\d+\s+([a-z0-9_]+)\(/.exec(line);
      if (call) used.add(call[1]!);
    }
    assert.ok(used.has('accept4') || used.has('accept'), 'the trace covers serving requests');
    assert.deepEqual([...used].filter((name) => !allowed.has(name)).sort(), []);
  });

  it('removes program and unit on --uninstall but keeps the settings', async () => {
    await install('--uninstall');
    assert.ok(!existsSync(tree()));
    assert.ok(!existsSync(installedUnit()));
    assert.equal(readFileSync(envFile(), 'utf8'), 'LOG_LEVEL=debug\n');
  });

  it('removes the settings too on --uninstall --purge', async () => {
    await install('--uninstall', '--purge');
    assert.ok(!existsSync(path.join(root, 'etc', 'vin-report')));
  });
});

describe('systemd/install.sh without root', { skip: isRoot && !setpriv ? 'setpriv is not installed' : false }, () => {
  let scratch: string;
  before(() => {
    // A copy the unprivileged user can surely read, wherever the checkout lives.
    scratch = mkdtempSync(path.join(os.tmpdir(), 'vin-report-noroot-'));
    chmodSync(scratch, 0o755);
    copyFileSync(INSTALL, path.join(scratch, 'install.sh'));
    chmodSync(path.join(scratch, 'install.sh'), 0o755);
  });
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it('refuses with a message that says to run it as root', async () => {
    const script = path.join(scratch, 'install.sh');
    const asUser = isRoot ? [setpriv!, `--reuid=${SERVICE_UID}`, `--regid=${SERVICE_GID}`, '--clear-groups', 'bash', script] : ['bash', script];
    const error = await run(asUser[0]!, asUser.slice(1)).then(
      () => assert.fail('install.sh succeeded without root'),
      (err: { code: number; stderr: string }) => err,
    );
    assert.equal(error.code, 1);
    assert.match(error.stderr, /must run as root/);
  });
});
