/**
 * `npm run bench`: the service against the physical limit of this machine. Starts everything on
 * loopback (fake NHTSA with fixed latency, a fake OpenAI-compatible endpoint, the service and a bare
 * node:http baseline as separate processes), runs the seven scenarios of issue 8, prints one table
 * and writes bench/results.json. Throughput is only ever compared as a ratio measured in the same
 * run, in interleaved rounds, because the machine is shared and absolute numbers drift.
 *
 * Options: `--quick` (shorter rounds, 10k instead of 100k cache entries) for a smoke run; it
 * prints the table but does not write results.json.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fillCache } from './cache-fill.js';
import { startFakeNhtsa, startFakeOpenAi, type FakeNhtsa, type FakeOpenAi } from './fakes.js';
import { merge, quantile, runLoad, type LoadResult } from './load.js';
import { runPaced } from './paced.js';
import { freePort, startBaseline, startMissBaseline, startService, type Child } from './processes.js';
import { bodyFor, HIT_CONNECTIONS, hitLoad, hitLoadAtLimit, JSON_HEADERS, post, warmHit } from './requests.js';
import { vinWithSerial } from './vins.js';
import { wrkInstalled, type WrkResult } from './wrk.js';

const ROOT = path.join(import.meta.dirname, '..');
const QUICK = process.argv.includes('--quick');

const UPSTREAM_DELAY_MS = { vpic: 150, recalls: 150 };
const LLM_DELAY_MS = 100;
const ROUNDS = QUICK ? 2 : 6;
const ROUND_SECONDS = QUICK ? 1 : 1.5;
/** A round at the server's limit (wrk takes whole seconds only). */
const WRK_ROUND_SECONDS = QUICK ? 1 : 2;
const LIMIT_ROUNDS = QUICK ? 2 : 4;
/** Processes on each side of the judged at-the-limit ratio (baseline and service). */
const LIMIT_PROCESSES = 3;
/** Load each hit target gets the moment it starts, before any round (discarded). */
const WARM_SECONDS = QUICK ? 1 : 2;
/** Scenario 3 sends this many misses per second, evenly spaced (open loop), so a miss's overhead is its own cost and not its place in a queue. */
const MISS_RATE = 20;
/**
 * Scenario 3: each process first serves this many misses unmeasured, then they take turns. A
 * service that has been up for a while runs its miss path as optimised code; V8 gets there only
 * after some hundreds of calls, and the 60 misses this warm-up used to be left the build path
 * (schema check, stringify, summary) interpreted, which measured 1-2 ms more per miss for the
 * service and 0.5-1 ms more for the floor than the same processes warmed with 1,200.
 */
const MISS_WARM_RATE = 200;
const MISS_WARM_SECONDS = QUICK ? 2 : 6;
/** An even number, so each process goes first as often as second. */
const MISS_ROUNDS = QUICK ? 2 : 4;
const MISS_ROUND_SECONDS = QUICK ? 1.5 : 3;
const SCALE_SECONDS = QUICK ? 2 : 4;
const SCALE_ROUNDS = QUICK ? 2 : 4;
const SCALE_ROUND_SECONDS = QUICK ? 1 : 2;
const SCALE_CONNECTIONS = 10;
/** Scenario 7's latency is taken at this fixed request rate, below saturation, so it is the cost of a hit and not queueing. */
const SCALE_RATE = 500;
const SCALE_SMALL = 1_000;
const SCALE_LARGE = QUICK ? 10_000 : 100_000;
const LIMITER_CLIENTS = 1_000_000;

/** Recorded configurations (test/fixtures/vpic): one per scenario, so no scenario warms another's cache. */
const HIT_VIN = '1HGCM82633A004352'; // Honda Accord 2003, recalls on file
const MISS_TEMPLATE = '1HGCM82633A004352';
const SCALE_TEMPLATE = '1HGCM82633A004352';
const COALESCE_VIN = vinWithSerial('1FTMW1T88MFA00001', 424_242); // Ford F-150 2021
const SHARE_SEQUENTIAL_TEMPLATE = '5YJ3E1EBXSF969484'; // Tesla Model 3 2025
const SHARE_CONCURRENT_TEMPLATE = 'WBA3A5C51CF256987'; // BMW 328i 2012

/** Response headers node:http writes by itself, for the baseline as for the service. */
const NODE_ADDED = new Set(['date', 'connection', 'keep-alive']);

interface Row {
  scenario: string;
  result: string;
  target: string;
  pass: boolean | null;
}

