/**
 * What demo mode changes in the composition root (src/app.ts): answers come from the recorded
 * upstream (./recorded-upstream.ts), reports are kept in memory only (the real cache is never
 * written), and a VIN without a recording is refused by name rather than answered with a made-up
 * report.
 */
import { NotInDemoError } from '../errors.js';
import type { ReportService } from '../report-service.js';
import type { ReportStore } from '../store/report-store.js';
import { normalizeVin } from '../vin.js';
import { DEMO_VINS } from './recorded-upstream.js';

export { createRecordedUpstream, DEMO_VINS } from './recorded-upstream.js';

/** A store that keeps nothing: under the memory layer, demo reports live in this process only. */
export function createDiscardingStore(): ReportStore {
  return {
    get: async () => null,
    getStale: async () => null,
    set: async () => {},
    close: async () => {},
  };
}

/**
 * `service`, answering only the VINs demo mode has recordings for.
 * @throws InvalidVinError for a malformed VIN (as always), NotInDemoError for one without a recording
 */
export function onlyDemoVins(service: ReportService): ReportService {
  return {
    ...service,
    async decode(vinInput, log, signal) {
      const vin = normalizeVin(vinInput);
      if (!DEMO_VINS.includes(vin)) throw new NotInDemoError(vin, DEMO_VINS);
      return service.decode(vin, log, signal);
    },
    // Only recorded VINs go into a vPIC batch call: the recording has no row for any other.
    expect: (vinInputs, signal) => service.expect(vinInputs.filter((input) => typeof input === 'string' && DEMO_VINS.includes(input.trim().toUpperCase())), signal),
  };
}
