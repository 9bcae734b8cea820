import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { z } from 'zod';
import { COMPONENT_SCHEMAS, renderOpenApiJson } from '../src/openapi-document.js';

const committed = readFileSync(path.join(import.meta.dirname, '..', 'openapi.json'), 'utf8');
const doc = JSON.parse(committed);

test('openapi.json is exactly what the zod schemas generate (run `npm run openapi` after changing them)', () => {
  assert.equal(committed, renderOpenApiJson());
});

test('openapi.json is a valid OpenAPI 3.1 document', async () => {
  const result = await new Validator().validate(doc);
  assert.equal(result.valid, true, JSON.stringify(result.errors, null, 2));
  assert.equal(doc.openapi, '3.1.0');
  assert.equal(doc.info.version, '1.0.0');
  assert.equal(doc.paths['/api/decode'].post.operationId, 'decodeVin');
});

test('every published schema has the fields and required list of its zod schema', () => {
  for (const [name, schema] of Object.entries(COMPONENT_SCHEMAS)) {
    const published = doc.components.schemas[name];
    assert.ok(published, `${name} is published`);
    const shape = (schema as z.ZodObject).shape;
    assert.deepEqual(Object.keys(published.properties).sort(), Object.keys(shape).sort(), name);
    const required = Object.entries(shape).filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success).map(([key]) => key).sort();
    assert.deepEqual([...(published.required ?? [])].sort(), required, `${name} required fields`);
  }
});

test('the contract\'s fields are all there', () => {
  const s = doc.components.schemas;
  for (const field of ['ai', 'cached', 'generatedAt', 'maintenance', 'recalls', 'vehicle', 'vin']) assert.ok(s.VinReport.properties[field], field);
  for (const field of ['ai', 'generatedAt', 'recalls', 'vehicle', 'vin']) assert.ok(s.VinReport.required.includes(field), `${field} is required`);
  for (const field of ['maintenance', 'cached']) assert.ok(!s.VinReport.required.includes(field), `${field} is optional, as the contract says`);
  assert.deepEqual(s.AiSummary.properties.score, { type: 'integer', minimum: 1, maximum: 10 });
  assert.deepEqual(s.DecodeRequest.required, ['vin']);
  assert.equal(s.DecodeRequest.properties.vin.pattern, '^[A-HJ-NPR-Z0-9]{17}$');
  assert.deepEqual(s.RateLimitError.required.sort(), ['error', 'limit', 'remaining', 'resetSeconds']);
  const responses = doc.paths['/api/decode'].post.responses;
  for (const status of ['200', '400', '429', '500']) assert.ok(responses[status], status);
  assert.ok(responses['200'].headers['X-Cache']);
  assert.ok(responses['429'].headers['Retry-After']);
});

test("Redocly's recommended ruleset finds nothing to report in openapi.json", async () => {
  const { createConfig, lintFromString } = await import('@redocly/openapi-core');
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: committed, absoluteRef: 'openapi.json', config });
  assert.deepEqual(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`), []);
});

test('the document states the daily limit it is rendered for', () => {
  const served = JSON.parse(renderOpenApiJson({ dailyLimit: 250 }));
  assert.match(served.info.description, /250 requests per UTC day/);
  assert.match(served.components.headers['X-RateLimit-Limit'].description, /250/);
  assert.match(doc.info.description, /100 requests per UTC day/);
});

test('the API declares that it needs no credentials', () => {
  assert.deepEqual(doc.security, []);
});
