/**
 * NHTSA vPIC client: `GET {base}/DecodeVinValues/{VIN}?format=json` for one VIN, and
 * `POST {base}/DecodeVINValuesBatch/` (form body `DATA=VIN;VIN...&format=json`) for up to 50, both
 * mapped to DecodedVehicle by the same function.
 */
import { UndecodableVinError, UpstreamError } from '../errors.js';
import type { DecodedVehicle, PartialVehicle } from '../report/schemas.js';
import { fetchJson, hasResultsList } from './http/fetch-json.js';
import { capText } from './http/upstream-text.js';
import type { UpstreamClientOptions } from './http/client-options.js';

export interface VpicClient {
  /**
   * Decodes a normalised VIN.
   * @throws UndecodableVinError when vPIC finds no make or no model year
   * @throws UpstreamError when vPIC fails, times out or answers something that is not a decode
   */
  decode(vin: string, signal?: AbortSignal): Promise<DecodedVehicle>;
  /**
   * Decodes up to VPIC_BATCH_MAX normalised VINs in one call: one entry per VIN, in order, either
   * its vehicle or the UndecodableVinError a single decode would have thrown.
   * @throws UpstreamError when the call fails or answers something that is not these VINs' decodes
   */
  decodeBatch(vins: readonly string[], signal?: AbortSignal): Promise<Array<DecodedVehicle | UndecodableVinError>>;
  /** Most VINs one decodeBatch call takes. */
  readonly batchMax: number;
}

/** Most VINs one DecodeVINValuesBatch call takes (vPIC's own limit). */
export const VPIC_BATCH_MAX = 50;

/** Report field ← vPIC DecodeVinValues key. Order is the report's field order. */
const FIELD_MAP: ReadonlyArray<readonly [keyof DecodedVehicle, string]> = [
  ['make', 'Make'],
  ['model', 'Model'],
  ['modelYear', 'ModelYear'],
  ['trim', 'Trim'],
  ['series', 'Series'],
  ['bodyClass', 'BodyClass'],
  ['vehicleType', 'VehicleType'],
  ['driveType', 'DriveType'],
  ['engineCylinders', 'EngineCylinders'],
  ['engineDisplacement', 'DisplacementL'],
  ['engineModel', 'EngineModel'],
  ['engineHP', 'EngineHP'],
  ['turbo', 'Turbo'],
  ['fuelType', 'FuelTypePrimary'],
  ['transmissionStyle', 'TransmissionStyle'],
  ['transmissionSpeeds', 'TransmissionSpeeds'],
  ['plantCountry', 'PlantCountry'],
  ['plantCity', 'PlantCity'],
  ['electrificationLevel', 'ElectrificationLevel'],
  ['batteryKwh', 'BatteryKWh'],
  ['errorCode', 'ErrorCode'],
  ['errorText', 'ErrorText'],
  ['suggestedVin', 'SuggestedVIN'],
];

export function createVpicClient(options: UpstreamClientOptions): VpicClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const callOptions = (signal?: AbortSignal) => ({
    fetch: options.fetch,
    upstream: 'vPIC',
    timeoutMs: options.timeoutMs,
    userAgent: options.userAgent,
    limits: options.limits,
    signal,
  });
  return {
    batchMax: VPIC_BATCH_MAX,
    async decode(vin, signal) {
      const body = await fetchJson(`${base}/DecodeVinValues/${encodeURIComponent(vin)}?format=json`, callOptions(signal));
      const vehicle = vehicleOf(vin, firstResult(body));
      if (vehicle instanceof UndecodableVinError) throw vehicle;
      return vehicle;
    },
    async decodeBatch(vins, signal) {
      if (vins.length === 0) return [];
      if (vins.length > VPIC_BATCH_MAX) throw new RangeError(`at most ${VPIC_BATCH_MAX} VINs per vPIC batch call`);
      // format=json travels in the form body: vPIC answers XML when it is only in the query.
      const form = new URLSearchParams({ DATA: vins.join(';'), format: 'json' });
      const body = await fetchJson(`${base}/DecodeVINValuesBatch/`, {
        ...callOptions(signal),
        init: { method: 'POST', body: form },
        isAnswer: hasResultsList,
      });
      const rows = (body as { Results: unknown[] }).Results;
      return vins.map((vin, i) => {
        const row = rows[i];
        // Results follow input order; a row for another VIN means the answer cannot be trusted.
        if (row === null || typeof row !== 'object' || Array.isArray(row) || String((row as { VIN?: unknown }).VIN ?? '').trim().toUpperCase() !== vin) {
          throw new UpstreamError('vPIC', 'vPIC answered a batch decode without the VINs asked for');
        }
        return vehicleOf(vin, row as Record<string, unknown>);
      });
    },
  };
}

/** The vehicle in one DecodeVinValues row, or the contract's 400 when it has no make or model year. */
function vehicleOf(vin: string, row: Record<string, unknown>): DecodedVehicle | UndecodableVinError {
  const vehicle = mapVpicRow(vin, row);
  if (vehicle.make && vehicle.modelYear) return vehicle;
  const partial: PartialVehicle = { vin };
  for (const key of ['make', 'modelYear', 'model', 'errorCode', 'errorText'] as const) {
    if (vehicle[key] !== undefined) partial[key] = vehicle[key];
  }
  const missing = !vehicle.make && !vehicle.modelYear ? 'make or model year' : !vehicle.make ? 'make' : 'model year';
  const rawErrorText = typeof row.ErrorText === 'string' && row.ErrorText !== '' ? capText(row.ErrorText) : undefined;
  return new UndecodableVinError(`The VIN could not be decoded: vPIC returned no ${missing}.`, rawErrorText, partial);
}

function firstResult(body: unknown): Record<string, unknown> {
  const results = (body as { Results?: unknown } | null)?.Results;
  const row = Array.isArray(results) ? results[0] : undefined;
  if (row === null || typeof row !== 'object' || Array.isArray(row)) {
    throw new UpstreamError('vPIC', 'vPIC answered without a decode result');
  }
  return row as Record<string, unknown>;
}

/**
 * Maps one DecodeVinValues row. Values are trimmed (vPIC sends "TRUCK ") and empty ones omitted;
 * everything else, "Not Applicable" included, is vPIC's own word and passes through, capped at
 * 2,000 characters like every upstream text.
 */
export function mapVpicRow(vin: string, row: Record<string, unknown>): DecodedVehicle {
  const vehicle: DecodedVehicle = { vin };
  for (const [field, key] of FIELD_MAP) {
    const raw = row[key];
    if (typeof raw !== 'string' && typeof raw !== 'number') continue;
    const value = String(raw).trim();
    if (value === '') continue;
    vehicle[field] = capText(value);
  }
  // vPIC repeats the VIN itself as its suggestion when it has none to make.
  if (vehicle.suggestedVin === vin) delete vehicle.suggestedVin;
  return vehicle;
}
