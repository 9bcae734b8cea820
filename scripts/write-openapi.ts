/** `npm run openapi`: regenerates openapi.json from the zod schemas. */
import { writeFile } from 'node:fs/promises';
import { renderOpenApiJson } from '../src/openapi-document.js';

await writeFile(new URL('../openapi.json', import.meta.url), renderOpenApiJson());
process.stderr.write('openapi.json written\n');
