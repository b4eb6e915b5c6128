// Module resolution hooks of the engine process: one copy of each @contember package version.
//
// The site's node_modules holds the 1.4.9 packages at the top level (for the sample checker), so
// npm could not hoist the 2.0.8 packages the engine is made of: engine-http, engine-actions,
// engine-tenant-api and others each got their own copy of @contember/engine-content-api,
// @contember/logger, @contember/database… Two copies of one package are two sets of classes and
// module state: the actions' payload selection failed an instanceof check of the content API's
// other copy (every trigger with a `selection` answered "Internal server error"), and the tenant
// API's copy of the logger was never set up ("Logger was not set" when a mail failed). A real
// installation has one copy; this hook gives the engine that: the first copy of a package name
// and version the engine loads serves every later import of the same name and version.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PACKAGE_FILE = /^(file:\/\/.*\/node_modules\/@contember\/([^/]+)\/)(.*)$/;
/** `name@version` → the package folder (a file URL ending in `/`) that serves it. */
const canonical = new Map();
/** package folder → its version, or null when it has no readable package.json. */
const versions = new Map();

function versionOf(root) {
  if (!versions.has(root)) {
    try {
      versions.set(root, JSON.parse(readFileSync(fileURLToPath(`${root}package.json`), 'utf8')).version ?? null);
    } catch {
      versions.set(root, null);
    }
  }
  return versions.get(root);
}

export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  const match = PACKAGE_FILE.exec(result.url);
  if (!match) return result;
  const [, root, name, rest] = match;
  const version = versionOf(root);
  if (!version) return result;
  const key = `${name}@${version}`;
  if (!canonical.has(key)) canonical.set(key, root);
  const chosen = canonical.get(key);
  return chosen === root ? result : { ...result, url: `${chosen}${rest}` };
}
