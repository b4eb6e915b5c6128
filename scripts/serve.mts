// Serves the production build (`npm run build` first) at http://127.0.0.1:3000.
// PORT and HOST override the address.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readHeaderRules, startStaticServer } from './lib/static-server.mts';

const root = join(import.meta.dirname, '..', 'build');
if (!existsSync(join(root, 'index.html'))) {
  console.error('No production build in build/. Run `npm run build` first.');
  process.exit(1);
}
const { url } = await startStaticServer({
  root,
  host: process.env.HOST ?? '127.0.0.1',
  port: Number(process.env.PORT ?? 3000),
  headerRules: readHeaderRules(join(root, '_headers')),
});
console.log(`Serving build/ at ${url}`);