const rows: Row[] = [];
const results: Record<string, unknown> = {};
const benchStarted = performance.now();
/** A progress line, with the seconds since the bench started (the whole run must stay under five minutes). */
const log = (message: string) => process.stderr.write(`bench: [${Math.round((performance.now() - benchStarted) / 1000)} s] ${message}\n`);
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)} ms` : 'n/a');
const int = (value: number) => Math.round(value).toLocaleString('en-US');

async function main(): Promise<void> {
  const startedAt = Date.now();
  const loadBefore = os.loadavg();
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'vin-report-bench-'));
  const children: Child[] = [];
  const nhtsa = await startFakeNhtsa({ vpicDelayMs: UPSTREAM_DELAY_MS.vpic, recallsDelayMs: UPSTREAM_DELAY_MS.recalls });
  const llmPresent = existsSync(path.join(ROOT, 'src', 'ai', 'openai.ts'));
  const llm = llmPresent ? await startFakeOpenAi({ delayMs: LLM_DELAY_MS }) : null;
  const upstreamEnv = { VPIC_BASE_URL: nhtsa.vpicBaseUrl, RECALLS_BASE_URL: nhtsa.recallsBaseUrl, RATE_LIMIT_PER_DAY: '1000000000' };
  const start = async (env: Record<string, string>) => {
    const child = await startService({ ...upstreamEnv, ...env });
    children.push(child);
    return child;
  };

  try {
    // `npm start` and the systemd unit both run the compiled JavaScript, so that is what is measured.
    log('building dist/ (npm run build), which npm start and the systemd unit run');
    execFileSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });

    // --- 1 + 2: baseline and cache hits, interleaved rounds --------------------------------------
    log('starting the service (LOG_LEVEL=info, as in production), a LOG_LEVEL=warn twin and the baseline');
    // Every server is warmed the moment it listens, the same way for all: its first requests and a
    // burst of load follow each other with no pause. A node:http server that answers a request or
    // two and then idles for ten seconds before load arrives tended, in trials on this bench, to
    // stay 15-25% slower per request through every round, the bare baseline as much as the service
    // (V8's memory reducer had collected in its memory-saving mode before their hot code was
    // optimised; every server now runs without it, RUNTIME_FLAGS). The service used to be warmed
    // long before the baseline and so was measured in that state against a fresh one.
    const warmUp = (child: Child) => hitLoad(child, HIT_VIN, WARM_SECONDS);
    /** A service's warm-up: the hit VIN cached (its HIT answer returned), then the same burst. */
    const warmService = async (child: Child) => {
      const answer = await warmHit(child, HIT_VIN);
      await warmUp(child);
      return answer;
    };
    const service = await start({ CACHE_DIR: path.join(tmp, 'cache-main') });
    const hit = await warmService(service);
    const hitBody = hit.body;
    // At LOG_LEVEL=warn the service does not log its port, so this one is handed a free one.
    const quiet = await start({ CACHE_DIR: path.join(tmp, 'cache-quiet'), LOG_LEVEL: 'warn', PORT: String(await freePort()) });
    await warmService(quiet);
    const bodyFile = path.join(tmp, 'report.json');
    await writeFile(bodyFile, hitBody);
    const baseline = await startBaseline(bodyFile);
    children.push(baseline);
    await warmUp(baseline);
    // The twin that writes the service's exact answer: the hit's own headers (Node adds Date,
    // Connection and Keep-Alive to both by itself). Between the baseline and this twin lies what
    // the contract's longer answer costs on both ends of the connection; between this twin and the
    // service lies the service's own work.
    const hitHeaders = hit.rawHeaders.flatMap((value, i, all) => (i % 2 === 0 && !NODE_ADDED.has(value.toLowerCase()) ? [value, all[i + 1]!] : []));
    const headersFile = path.join(tmp, 'headers.json');
    await writeFile(headersFile, JSON.stringify(hitHeaders));
    const baselineHeaders = await startBaseline(bodyFile, headersFile);
    children.push(baselineHeaders);
    await warmUp(baselineHeaders);

    // In this order the judged target, the hits, always runs right next to the baseline.
    const targets = { baseline, hits: service, baselineHeaders, hitsQuiet: quiet };
    type Target = keyof typeof targets;
    const runs = perTarget(targets, (): LoadResult[] => []);
    const cpu = perTarget(targets, () => 0);
    // autocannon runs in this process, so this process's CPU time during a round is the load
    // generator's (the fakes in it sit idle while hits are measured).
    const generatorCpu = perTarget(targets, () => 0);
    const logBytesBefore = service.logBytes();
    for (let round = 0; round < ROUNDS; round++) {
      // Every other round runs the targets in reverse, so none is always first or always last.
      const order = Object.entries(targets) as [Target, Child][];
      if (round % 2) order.reverse();
      for (const [name, child] of order) {
        log(`round ${round + 1}/${ROUNDS}: ${name}`);
        const cpuBefore = child.cpuSeconds();
        const generatorBefore = process.cpuUsage();
        runs[name].push(await hitLoad(child, HIT_VIN, ROUND_SECONDS));
        const generator = process.cpuUsage(generatorBefore);
        const cpuAfter = child.cpuSeconds();
        if (cpuBefore !== null && cpuAfter !== null) cpu[name] += cpuAfter - cpuBefore;
        generatorCpu[name] += (generator.user + generator.system) / 1e6;
      }
    }
    const summary = (name: Target) => {
      const list = runs[name];
      const latencies = merge(list);
      const seconds = list.reduce((s, r) => s + r.seconds, 0);
      const failures = list.reduce((s, r) => s + r.non2xx + r.errors, 0);
      const cpuMicros = cpu[name] > 0 ? (cpu[name] * 1e6) / latencies.length : NaN;
      return {
        rps: latencies.length / seconds,
        p50: quantile(latencies, 0.5),
        p99: quantile(latencies, 0.99),
        requests: latencies.length,
        failures,
        cpuMicrosPerRequest: cpuMicros,
        loadGeneratorMicrosPerRequest: (generatorCpu[name] * 1e6) / latencies.length,
        loadGeneratorBusy: generatorCpu[name] / seconds,
        perRound: list.map((r) => Math.round(r.rps)),
      };
    };
    const base = summary('baseline');
    const baseHeaders = summary('baselineHeaders');
    const hits = summary('hits');
    const hitsQuiet = summary('hitsQuiet');
    // Each round's ratio compares two runs a few seconds apart; their median shrugs off a round in
    // which another session happened to load the machine.
    const pairedRatio = (name: Target, against: Target = 'baseline') => median(runs[name].map((r, i) => r.rps / runs[against][i]!.rps));
    const ratio = pairedRatio('hits');
    const ratioHeaders = pairedRatio('baselineHeaders');
    const ratioToTwin = pairedRatio('hits', 'baselineHeaders');
    const ratioQuiet = pairedRatio('hitsQuiet');
    const logBytesPerRequest = (service.logBytes() - logBytesBefore) / Math.max(1, hits.requests + hits.failures);
    results.baseline = { connections: HIT_CONNECTIONS, bodyBytes: hitBody.length, ...base };
    const pooled = (figures: typeof base) => figures.rps / base.rps;
    results.baselineWithServiceHeaders = { connections: HIT_CONNECTIONS, headers: hitHeaders, ratioToBaseline: ratioHeaders, pooledRatio: pooled(baseHeaders), ...baseHeaders };
    results.cacheHits = {
      connections: HIT_CONNECTIONS,
      logLevel: 'info',
      entry: 'dist/src/main.js (npm start)',
      ratioToBaseline: ratio,
      pooledRatio: pooled(hits),
      ratioToBaselineWithServiceHeaders: ratioToTwin,
      cpuPerRequestToBaseline: hits.cpuMicrosPerRequest / base.cpuMicrosPerRequest,
      logBytesPerRequest,
      ...hits,
    };
    results.cacheHitsLogWarn = { connections: HIT_CONNECTIONS, logLevel: 'warn', ratioToBaseline: ratioQuiet, pooledRatio: pooled(hitsQuiet), ...hitsQuiet };
    const cpuText = (value: number) => (Number.isFinite(value) ? `, ${value.toFixed(0)} us CPU/req` : '');
    const generatorText = (s: typeof base) => `; load generator ${s.loadGeneratorMicrosPerRequest.toFixed(0)} us/req, ${Math.round(s.loadGeneratorBusy * 100)}% of a core`;
    rows.push({ scenario: '1 baseline (bare node:http, same body)', result: `${int(base.rps)} req/s, p50 ${ms(base.p50)}, p99 ${ms(base.p99)}${cpuText(base.cpuMicrosPerRequest)}${generatorText(base)}; ${spreadText(runs.baseline.map((r) => r.rps))}`, target: '(the limit)', pass: null });
    rows.push({
      scenario: `  same, with the service's ${hitHeaders.length / 2} headers (same bytes)`,
      result: `${int(baseHeaders.rps)} req/s = ${ratioHeaders.toFixed(2)}x baseline, p50 ${ms(baseHeaders.p50)}, p99 ${ms(baseHeaders.p99)}${cpuText(baseHeaders.cpuMicrosPerRequest)}${generatorText(baseHeaders)}`,
      target: '(for comparison)',
      pass: null,
    });
    rows.push({
      scenario: `2 cache hits, ${HIT_CONNECTIONS} conn (npm start, LOG_LEVEL=info)`,
      result: `${int(hits.rps)} req/s = ${ratio.toFixed(2)}x baseline (${ratioToTwin.toFixed(2)}x the same-bytes twin), p50 ${ms(hits.p50)}, p99 ${ms(hits.p99)}${cpuText(hits.cpuMicrosPerRequest)}${generatorText(hits)}${hits.failures ? `, ${hits.failures} failed` : ''}`,
      target: '>= 0.9x, p99 < 5 ms',
      pass: ratio >= 0.9 && hits.p99 < 5 && hits.failures === 0,
    });
    rows.push({
      scenario: '  same, LOG_LEVEL=warn (no request log)',
      result: `${int(hitsQuiet.rps)} req/s = ${ratioQuiet.toFixed(2)}x baseline, p50 ${ms(hitsQuiet.p50)}, p99 ${ms(hitsQuiet.p99)}${cpuText(hitsQuiet.cpuMicrosPerRequest)}`,
      target: '(for comparison)',
      pass: null,
    });

    // The same targets once more at the server's own limit, with wrk, when it is installed (see
    // bench/wrk.ts): the rounds above are paced by autocannon as much as by the servers.
    if (wrkInstalled()) {
      // One process can settle into a state 15-25% slower for the rest of its life (see
      // "Warm-up" in the README), and with one process per target the at-the-limit ratio swung
      // by ±0.1 between runs of the same code (the twin measured 0.84-0.96x the baseline). So the
      // two sides of the judged ratio are each three processes, and a round's figure for them is
      // their mean.
      const baselines = [baseline];
      const services = [service];
      for (let extra = 1; extra < LIMIT_PROCESSES; extra++) {
        const another = await startBaseline(bodyFile);
        children.push(another);
        await warmUp(another);
        baselines.push(another);
        const serviceAgain = await start({ CACHE_DIR: path.join(tmp, `cache-limit-${extra}`) });
        await warmService(serviceAgain);
        services.push(serviceAgain);
      }
      // The service writes its reports once per event-loop turn (see sendReport in
      // src/http/server.ts); the baseline, as the issue defines it, writes each answer at once. A
      // twin that writes the same bytes in the same batches shows what that alone is worth, so
      // the service's ratio is not mistaken for the limit of what a server could do.
      const batchedTwin = await startBaseline(bodyFile, headersFile, { batched: true });
      children.push(batchedTwin);
      await warmUp(batchedTwin);
      const limitTargets = { baseline: baselines, baselineHeaders: [baselineHeaders], batchedTwin: [batchedTwin], hits: services, hitsQuiet: [quiet] };
      type LimitTarget = keyof typeof limitTargets;
      /** Per target, per round: each process's run. */
      const limitRuns = perTarget(limitTargets, (): WrkResult[][] => []);
      const limitCpu = perTarget(limitTargets, () => 0);
      // Each baseline process runs right before a service process, and each comparison target
      // after such a pair: both sides of the judged ratio are spread over the whole round alike.
      const comparisons = (['baselineHeaders', 'batchedTwin', 'hitsQuiet'] as const).map((name) => ({ name, child: limitTargets[name][0]!, i: 0 }));
      const roundOrder = baselines.flatMap((child, i) => [
        { name: 'baseline' as LimitTarget, child, i },
        { name: 'hits' as LimitTarget, child: services[i]!, i },
        ...comparisons.slice(i, i + 1),
      ]).concat(comparisons.slice(baselines.length));
      for (let round = 0; round < LIMIT_ROUNDS; round++) {
        const order = round % 2 ? [...roundOrder].reverse() : roundOrder;
        for (const name of Object.keys(limitTargets) as LimitTarget[]) limitRuns[name].push([]);
        for (const { name, child, i } of order) {
          log(`at the limit (wrk), round ${round + 1}/${LIMIT_ROUNDS}: ${name}${limitTargets[name].length > 1 ? ` ${i + 1}` : ''}`);
          const cpuBefore = child.cpuSeconds();
          limitRuns[name][round]![i] = await hitLoadAtLimit(child, HIT_VIN, WRK_ROUND_SECONDS);
          const cpuAfter = child.cpuSeconds();
          if (cpuBefore !== null && cpuAfter !== null) limitCpu[name] += cpuAfter - cpuBefore;
        }
      }
      const roundRps = (name: LimitTarget, round: number) => mean(limitRuns[name][round]!.map((r) => r.rps));
      const limitSummary = (name: LimitTarget) => {
        const list = limitRuns[name].flat();
        const ok = list.reduce((s, r) => s + r.responses - r.non2xx, 0);
        return {
          processes: limitTargets[name].length,
          // Mean req/s of one process (they took turns, never ran at once).
          rps: mean(limitRuns[name].map((_, round) => roundRps(name, round))),
          // wrk reports percentiles per run; the median run's stands for the set.
          p50: median(list.map((r) => r.p50)),
          p99: median(list.map((r) => r.p99)),
          failures: list.reduce((s, r) => s + r.non2xx + r.errors, 0),
          cpuMicrosPerRequest: limitCpu[name] > 0 ? (limitCpu[name] * 1e6) / ok : NaN,
          perRound: limitRuns[name].map((round) => round.map((r) => Math.round(r.rps))),
        };
      };
      const limitRatio = (name: LimitTarget, against: LimitTarget = 'baseline') => median(limitRuns[name].map((_, round) => roundRps(name, round) / roundRps(against, round)));
      const atLimit = { baseline: limitSummary('baseline'), baselineHeaders: limitSummary('baselineHeaders'), batchedTwin: limitSummary('batchedTwin'), hits: limitSummary('hits'), hitsQuiet: limitSummary('hitsQuiet') };
      const ratios = {
        baselineHeaders: limitRatio('baselineHeaders'),
        batchedTwin: limitRatio('batchedTwin'),
        hits: limitRatio('hits'),
        hitsQuiet: limitRatio('hitsQuiet'),
        hitsToTwin: limitRatio('hits', 'baselineHeaders'),
        hitsToBatchedTwin: limitRatio('hits', 'batchedTwin'),
      };
      results.atTheLimit = { loadGenerator: 'wrk, 1 thread', connections: HIT_CONNECTIONS, rounds: LIMIT_ROUNDS, roundSeconds: WRK_ROUND_SECONDS, ratios, ...atLimit };
      const figures = (f: typeof atLimit.baseline) => `p50 ${ms(f.p50)}, p99 ${ms(f.p99)}${cpuText(f.cpuMicrosPerRequest)}${f.failures ? `, ${f.failures} failed` : ''}`;
      rows.push({ scenario: `1' baseline at its limit (wrk, ${LIMIT_PROCESSES} processes)`, result: `${int(atLimit.baseline.rps)} req/s = ${(atLimit.baseline.rps / base.rps).toFixed(2)}x the autocannon figure, ${figures(atLimit.baseline)}; ${spreadText(limitRuns.baseline.flat().map((r) => r.rps))}`, target: '(the limit)', pass: null });
      rows.push({ scenario: "  same-bytes twin at its limit", result: `${int(atLimit.baselineHeaders.rps)} req/s = ${ratios.baselineHeaders.toFixed(2)}x, ${figures(atLimit.baselineHeaders)}`, target: '(for comparison)', pass: null });
      rows.push({ scenario: '  same, writing in batches like the service', result: `${int(atLimit.batchedTwin.rps)} req/s = ${ratios.batchedTwin.toFixed(2)}x, ${figures(atLimit.batchedTwin)}`, target: '(for comparison)', pass: null });
      rows.push({
        scenario: `2' cache hits at the limit (wrk, ${LIMIT_PROCESSES} processes)`,
        result: `${int(atLimit.hits.rps)} req/s = ${ratios.hits.toFixed(2)}x baseline (${ratios.hitsToTwin.toFixed(2)}x the twin, ${ratios.hitsToBatchedTwin.toFixed(2)}x the batched twin), ${figures(atLimit.hits)}`,
        target: '>= 0.9x',
        pass: ratios.hits >= 0.9 && atLimit.hits.failures === 0,
      });
      rows.push({ scenario: '  same, LOG_LEVEL=warn (no request log)', result: `${int(atLimit.hitsQuiet.rps)} req/s = ${ratios.hitsQuiet.toFixed(2)}x, ${figures(atLimit.hitsQuiet)}`, target: '(for comparison)', pass: null });
      await batchedTwin.stop();
      for (const extra of [...baselines.slice(1), ...services.slice(1)]) await extra.stop();
    } else {
      log('wrk is not installed (apt-get install wrk): the hit ratio is measured with autocannon only, whose own pace caps the baseline');
      rows.push({ scenario: "2' cache hits at the limit (load from wrk)", result: 'skipped: wrk is not installed (apt-get install wrk)', target: '>= 0.9x', pass: null });
    }
    await quiet.stop();
    await baseline.stop();
    await baselineHeaders.stop();

    // --- 3: cold misses --------------------------------------------------------------------------
    // The service and the floor (a bare server making the same two upstream calls with the same
    // client) are measured the same way: both warmed up first, then in alternating rounds, so
    // neither pays one-off costs (unoptimised code on its miss path) in its figures and both see
    // the same machine. Misses are sent at a fixed rate, evenly spaced, whatever the earlier ones
    // are doing: closed-loop connections against a fixed upstream delay fall into lockstep and
    // arrive in waves, and a miss's overhead would then mostly be its place in the queue behind
    // the rest of its wave.
    log(`cold misses: ${MISS_RATE} new VINs per second, ${MISS_ROUNDS} rounds of ${MISS_ROUND_SECONDS}s on the service and on a bare server making the same two upstream calls (the floor)`);
    let serial = 100_000;
    const cacheStates: Record<string, number> = {};
    const missLoad = async (child: Child, seconds: number, rate = MISS_RATE) => {
      const samples: { vin: string; ms: number }[] = [];
      nhtsa.holds.vpic.clear();
      nhtsa.holds.recalls.length = 0;
      const cpuBefore = child.cpuSeconds();
      const callsBefore = { ...nhtsa.calls };
      const result = await runPaced({
        url: `${child.url}/api/decode`,
        rate,
        duration: seconds,
        headers: JSON_HEADERS,
        next: () => {
          const vin = vinWithSerial(MISS_TEMPLATE, serial++);
          return { body: bodyFor(vin), tag: vin };
        },
        onResponse: (status, latency, vin, headers) => {
          if (child === service) {
            const state = String(headers['x-cache'] ?? 'none');
            cacheStates[state] = (cacheStates[state] ?? 0) + 1;
          }
          if (status === 200) samples.push({ vin: vin!, ms: latency });
        },
      });
      const cpuAfter = child.cpuSeconds();
      const cpuSeconds = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : NaN;
      const calls = { vpic: nhtsa.calls.vpic - callsBefore.vpic, recalls: nhtsa.calls.recalls - callsBefore.recalls };
      return { result, overhead: serviceOverhead(samples, nhtsa.holds), cpuSeconds, calls };
    };
    const missFloor = await startMissBaseline(nhtsa.vpicBaseUrl, nhtsa.recallsBaseUrl);
    children.push(missFloor);
    const missTargets = { floor: missFloor, service };
    type MissRun = Awaited<ReturnType<typeof missLoad>>;
    const missRuns: Record<keyof typeof missTargets, MissRun[]> = { floor: [], service: [] };
    // Warm-up, discarded; both at once, since nothing of it is measured.
    await Promise.all(Object.values(missTargets).map((child) => missLoad(child, MISS_WARM_SECONDS, MISS_WARM_RATE)));
    for (const key of Object.keys(cacheStates)) delete cacheStates[key];
    for (let round = 0; round < MISS_ROUNDS; round++) {
      const order = (round % 2 ? ['service', 'floor'] : ['floor', 'service']) as (keyof typeof missTargets)[];
      for (const name of order) {
        log(`cold misses round ${round + 1}/${MISS_ROUNDS}: ${name}`);
        missRuns[name].push(await missLoad(missTargets[name], MISS_ROUND_SECONDS));
      }
    }
    await missFloor.stop();
    const missSummary = (name: keyof typeof missTargets) => {
      const list = missRuns[name];
      const overhead = Float64Array.from(list.flatMap((r) => [...r.overhead])).sort();
      const ok = list.reduce((n, r) => n + r.result.ok, 0);
      const cpuSeconds = list.reduce((n, r) => n + r.cpuSeconds, 0);
      return {
        responses: ok,
        failures: list.reduce((n, r) => n + r.result.non2xx + r.result.errors, 0),
        latencies: merge(list.map((r) => r.result)),
        overheadP50: quantile(overhead, 0.5),
        overheadP99: quantile(overhead, 0.99),
        overheadP50PerRound: list.map((r) => quantile(r.overhead, 0.5)),
        cpuMsPerMiss: (cpuSeconds * 1000) / Math.max(1, ok),
      };
    };
    const miss = missSummary('service');
    const floor = missSummary('floor');
    const upstreamMs = UPSTREAM_DELAY_MS.vpic + UPSTREAM_DELAY_MS.recalls;
    const nominalOverhead = miss.latencies.map((v) => v - upstreamMs);
    // The service's own measured rounds only: the floor and the warm-up call the same fake.
    const missCalls = missRuns.service.reduce((sum, r) => ({ vpic: sum.vpic + r.calls.vpic, recalls: sum.recalls + r.calls.recalls }), { vpic: 0, recalls: 0 });
    const { latencies: _serviceLatencies, ...missFigures } = miss;
    const { latencies: _floorLatencies, ...floorFigures } = floor;
    results.coldMisses = {
      ratePerSecond: MISS_RATE,
      arrivals: 'evenly spaced, open loop (bench/paced.ts)',
      upstreamMs,
      warmUpMisses: MISS_WARM_SECONDS * MISS_WARM_RATE,
      rounds: MISS_ROUNDS,
      roundSeconds: MISS_ROUND_SECONDS,
      ...missFigures,
      xCache: cacheStates,
      upstreamCalls: missCalls,
      latencyP50: quantile(miss.latencies, 0.5),
      overheadMethod: 'latency minus the upstream hold times the fake recorded for that request (vPIC by VIN, recalls the next call after it); warmed-up processes, rounds alternating between the service and the floor, samples of all rounds pooled',
      nominalOverheadP50: quantile(nominalOverhead, 0.5),
      nominalOverheadP99: quantile(nominalOverhead, 0.99),
      floor: floorFigures,
    };
    rows.push({
      scenario: `3 cold misses, ${MISS_RATE}/s (vPIC ${UPSTREAM_DELAY_MS.vpic} ms + recalls ${UPSTREAM_DELAY_MS.recalls} ms)`,
      result: `overhead p50 ${ms(miss.overheadP50)}, p99 ${ms(miss.overheadP99)}, ${miss.cpuMsPerMiss.toFixed(1)} ms CPU/miss (${miss.responses} misses${miss.failures ? `, ${miss.failures} failed` : ''}); ` +
        `floor (bare server, same 2 upstream calls) p50 ${ms(floor.overheadP50)}, p99 ${ms(floor.overheadP99)}, ${floor.cpuMsPerMiss.toFixed(1)} ms CPU`,
      target: 'p50 < 5 ms',
      pass: miss.overheadP50 < 5 && miss.failures === 0 && (cacheStates.MISS ?? 0) === miss.responses,
    });
    await service.stop();

    // --- 4 + 5: coalescing and summary sharing ---------------------------------------------------
    const llmService = await start({
      CACHE_DIR: path.join(tmp, 'cache-llm'),
      ...(llm ? { AI_PROVIDER: 'openai', AI_BASE_URL: llm.baseUrl, AI_API_KEY: 'bench-key-not-a-secret', AI_MODEL: 'bench-model' } : {}),
    });
    log('coalescing: 100 concurrent requests for one uncached VIN');
    const before4 = { ...nhtsa.calls, llm: llm?.calls.chat ?? 0 };
    const answers = await Promise.all(Array.from({ length: 100 }, () => post(llmService, COALESCE_VIN)));
    const calls4 = { vpic: nhtsa.calls.vpic - before4.vpic, recalls: nhtsa.calls.recalls - before4.recalls, llm: llm ? llm.calls.chat - before4.llm : null };
    const ok4 = answers.filter((a) => a.status === 200).length;
    const sameBytes = new Set(answers.map((a) => a.body.toString('base64'))).size;
    results.coalescing = { requests: 100, ok: ok4, distinctBodies: sameBytes, calls: calls4, llm: llm ? 'openai (fake)' : 'n/a (provider not present)' };
    rows.push({
      scenario: '4 coalescing: 100 concurrent misses, one VIN',
      result: `vPIC ${calls4.vpic}, recalls ${calls4.recalls}, LLM ${calls4.llm ?? 'n/a (provider not present)'} (${ok4}/100 ok)`,
      target: 'exactly 1 / 1 / 1',
      pass: calls4.vpic === 1 && calls4.recalls === 1 && ok4 === 100 && (calls4.llm === null ? null : calls4.llm === 1),
    });
    if (calls4.llm === null && rows.at(-1)!.pass !== false) rows.at(-1)!.pass = calls4.vpic === 1 && calls4.recalls === 1 && ok4 === 100;

    if (llm) {
      log('summary sharing: 10 VINs of one configuration, one after another, then 10 of another at once');
      const sequential = await sharing(llmService, llm, SHARE_SEQUENTIAL_TEMPLATE, false);
      const concurrent = await sharing(llmService, llm, SHARE_CONCURRENT_TEMPLATE, true);
      results.summarySharing = { sequential, concurrent };
      rows.push({
        scenario: '5 summary sharing: 10 VINs, one configuration',
        result: `LLM calls: ${sequential.llmCalls} one after another, ${concurrent.llmCalls} all at once`,
        target: '1 LLM call',
        pass: sequential.llmCalls === 1 && concurrent.llmCalls === 1 && sequential.ok === 10 && concurrent.ok === 10,
      });
    } else {
      results.summarySharing = 'n/a (provider not present)';
      rows.push({ scenario: '5 summary sharing: 10 VINs, one configuration', result: 'n/a (provider not present)', target: '1 LLM call', pass: null });
    }
    await llmService.stop();

    // --- 6: limiter memory -----------------------------------------------------------------------
    log(`limiter memory: ${LIMITER_CLIENTS.toLocaleString('en-US')} distinct client IPs`);
    const limiter = await limiterMemory(LIMITER_CLIENTS);
    results.limiterMemory = limiter;
    rows.push({
      scenario: '6 limiter memory, 1M distinct IPv4 clients',
      result: `+${limiter.rssMB.toFixed(0)} MB RSS (+${limiter.heapMB.toFixed(0)} MB heap), ${limiter.nsPerTake.toFixed(0)} ns per request`,
      target: '< 200 MB',
      pass: limiter.rssMB < 200 && limiter.tracked >= LIMITER_CLIENTS,
    });

    // --- 7: cache scale --------------------------------------------------------------------------
    const scaleVins = Array.from({ length: SCALE_LARGE }, (_, i) => vinWithSerial(SCALE_TEMPLATE, i + 1));
    const template = { vin: HIT_VIN, body: hitBody };
    // Two questions, kept apart: does the number of entries on disk change what a hit costs (the
    // same 1k VINs asked of one service with 1k entries and of another with 100k), and what does a
    // hit cost when the working set is far bigger than the memory layer (all 100k asked for
    // uniformly, so nearly every hit is a file read)? Both directories are filled and flushed to
    // disk (sync) before either service starts, so no writeback of the fill competes with a round,
    // and the two services take turns in rounds, like the hit scenario, so drift hits both alike.
    const filled = performance.now();
    const smallDir = path.join(tmp, 'cache-scale-small');
    const largeDir = path.join(tmp, 'cache-scale-large');
    await fillCache(smallDir, template, scaleVins.slice(0, SCALE_SMALL), 86_400);
    await fillCache(largeDir, template, scaleVins, 86_400);
    const synced = performance.now();
    execFileSync('sync');
    log(`cache scale: ${SCALE_SMALL.toLocaleString('en-US')} and ${SCALE_LARGE.toLocaleString('en-US')} entries on disk (written in ${((synced - filled) / 1000).toFixed(1)}s, synced in ${((performance.now() - synced) / 1000).toFixed(1)}s)`);
    const smallService = await start({ CACHE_DIR: smallDir });
    const largeService = await start({ CACHE_DIR: largeDir });
    const callsBeforeScale = nhtsa.calls.vpic;
    const scalePaced = (child: Child, workingSet: number, duration: number) => runPaced({
      url: `${child.url}/api/decode`,
      rate: SCALE_RATE,
      duration,
      headers: JSON_HEADERS,
      next: () => ({ body: bodyFor(scaleVins[Math.floor(Math.random() * workingSet)]!) }),
    });
    const scaleLoad = (child: Child, workingSet: number, duration: number) => runLoad({
      url: `${child.url}/api/decode`,
      connections: SCALE_CONNECTIONS,
      duration,
      requests: [{
        method: 'POST',
        path: '/api/decode',
        headers: JSON_HEADERS,
        setupRequest: (request) => ({ ...request, body: bodyFor(scaleVins[Math.floor(Math.random() * workingSet)]!) }),
      }],
    });
    const failuresOf = (list: LoadResult[]) => list.reduce((n, r) => n + r.non2xx + r.errors, 0);
    await scaleLoad(smallService, SCALE_SMALL, 1);
    await scaleLoad(largeService, SCALE_SMALL, 1);
    const paced: Record<'small' | 'large', LoadResult[]> = { small: [], large: [] };
    for (let round = 0; round < SCALE_ROUNDS; round++) {
      log(`cache scale: round ${round + 1}/${SCALE_ROUNDS}, 1k VINs at ${SCALE_RATE} req/s on each service`);
      paced.small.push(await scalePaced(smallService, SCALE_SMALL, SCALE_ROUND_SECONDS));
      paced.large.push(await scalePaced(largeService, SCALE_SMALL, SCALE_ROUND_SECONDS));
    }
    const saturatedSmall = await scaleLoad(smallService, SCALE_SMALL, SCALE_SECONDS);
    const saturatedLarge = await scaleLoad(largeService, SCALE_SMALL, SCALE_SECONDS);
    await smallService.stop();
    log(`cache scale: all ${SCALE_LARGE.toLocaleString('en-US')} VINs asked uniformly`);
    await scaleLoad(largeService, SCALE_LARGE, 1);
    const uniformRun = await scalePaced(largeService, SCALE_LARGE, SCALE_SECONDS);
    const uniformSaturated = await scaleLoad(largeService, SCALE_LARGE, SCALE_SECONDS);
    await largeService.stop();
    if (nhtsa.calls.vpic !== callsBeforeScale) throw new Error('cache scale: a request missed the cache');

    const phase = (runsAtRate: LoadResult[], saturated: LoadResult) => {
      const latencies = merge(runsAtRate);
      return {
        rate: SCALE_RATE,
        p50: quantile(latencies, 0.5),
        p99: quantile(latencies, 0.99),
        saturatedRps: saturated.rps,
        saturatedP50: quantile(saturated.latencies, 0.5),
        failures: failuresOf(runsAtRate) + failuresOf([saturated]),
      };
    };
    const small = phase(paced.small, saturatedSmall);
    const sameSet = phase(paced.large, saturatedLarge);
    const uniform = phase([uniformRun], uniformSaturated);
    const roundRatios = paced.large.map((r, i) => quantile(r.latencies, 0.5) / quantile(paced.small[i]!.latencies, 0.5));
    const flat = sameSet.p50 / small.p50;
    const k = (n: number) => `${n / 1000}k`;
    results.cacheScale = {
      connections: SCALE_CONNECTIONS,
      access: 'uniform random over the working set',
      memoryLayerEntries: 5000,
      method: `${SCALE_ROUNDS} interleaved rounds of ${SCALE_ROUND_SECONDS}s at ${SCALE_RATE} req/s evenly spaced (open loop) per service; saturated: ${SCALE_CONNECTIONS} closed-loop connections; both caches filled and synced before either service started`,
      phases: {
        [`entries ${SCALE_SMALL}, working set ${SCALE_SMALL}`]: small,
        [`entries ${SCALE_LARGE}, working set ${SCALE_SMALL}`]: sameSet,
        [`entries ${SCALE_LARGE}, working set ${SCALE_LARGE}`]: uniform,
      },
      p50RatioSameWorkingSet: flat,
      p50RatioPerRound: roundRatios,
      p50RatioUniformAll: uniform.p50 / small.p50,
    };
    const failed = small.failures + sameSet.failures + uniform.failures;
    rows.push({
      scenario: `7 cache scale: ${k(SCALE_SMALL)} VINs asked, ${k(SCALE_SMALL)} vs ${k(SCALE_LARGE)} entries on disk`,
      result: `p50 ${ms(small.p50)} vs ${ms(sameSet.p50)} (${flat.toFixed(2)}x; rounds ${roundRatios.map((r) => r.toFixed(2)).join('/')}), p99 ${ms(small.p99)} vs ${ms(sameSet.p99)} at ${SCALE_RATE} req/s; ` +
        `saturated ${int(saturatedSmall.rps)} vs ${int(saturatedLarge.rps)} req/s${failed ? `, ${failed} failed` : ''}`,
      target: 'flat: p50 ratio <= 1.5x',
      pass: flat <= 1.5 && failed === 0,
    });
    rows.push({
      scenario: `  all ${k(SCALE_LARGE)} asked uniformly (~${Math.round((1 - 5000 / SCALE_LARGE) * 100)}% read from disk)`,
      result: `p50 ${ms(uniform.p50)} (${(uniform.p50 / small.p50).toFixed(2)}x), p99 ${ms(uniform.p99)} at ${SCALE_RATE} req/s; saturated ${int(uniformSaturated.rps)} req/s`,
      target: '(working set > memory layer)',
      pass: null,
    });
  } finally {
    for (const child of children) await child.stop().catch(() => {});
    await nhtsa.close();
    await llm?.close();
    await rm(tmp, { recursive: true, force: true });
  }

  const seconds = (Date.now() - startedAt) / 1000;
  printTable(rows);
  const out = {
    date: new Date(startedAt).toISOString(),
    command: `npm run bench${QUICK ? ' -- --quick' : ''}`,
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    loadAverage: { before: loadBefore, after: os.loadavg() },
    seconds,
    rows,
    scenarios: results,
  };
  // A --quick run is a smoke test: its figures are not the ones to quote, so they are not kept.
  if (!QUICK) await writeFile(path.join(import.meta.dirname, 'results.json'), JSON.stringify(out, null, 2) + '\n');
  log(`done in ${seconds.toFixed(0)}s; load average was ${loadBefore.map((l) => l.toFixed(1)).join(' ')} before, ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} after`);
}

