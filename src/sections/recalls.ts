/**
 * Every recall NHTSA holds for the make/model/year. Required: if the recall service cannot be
 * asked the report fails (retryably) rather than claim there are none.
 */
import { z } from 'zod';
import { RecallSchema } from '../schemas.js';
import { createRecallsClient } from '../upstream/recalls.js';
import { defineSection, modelKey, modelOf } from './section.js';

export const recallsSection = defineSection({
  key: 'recalls',
  schema: z.array(RecallSchema),
  onFailure: 'fail',
  async load(vehicle, ctx) {
    const model = modelOf(vehicle);
    // Without a model the service cannot be asked; the pipeline lists recalls as unavailable.
    if (!model) return [];
    const client = createRecallsClient({ baseUrl: ctx.upstream.recallsBaseUrl, fetch: ctx.upstream.fetch, timeoutMs: ctx.upstream.timeoutMs });
    return ctx.cached(modelKey('recalls', model), ctx.modelCacheSeconds, () => client.find(model, ctx.signal));
  },
});
