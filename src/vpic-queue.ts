/**
 * VINs announced ahead of their builds (a batch, a fleet) are decoded together: when the first of
 * them is needed, one DecodeVINValuesBatch call takes it and the next queued ones, up to 50, and
 * their builds then use that answer. A VIN nobody announced is decoded on its own, as before.
 */
import type { UndecodableVinError } from './errors.js';
import type { DecodedVehicle } from './report/schemas.js';
import { untilAborted } from './until-aborted.js';
import type { VpicClient } from './upstream/vpic.js';

export interface VpicQueue {
  /** Queues normalised VINs (cache misses) to be decoded together once one of them is needed. */
  expect(vins: readonly string[]): void;
  /**
   * The vehicle of `vin`: from its batch call when it was queued, else from a single decode. Ends
   * with `signal`'s reason as soon as it aborts, even while the shared batch call is out.
   * @throws what VpicClient.decode throws (UndecodableVinError, UpstreamError)
   */
  vehicle(vin: string, signal?: AbortSignal): Promise<DecodedVehicle>;
  /**
   * Drops what is kept for `vin`: its decode is over, whichever way it went, or its batch was
   * abandoned before it started. A batch call every VIN of which was dropped before it answered is
   * cancelled: nobody would read its answer.
   */
  forget(vin: string): void;
}

/** Queued VINs kept at most; past it, further ones are decoded on their own. */
const MAX_QUEUED = 10_000;

/** One DecodeVINValuesBatch call under way, and how many of its VINs still want its answer. */
interface BatchCall {
  cancel: AbortController;
  wanted: number;
}

export function createVpicQueue(vpic: VpicClient): VpicQueue {
  const queued = new Set<string>();
  /** VINs whose batch call was sent and whose build has not yet asked for its vehicle. */
  const sent = new Map<string, { vehicle: Promise<DecodedVehicle>; call: BatchCall }>();
  /** VINs whose build took its vehicle from a batch call: the call's interest is theirs until forgotten. */
  const taken = new Map<string, BatchCall>();

  const unwant = (call: BatchCall) => {
    if (--call.wanted === 0) call.cancel.abort();
  };

  /** One batch call for `first` and the VINs queued longest. */
  function send(first: string): void {
    const vins = [first];
    queued.delete(first);
    for (const vin of queued) {
      if (vins.length === vpic.batchMax) break;
      vins.push(vin);
      queued.delete(vin);
    }
    const call: BatchCall = { cancel: new AbortController(), wanted: vins.length };
    const answer = vpic.decodeBatch(vins, call.cancel.signal);
    const entries = vins.map((vin, i) => {
      const vehicle = answer.then((results) => unwrap(results[i]!));
      vehicle.catch(() => {}); // its own build awaits it; a VIN served from the cache meanwhile never does
      const entry = { vehicle, call };
      sent.set(vin, entry);
      return entry;
    });
    // A failed call fails the builds waiting for it, not the VINs no build has asked for yet: they
    // go back in the queue for the next call. Kept, its error would reach each of them later, stale
    // (a fleet told "wait 5 s" once per VIN of the batch instead of once).
    answer.catch(() => vins.forEach((vin, i) => {
      if (sent.get(vin) !== entries[i]) return;
      sent.delete(vin);
      if (queued.size < MAX_QUEUED) queued.add(vin);
    }));
  }

  return {
    expect(vins) {
      for (const vin of vins) if (queued.size < MAX_QUEUED && !sent.has(vin) && !taken.has(vin)) queued.add(vin);
    },
    vehicle(vin, signal) {
      if (queued.has(vin)) send(vin);
      const entry = sent.get(vin);
      if (!entry) return vpic.decode(vin, signal);
      sent.delete(vin);
      const earlier = taken.get(vin);
      if (earlier) unwant(earlier);
      taken.set(vin, entry.call);
      return untilAborted(entry.vehicle, signal);
    },
    forget(vin) {
      queued.delete(vin);
      const entry = sent.get(vin);
      if (entry) {
        sent.delete(vin);
        unwant(entry.call);
      }
      const call = taken.get(vin);
      if (call) {
        taken.delete(vin);
        unwant(call);
      }
    },
  };
}

function unwrap(result: DecodedVehicle | UndecodableVinError): DecodedVehicle {
  if (result instanceof Error) throw result;
  return result;
}