/**
 * Each miss's latency minus what its two upstream calls really took at the fake: the vPIC call is
 * found by VIN, the recall call as the first one to arrive after that vPIC answer (each miss asks
 * recalls right after vPIC; with ten connections a neighbour's call may be taken instead, which
 * only swaps two holds of the same nominal length). Ascending.
 */
function serviceOverhead(samples: { vin: string; ms: number }[], holds: FakeNhtsa['holds']): Float64Array {
  const recalls = [...holds.recalls].sort((a, b) => a.arrived - b.arrived);
  const used = new Uint8Array(recalls.length);
  const out: number[] = [];
  for (const { vin, ms: latency } of samples) {
    const vpic = holds.vpic.get(vin);
    if (!vpic) continue;
    const i = recalls.findIndex((r, k) => !used[k] && r.arrived >= vpic.answered);
    if (i < 0) continue;
    used[i] = 1;
    out.push(latency - (vpic.answered - vpic.arrived) - (recalls[i]!.answered - recalls[i]!.arrived));
  }
  return Float64Array.from(out).sort();
}

/** One fresh value per target name (`make` is called for each). */
function perTarget<Name extends string, Value>(targets: Record<Name, unknown>, make: () => Value): Record<Name, Value> {
  return Object.fromEntries(Object.keys(targets).map((name) => [name, make()])) as Record<Name, Value>;
}

