// packages.mts for the worker bundle: the same packages, imported statically. The bundler resolves
// @contember/* from the content API's own node_modules first (build-worker.mts), as packages.mts does.
/* eslint-disable @typescript-eslint/ban-ts-comment -- the aliased packages ship no types under these names */
// @ts-ignore
import * as contentApiModule from 'contember-engine-content-api-v2.0';
// @ts-ignore
import * as databaseModule from '@contember/database';
// @ts-ignore
import * as schemaUtilsModule from '@contember/schema-utils';
// @ts-ignore
import * as loggingModule from '@contember/logger';
// @ts-ignore
import * as graphqlModule from 'graphql';
// @ts-ignore
import * as migrationsModule from 'contember-schema-migrations-v2.0';
// @ts-ignore resolved by build-worker.mts to the tenant API's schema file
import tenantSchemaDocument from 'contember-tenant-schema';
/* eslint-enable @typescript-eslint/ban-ts-comment */

/* eslint-disable @typescript-eslint/no-explicit-any -- loaded untyped, as in packages.mts */
export const contentApi = contentApiModule as any;
export const database = databaseModule as any;
export const schemaUtils = schemaUtilsModule as any;
export const logging = loggingModule as any;
export const graphqlOfContentApi = graphqlModule as any;
export const migrations = migrationsModule as any;
export const tenantSchema = tenantSchemaDocument as unknown;
/* eslint-enable @typescript-eslint/no-explicit-any */
