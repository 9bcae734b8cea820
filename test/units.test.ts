import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.js';
import { mapRecalls, toIsoDate } from '../src/upstream/recalls.js';
import { entryPointArgs } from './helpers/entry-point.js';

describe('recall mapping', () => {
  test('day-first dates become ISO, others pass through', () => {
    assert.equal(toIsoDate('20/04/2012'), '2012-04-20');
    assert.equal(toIsoDate('2/7/2014'), '2014-07-02');
    assert.equal(toIsoDate('2014-07-02T00:00:00'), '2014-07-02');
    assert.equal(toIsoDate('sometime'), undefined);
  });

  test('one entry per campaign, newest first, undated placed by campaign year', () => {
    const recalls = mapRecalls([
      { NHTSACampaignNumber: '14V353000', Component: 'A' },
      { NHTSACampaignNumber: '19V182000', ReportReceivedDate: '06/03/2019', parkOutSide: true },
      { NHTSACampaignNumber: '17V220000', ReportReceivedDate: '30/03/2017' },
      { NHTSACampaignNumber: '19V182000', ReportReceivedDate: '06/03/2019', Component: 'duplicate' },
      null,
    ]);
    assert.deepEqual(recalls.map((r) => r.campNo), ['19V182000', '17V220000', '14V353000']);
    assert.equal(recalls[0]!.parkOutside, true);
    assert.equal(recalls[0]!.component, 'duplicate', 'a text the first record lacks is filled in from a later one');
  });
});

describe('configuration', () => {
  test('defaults follow the contract', () => {
    const c = loadConfig({});
    assert.equal(c.port, 8080);
    assert.equal(c.host, '0.0.0.0');
    assert.equal(c.vpicBaseUrl, 'https://vpic.nhtsa.dot.gov/api/vehicles');
    assert.equal(c.recallsBaseUrl, 'https://api.nhtsa.gov');
    assert.equal(c.upstreamTimeoutMs, 10_000);
    assert.equal(c.cacheTtlSeconds, 604_800);
    assert.equal(c.rateLimitPerDay, 100);
    assert.equal(c.trustProxy, false);
    assert.equal(c.aiProvider, 'builtin');
    assert.equal(c.cacheDir, path.resolve('data/cache'));
    assert.equal(loadConfig({ STATE_DIRECTORY: '/var/lib/vin-report' }).cacheDir, '/var/lib/vin-report/cache');
  });

  const bad: Array<[Record<string, string>, string]> = [
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ VPIC_BASE_URL: 'ftp://x' }, 'VPIC_BASE_URL'],
    [{ RECALLS_BASE_URL: 'not a url' }, 'RECALLS_BASE_URL'],
    [{ UPSTREAM_TIMEOUT_MS: '0' }, 'UPSTREAM_TIMEOUT_MS'],
    [{ CACHE_TTL_SECONDS: '-5' }, 'CACHE_TTL_SECONDS'],
    [{ RATE_LIMIT_PER_DAY: '1.5' }, 'RATE_LIMIT_PER_DAY'],
    [{ TRUST_PROXY: '10.0.0.0/99' }, 'TRUST_PROXY'],
    [{ AI_PROVIDER: 'skynet' }, 'AI_PROVIDER'],
  ];
  for (const [env, name] of bad) {
    test(`refuses ${JSON.stringify(env)} naming ${name}`, () => {
      assert.throws(() => loadConfig(env), (err) => err instanceof ConfigError && err.message.startsWith(name) && !err.message.includes('\n'));
    });
  }

  test('npm start with an invalid variable stops with one clear line', () => {
    const root = path.join(import.meta.dirname, '..');
    const run = spawnSync(process.execPath, entryPointArgs('main-service'), { cwd: root, env: { ...process.env, PORT: 'eighty' }, encoding: 'utf8', timeout: 30_000 });
    assert.equal(run.status, 2);
    const lines = run.stderr.trim().split('\n');
    assert.equal(lines.length, 1);
    assert.match(lines[0]!, /PORT must be a whole number/);
  });

  test('npm start with a CACHE_DIR every user can write stops with one configuration line and exit 2', () => {
    const root = path.join(import.meta.dirname, '..');
    const dir = mkdtempSync(path.join(tmpdir(), 'vin-report-open-'));
    try {
      chmodSync(dir, 0o777);
      const run = spawnSync(process.execPath, entryPointArgs('main-service'), { cwd: root, env: { ...process.env, CACHE_DIR: dir, PORT: '0', HOST: '127.0.0.1' }, encoding: 'utf8', timeout: 30_000 });
      assert.equal(run.status, 2, run.stderr);
      assert.equal(run.stderr, `vin-report: configuration error: CACHE_DIR ${dir} is writable by other users, who could plant reports in it; make it private (chmod 700) or point CACHE_DIR elsewhere\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('npm run mcp with an invalid variable stops with one line naming it and exit 2, writing nothing on stdout', () => {
    const root = path.join(import.meta.dirname, '..');
    const run = spawnSync(process.execPath, entryPointArgs('main-mcp-stdio'), { cwd: root, env: { ...process.env, UPSTREAM_TIMEOUT_MS: 'soon' }, input: '', encoding: 'utf8', timeout: 30_000 });
    assert.equal(run.status, 2, run.stderr);
    assert.equal(run.stderr, 'vin-report-mcp: configuration error: UPSTREAM_TIMEOUT_MS must be a whole number from 1 to 300000, got "soon"\n');
    assert.equal(run.stdout, '');
  });
});
