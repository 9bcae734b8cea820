import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { TIRE_SIZE_TEXT } from '../../src/maintenance/match.js';
import { MAINTENANCE_TABLE } from '../../src/maintenance/table.js';
import type { VinReport } from '../../src/report/report.js';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';

describe('maintenance in the report pipeline', { timeout: 60_000 }, () => {
  let upstream: FakeUpstream;
  let app: App;
  let cacheDir: string;
  const logLines: Array<Record<string, unknown>> = [];

  before(async () => {
    upstream = await startFakeUpstream();
    cacheDir = await mkdtemp(path.join(tmpdir(), 'vin-report-maint-'));
    const config = loadConfig({ VPIC_BASE_URL: upstream.vpicBaseUrl, RECALLS_BASE_URL: upstream.recallsBaseUrl, FUELECONOMY_BASE_URL: upstream.fuelEconomyBaseUrl, CACHE_DIR: cacheDir, UPSTREAM_TIMEOUT_MS: '20000' });
    const logger = createLogger({ write: (line) => void logLines.push(JSON.parse(line) as Record<string, unknown>), level: 'info' });
    app = await createApp({ config, logger });
  });
  after(async () => {
    await app.close();
    await upstream.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  const report = async (vin: string): Promise<VinReport> => (await app.service.decode(vin)).report;

  test('a recorded 2021 F-150 3.5 EcoBoost VIN gets the EcoBoost spec, and the entry id only in the log', async () => {
    const body = await report('1FTMW1T88MFA00001');
    const entry = MAINTENANCE_TABLE.find((e) => e.id === 'ford-3.5-ecoboost-gen2');
    assert.deepEqual(body.maintenance as unknown, entry?.spec);
    assert.equal(body.maintenance?.tireSize, TIRE_SIZE_TEXT);
    assert.equal(JSON.stringify(body).includes('ford-3.5-ecoboost-gen2'), false);
    const matched = logLines.find((l) => l.event === 'maintenance_matched' && l.model === 'F-150' && l.modelYear === '2021');
    assert.equal(matched?.entry, 'ford-3.5-ecoboost-gen2');
  });

  test('a recorded Tesla Model 3 VIN gets an electric spec with no oil or spark plugs', async () => {
    const body = await report('5YJ3E1EBXSF969484');
    assert.equal(body.maintenance?.isElectric, true);
    assert.equal(body.maintenance?.oil, undefined);
    assert.equal(body.maintenance?.sparkPlugs, undefined);
  });

  test('a recorded trailer VIN gets maintenance null', async () => {
    const body = await report('1D922YKC4L5020989');
    assert.equal(body.maintenance, null);
    const matched = logLines.find((l) => l.event === 'maintenance_matched' && l.entry === null);
    assert.ok(matched, 'the miss is logged');
  });
});
