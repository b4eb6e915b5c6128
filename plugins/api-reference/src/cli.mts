// `npm run generate:api` (also run by `npm start` and `npm run build`).
// Options: --force regenerates even when the cache key matches.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from './generate.mts';

const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const routesFile = resolve(siteDir, process.env.API_ROUTES_FILE ?? '../shared/routes.json');
const result = await generate({ siteDir, routesFile, force: process.argv.includes('--force'), log: (m) => console.log(m) });
if (result.skipped) {
  console.log(`api-reference: ${result.pages} pages up to date (packages and generator unchanged), checked in ${result.ms} ms`);
} else {
  for (const note of result.notes) console.log(`api-reference: note: ${note}`);
  console.log(`api-reference: wrote ${result.pages} pages in ${result.ms} ms`);
}
