// The Contember 2.0.8 packages the engine is made of, loaded in Node. They are installed under
// aliases; database, schema-utils and logger are resolved from the content API's own folder so that
// its instanceof checks see the same classes. The worker bundle replaces this module with
// packages.browser.mts (same exports, static imports resolved the same way by the bundler).
import { createRequire } from 'node:module';
import { join } from 'node:path';

const TENANT_API = (() => {
  const entry = createRequire(import.meta.url).resolve('@contember/engine-tenant-api');
  return entry.slice(0, entry.indexOf('/dist/'));
})();
const contentApiRequire = createRequire(createRequire(import.meta.url).resolve('contember-engine-content-api-v2.0'));
/* eslint-disable @typescript-eslint/no-explicit-any -- the aliased packages are loaded untyped */
export const contentApi = contentApiRequire('contember-engine-content-api-v2.0') as any;
export const database = contentApiRequire('@contember/database') as any;
export const schemaUtils = contentApiRequire('@contember/schema-utils') as any;
export const logging = contentApiRequire('@contember/logger') as any;
/** The graphql module the content API builds its schema with (printSchema of that schema). */
export const graphqlOfContentApi = contentApiRequire('graphql') as any;
export const migrations = createRequire(import.meta.url)('contember-schema-migrations-v2.0') as any;
/** The tenant API's schema (a GraphQL document), a file its package does not export. */
export const tenantSchema = createRequire(import.meta.url)(join(TENANT_API, 'dist/production/src/schema/tenant.graphql.cjs')) as unknown;
/* eslint-enable @typescript-eslint/no-explicit-any */