/**
 * How far the baseline's runs (the same code each time) spread: the machine's own noise. On the
 * shared two-core VM the bench was written on, a calm run spread them by 12% (autocannon) and 30%
 * (wrk), and a run while the host was busy by 77% and 87%; the ratios of such a run say little
 * either way, and it should be repeated.
 */
function spreadText(rps: number[]): string {
  const low = Math.min(...rps);
  const high = Math.max(...rps);
  return `its runs ranged ${int(low)}-${int(high)} req/s (spread ${Math.round((high / low - 1) * 100)}%${high / low > 1.4 ? ': a noisy machine, repeat the run' : ''})`;
}

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function sharing(child: Child, llm: FakeOpenAi, template: string, concurrent: boolean): Promise<{ vins: number; ok: number; llmCalls: number }> {
  const vins = Array.from({ length: 10 }, (_, i) => vinWithSerial(template, 500_001 + i));
  const before = llm.calls.chat;
  let ok = 0;
  if (concurrent) {
    ok = (await Promise.all(vins.map((vin) => post(child, vin)))).filter((a) => a.status === 200).length;
  } else {
    for (const vin of vins) if ((await post(child, vin)).status === 200) ok++;
  }
  return { vins: vins.length, ok, llmCalls: llm.calls.chat - before };
}

function limiterMemory(clients: number): Promise<{ clients: number; tracked: number; rssMB: number; heapMB: number; nsPerTake: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/limiter-memory.ts', String(clients)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`limiter-memory exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').at(-1)!));
    });
  });
}

function printTable(table: Row[]): void {
  const mark = (pass: boolean | null) => (pass === null ? '' : pass ? 'ok' : 'MISSED');
  const widths = [
    Math.max(8, ...table.map((r) => r.scenario.length)),
    Math.max(6, ...table.map((r) => r.result.length)),
    Math.max(6, ...table.map((r) => r.target.length)),
  ];
  const line = (cells: string[]) => cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]!) : c)).join(' | ');
  const lines = [line(['scenario', 'result', 'target', '']), widths.map((w) => '-'.repeat(w)).join('-|-') + '-|---', ...table.map((r) => line([r.scenario, r.result, r.target, mark(r.pass)]))];
  process.stdout.write(lines.join('\n') + '\n');
}

await main();
