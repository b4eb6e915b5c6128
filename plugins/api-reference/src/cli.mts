// `npm run generate:api` (also run by `npm start` and `npm run build`).
// Options: --force regenerates even when the cache key matches.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from './generate.mts';
import { generateV2 } from './v2/generate.mts';

const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const routesFile = resolve(siteDir, process.env.API_ROUTES_FILE ?? '../shared/routes.json');
const result = await generate({ siteDir, routesFile, force: process.argv.includes('--force'), log: (m) => console.log(m) });
if (result.skipped) {
  console.log(`api-reference: ${result.pages} pages up to date (packages and generator unchanged), checked in ${result.ms} ms`);
} else {
  for (const note of result.notes) console.log(`api-reference: note: ${note}`);
  console.log(`api-reference: wrote ${result.pages} pages in ${result.ms} ms`);
}

// Interface 2.0.8 (2.x docs): versioned_docs/version-2.x/reference/interface/api/.
const v2 = await generateV2({ siteDir, force: process.argv.includes('--force') });
if (v2.skipped) {
  console.log(`api-reference 2.x: ${v2.pages} pages up to date (packages and generator unchanged), checked in ${v2.ms} ms`);
} else {
  for (const note of v2.notes) console.log(`api-reference 2.x: note: ${note}`);
  console.log(`api-reference 2.x: wrote ${v2.pages} pages in ${v2.ms} ms`);
}
