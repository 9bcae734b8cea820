/**
 * VINs announced ahead of their builds (a batch, a fleet) are decoded together: when the first of
 * them is needed, one DecodeVINValuesBatch call takes it and the next queued ones, up to 50, and
 * their builds then use that answer. A VIN nobody announced is decoded on its own, as before.
 */
import type { UndecodableVinError } from './errors.js';
import type { DecodedVehicle } from './report/schemas.js';
import type { VpicClient } from './upstream/vpic.js';

export interface VpicQueue {
  /** Queues normalised VINs (cache misses) to be decoded together once one of them is needed. */
  expect(vins: readonly string[]): void;
  /**
   * The vehicle of `vin`: from its batch call when it was queued, else from a single decode.
   * @throws what VpicClient.decode throws (UndecodableVinError, UpstreamError)
   */
  vehicle(vin: string, signal?: AbortSignal): Promise<DecodedVehicle>;
  /** Drops what is kept for `vin`: its decode is over, whichever way it went. */
  forget(vin: string): void;
}

/** Queued VINs kept at most; past it, further ones are decoded on their own. */
const MAX_QUEUED = 10_000;

export function createVpicQueue(vpic: VpicClient): VpicQueue {
  const queued = new Set<string>();
  const sent = new Map<string, Promise<DecodedVehicle>>();

  /** One batch call for `first` and the VINs queued longest. */
  function send(first: string): void {
    const vins = [first];
    queued.delete(first);
    for (const vin of queued) {
      if (vins.length === vpic.batchMax) break;
      vins.push(vin);
      queued.delete(vin);
    }
    const call = vpic.decodeBatch(vins);
    const vehicles = vins.map((vin, i) => {
      const vehicle = call.then((results) => unwrap(results[i]!));
      vehicle.catch(() => {}); // its own build awaits it; a VIN served from the cache meanwhile never does
      sent.set(vin, vehicle);
      return vehicle;
    });
    // A failed call fails the builds waiting for it, not the VINs no build has asked for yet: they
    // go back in the queue for the next call. Kept, its error would reach each of them later, stale
    // (a fleet told "wait 5 s" once per VIN of the batch instead of once).
    call.catch(() => vins.forEach((vin, i) => {
      if (sent.get(vin) !== vehicles[i]) return;
      sent.delete(vin);
      if (queued.size < MAX_QUEUED) queued.add(vin);
    }));
  }

  return {
    expect(vins) {
      for (const vin of vins) if (queued.size < MAX_QUEUED && !sent.has(vin)) queued.add(vin);
    },
    vehicle(vin, signal) {
      if (queued.has(vin)) send(vin);
      const vehicle = sent.get(vin);
      if (!vehicle) return vpic.decode(vin, signal);
      sent.delete(vin);
      return vehicle;
    },
    forget(vin) {
      queued.delete(vin);
      sent.delete(vin);
    },
  };
}

function unwrap(result: DecodedVehicle | UndecodableVinError): DecodedVehicle {
  if (result instanceof Error) throw result;
  return result;
}
