/**
 * Builds the OpenAPI 3.1 document from the zod schemas, so the published contract cannot drift from
 * the code: `npm run openapi` writes it to openapi.json and a test fails if the committed file differs.
 */
import { z } from 'zod';
import { BatchRequestSchema, BatchResponseSchema } from './batch-schema.js';
import {
  DecodeErrorSchema, DecodeRequestSchema, DecodedVehicleSchema, AiSummarySchema, MaintenanceSpecSchema,
  PartialVehicleSchema, RateLimitErrorSchema, RecallSchema, ServerErrorSchema,
} from './report/schemas.js';
import { MAX_BATCH_VINS } from './decode-batch.js';
import { VinReportSchema } from './report/report.js';

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
  BatchRequest: BatchRequestSchema,
  BatchResponse: BatchResponseSchema,
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

const error = (description: string, headers?: Record<string, unknown>) => ({ description, ...(headers ? { headers } : {}), content: json('Error') });

export interface OpenApiOptions {
  /** The configured daily budget per client IP, stated in the document. */
  dailyLimit?: number;
}

export function buildOpenApiDocument(options: OpenApiOptions = {}): Record<string, unknown> {
  const limit = options.dailyLimit ?? 100;
  return {
    openapi: '3.1.0',
    info: {
      title: 'vin-report',
      version: '1.0.0',
      description:
        'Turns a 17-character VIN into one JSON vehicle report: the VIN decoded by NHTSA vPIC, every recall NHTSA holds for the make/model/year, ' +
        'maintenance specs matched to the engine, NHTSA complaints, NCAP crash ratings, EPA fuel economy and a plain-English summary. ' +
        `Reports are cached 7 days per VIN (X-Cache). Each client IP gets ${limit} requests per UTC day, cache hits included. No credentials are needed.`,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/' }],
    // The API has no authentication: callers are told apart by IP for the daily budget only.
    security: [],
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
            '405': error('Any method but POST (and OPTIONS). The Allow header lists the methods.', { Allow: { $ref: '#/components/headers/Allow' }, ...RATE_HEADERS }),
            '413': error('Request body over 16 KiB.', RATE_HEADERS),
            '429': {
              description: 'Daily budget spent; it resets at UTC midnight.',
              headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' }, ...RATE_HEADERS },
              content: json('RateLimitError'),
            },
            '500': error('Internal error or an upstream service (vPIC, recalls) failed or timed out. Retryable; never cached.', RATE_HEADERS),
          },
        },
      },
      '/api/decode/batch': {
        post: {
          operationId: 'decodeVins',
          summary: `Decode up to ${MAX_BATCH_VINS} VINs in one request`,
          description:
            'Answers one result per VIN, in the order sent. Each distinct VIN spends one request of the daily budget and is decoded once; ' +
            'VINs past the remaining budget get status 429 in their result. When none fits, the whole answer is 429.',
          requestBody: { required: true, content: json('BatchRequest') },
          responses: {
            '200': { description: 'One result per VIN.', headers: RATE_HEADERS, content: json('BatchResponse') },
            '400': error(`The body is not a JSON object with a "vins" array of 1 to ${MAX_BATCH_VINS} entries.`),
            '405': error('Any method but POST (and OPTIONS).', { Allow: { $ref: '#/components/headers/Allow' }, ...RATE_HEADERS }),
            '413': error('Request body over 64 KiB.'),
            '429': { description: 'No budget left for any VIN of the batch.', headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' }, ...RATE_HEADERS }, content: json('RateLimitError') },
            '500': error('Internal error.'),
          },
        },
      },
      '/healthz': {
        get: {
          operationId: 'getHealth',
          summary: 'Liveness and backend state',
          responses: {
            '200': { description: 'The service is up (status "degraded" when Redis is unreachable or refusing writes).', content: { 'application/json': { schema: { type: 'object', properties: { status: { type: 'string' } }, required: ['status'] } } } },
            '405': error('Any method but GET or HEAD.', { Allow: { $ref: '#/components/headers/Allow' } }),
          },
        },
      },
      '/img/ncap/{name}': {
        get: {
          operationId: 'getNcapPicture',
          summary: 'NHTSA\'s photo of a rated vehicle, served from this origin',
          description: 'The picture a report names in safetyRatings.picture.url: NHTSA\'s public-domain photo of the tested model (not of the decoded car), fetched once from static.nhtsa.gov, checked to be an image and kept with the reports. Does not spend the daily budget.',
          parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,79}\\.(png|jpe?g)$' }, description: 'NHTSA\'s file name, e.g. 13518_st0640_046.png.' }],
          responses: {
            '200': {
              description: 'The image, with a month-long Cache-Control and X-Content-Type-Options: nosniff.',
              content: { 'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } }, 'image/jpeg': { schema: { type: 'string', contentMediaType: 'image/jpeg' } } },
            },
            '404': error('No NHTSA picture is kept or available under this name.'),
            '405': error('Any method but GET or HEAD.', { Allow: { $ref: '#/components/headers/Allow' } }),
          },
        },
      },
      '/openapi.json': {
        get: {
          operationId: 'getOpenApi',
          summary: 'This document',
          responses: {
            '200': { description: 'OpenAPI 3.1 description of the service.', content: { 'application/json': { schema: { type: 'object' } } } },
            '405': error('Any method but GET or HEAD.', { Allow: { $ref: '#/components/headers/Allow' } }),
          },
        },
      },
    },
    components: {
      schemas: componentJsonSchemas(),
      headers: {
        'X-Cache': { description: 'HIT when served from the 7-day cache, MISS when built for this request, STALE when the upstream services failed and an expired report (see the Age and Warning headers) was served instead of a 500.', schema: { type: 'string', enum: ['HIT', 'MISS', 'STALE'] } },
        'X-RateLimit-Limit': { description: `Requests allowed per client IP per UTC day (${limit} on this server).`, schema: { type: 'integer' } },
        'X-RateLimit-Remaining': { description: 'Requests left in the current UTC day.', schema: { type: 'integer' } },
        'X-RateLimit-Reset': { description: 'Seconds until the budget resets at UTC midnight.', schema: { type: 'integer' } },
        'Retry-After': { description: 'Seconds until a request will be accepted again.', schema: { type: 'integer' } },
        Allow: { description: 'The methods this path takes.', schema: { type: 'string' } },
      },
    },
  };
}

export function renderOpenApiJson(options: OpenApiOptions = {}): string {
  return JSON.stringify(buildOpenApiDocument(options), null, 2) + '\n';
}
