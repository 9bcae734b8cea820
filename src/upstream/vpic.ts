/**
 * NHTSA vPIC client: `GET {base}/DecodeVinValues/{VIN}?format=json`, mapped to DecodedVehicle.
 */
import { UndecodableVinError, UpstreamError } from '../errors.js';
import type { DecodedVehicle, PartialVehicle } from '../schemas.js';
import { fetchJson, type FetchLike } from './fetch-json.js';
import { capText } from './upstream-text.js';

export interface VpicClientOptions {
  baseUrl: string;
  /** Replaces globalThis.fetch (tests). */
  fetch?: FetchLike;
  timeoutMs: number;
  /** Default `vin-report/<version>` (UPSTREAM_USER_AGENT). */
  userAgent?: string;
}

export interface VpicClient {
  /**
   * Decodes a normalised VIN.
   * @throws UndecodableVinError when vPIC finds no make or no model year
   * @throws UpstreamError when vPIC fails, times out or answers something that is not a decode
   */
  decode(vin: string, signal?: AbortSignal): Promise<DecodedVehicle>;
}

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

export function createVpicClient(options: VpicClientOptions): VpicClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    async decode(vin, signal) {
      const body = await fetchJson(`${base}/DecodeVinValues/${encodeURIComponent(vin)}?format=json`, {
        fetch: options.fetch,
        upstream: 'vPIC',
        timeoutMs: options.timeoutMs,
        userAgent: options.userAgent,
        signal,
      });
      const row = firstResult(body);
      const vehicle = mapVpicRow(vin, row);
      if (!vehicle.make || !vehicle.modelYear) {
        const partial: PartialVehicle = { vin };
        for (const key of ['make', 'modelYear', 'model', 'errorCode', 'errorText'] as const) {
          if (vehicle[key] !== undefined) partial[key] = vehicle[key];
        }
        const missing = !vehicle.make && !vehicle.modelYear ? 'make or model year' : !vehicle.make ? 'make' : 'model year';
        const rawErrorText = typeof row.ErrorText === 'string' && row.ErrorText !== '' ? capText(row.ErrorText) : undefined;
        throw new UndecodableVinError(`The VIN could not be decoded: vPIC returned no ${missing}.`, rawErrorText, partial);
      }
      return vehicle;
    },
  };
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
