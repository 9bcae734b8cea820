/**
 * Builds the OpenAPI 3.1 document from the zod schemas, so the published contract cannot drift from
 * the code: `npm run openapi` writes it to openapi.json and a test fails if the committed file differs.
 */
import { z } from 'zod';
import {
  DecodeErrorSchema, DecodeRequestSchema, DecodedVehicleSchema, AiSummarySchema, MaintenanceSpecSchema,
  PartialVehicleSchema, RateLimitErrorSchema, RecallSchema, ServerErrorSchema, VinReportSchema,
} from './schemas.js';

/** Component name → zod schema. Exported so tests can check each published schema against its source. */
export const COMPONENT_SCHEMAS = {
  DecodeRequest: DecodeRequestSchema,
  VinReport: VinReportSchema,
  DecodedVehicle: DecodedVehicleSchema,
  Recall: RecallSchema,
  AiSummary: AiSummarySchema,
  MaintenanceSpec: MaintenanceSpecSchema,
  PartialVehicle: PartialVehicleSchema,
  DecodeError: DecodeErrorSchema,
  RateLimitError: RateLimitErrorSchema,
  Error: ServerErrorSchema,
} as const;

export function componentJsonSchemas(): Record<string, Record<string, unknown>> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(COMPONENT_SCHEMAS)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { uri: (id) => `#/components/schemas/${id}`, target: 'draft-2020-12' });
  const out: Record<string, Record<string, unknown>> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    const { $schema: _schema, $id: _id, ...rest } = schema as Record<string, unknown>;
    out[id] = rest;
  }
  return out;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (name: string) => ({ 'application/json': { schema: ref(name) } });
const RATE_HEADERS = {
  'X-RateLimit-Limit': { $ref: '#/components/headers/X-RateLimit-Limit' },
  'X-RateLimit-Remaining': { $ref: '#/components/headers/X-RateLimit-Remaining' },
  'X-RateLimit-Reset': { $ref: '#/components/headers/X-RateLimit-Reset' },
};

export function buildOpenApiDocument(): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'vin-report',
      version: '1.0.0',
      description:
        'Turns a 17-character VIN into one JSON vehicle report: the VIN decoded by NHTSA vPIC, every recall NHTSA holds for the make/model/year, ' +
        'maintenance specs matched to the engine, and an AI summary. Reports are cached 7 days per VIN (X-Cache). Each client IP gets 100 ' +
        'requests per UTC day, cache hits included.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/' }],
    paths: {
      '/api/decode': {
        post: {
          operationId: 'decodeVin',
          summary: 'Decode a VIN into a vehicle report',
          description:
            'Lowercase input and surrounding spaces are normalised. Any content type is parsed as JSON. Every request counts against the ' +
            'caller\'s daily budget, including 400s and cache hits. A failing check digit is not an error: vPIC still decodes the VIN and reports it in vehicle.errorCode/errorText.',
          requestBody: { required: true, content: json('DecodeRequest') },
          responses: {
            '200': {
              description: 'The report.',
              headers: { 'X-Cache': { $ref: '#/components/headers/X-Cache' }, ...RATE_HEADERS },
              content: json('VinReport'),
            },
            '400': {
              description: 'The body is not a JSON object with a well-formed VIN, or vPIC returned no make or no model year for it (then errorText is vPIC\'s text verbatim and vehicle the partial decode).',
              headers: RATE_HEADERS,
              content: json('DecodeError'),
            },
            '413': { description: 'Request body over 16 KiB.', headers: RATE_HEADERS, content: json('Error') },
            '429': {
              description: 'Daily budget spent; it resets at UTC midnight.',
              headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' }, ...RATE_HEADERS },
              content: json('RateLimitError'),
            },
            '500': {
              description: 'Internal error or an upstream service (vPIC, recalls) failed or timed out. Retryable; never cached.',
              headers: RATE_HEADERS,
              content: json('Error'),
            },
          },
        },
      },
      '/healthz': {
        get: {
          operationId: 'getHealth',
          summary: 'Liveness and backend state',
          responses: { '200': { description: 'The service is up.', content: { 'application/json': { schema: { type: 'object', properties: { status: { type: 'string' } }, required: ['status'] } } } } },
        },
      },
      '/openapi.json': {
        get: {
          operationId: 'getOpenApi',
          summary: 'This document',
          responses: { '200': { description: 'OpenAPI 3.1 description of the service.', content: { 'application/json': { schema: { type: 'object' } } } } },
        },
      },
    },
    components: {
      schemas: componentJsonSchemas(),
      headers: {
        'X-Cache': { description: 'HIT when served from the 7-day cache, MISS when built for this request.', schema: { type: 'string', enum: ['HIT', 'MISS'] } },
        'X-RateLimit-Limit': { description: 'Requests allowed per client IP per UTC day.', schema: { type: 'integer' } },
        'X-RateLimit-Remaining': { description: 'Requests left in the current UTC day.', schema: { type: 'integer' } },
        'X-RateLimit-Reset': { description: 'Seconds until the budget resets at UTC midnight.', schema: { type: 'integer' } },
        'Retry-After': { description: 'Seconds until a request will be accepted again.', schema: { type: 'integer' } },
      },
    },
  };
}

export function renderOpenApiJson(): string {
  return JSON.stringify(buildOpenApiDocument(), null, 2) + '\n';
}
