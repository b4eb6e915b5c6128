// A page's prepared data directory, as the worker of a page loaded anew uses it: the difference the
// build writes, applied to database.tar, starts a PostgreSQL that holds the project migrated and
// seeded, and the engine attached to it answers, saves and resets as one that migrated the project.
import assert from 'node:assert/strict';
import { openAsBlob } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { pageProject } from '../../engine/src/projects.mts';
import { applyDelta } from '../src/data-directory-delta.mts';
import { DATA_DIRECTORY, FILE_BUNDLE, PREPARED_STAGE_SCHEMA, startDatabase } from '../src/database.mts';
import { databaseFiles, openNodeDatabase } from '../src/database-files.mts';
import type { PGlite } from '@electric-sql/pglite';
import { createBrowserEngine, type BrowserEngine } from '../src/engine.mts';
import { writePreparedProjects } from '../src/prepared-projects.mts';
import type { ProjectData } from '../src/protocol.ts';

const PAGE = join(import.meta.dirname, '../../../docs/reference/admin/examples/SelectField.mdx');
const VERSION = 'test-worker';
const project = pageProject(PAGE)!;
const data: ProjectData = { slug: project.slug, schema: project.schema, migrations: project.migrations, seed: project.seed?.code ?? null };
/** The same model with a seed block the engine refuses: its Run shows why, so the build prepares nothing for it. */
const refused: ProjectData = { ...data, slug: 'refused-seed', seed: 'mutation { createArticle(data: { noSuchField: "x" }) { ok } }' };
const articles = '{ listArticle(orderBy: [{ title: asc }]) { id title } }';

let folder: string;
let preparedSlugs: string[];
let delta: Uint8Array;
let base: Uint8Array;
let attached: BrowserEngine;
let migrated: BrowserEngine;
const databases: PGlite[] = [];

before(async () => {
  folder = await mkdtemp(join(tmpdir(), 'prepared-'));
  // A cache of its own: the test makes the directory with the code it tests.
  const written = await writePreparedProjects(join(folder, 'site'), [data, refused], VERSION, join(folder, 'cache'));
  preparedSlugs = [...written.keys()];
  const prepared = written.get(data.slug);
  assert.ok(prepared, 'the project has a prepared data directory');
  assert.match(prepared.directory, new RegExp(`^${data.slug}\\.[0-9a-f]{12}\\.gz$`), 'named by its content');
  delta = gunzipSync(await readFile(join(folder, 'site', prepared.directory)));
  base = new Uint8Array(await readFile((await databaseFiles())[DATA_DIRECTORY]!));
  const directory = applyDelta(base, delta, VERSION);
  assert.ok(directory);
  const [preparedDb, freshDb] = await Promise.all([
    startDatabase({ fileBundle: await openAsBlob((await databaseFiles())[FILE_BUNDLE]!), dataDirectory: new Blob([directory]) }),
    openNodeDatabase(),
  ]);
  databases.push(preparedDb, freshDb);
  attached = await createBrowserEngine({ model: project, seed: project.seed?.code, db: preparedDb, stageSchema: PREPARED_STAGE_SCHEMA, attach: prepared.engine });
  migrated = await createBrowserEngine({ model: project, seed: project.seed?.code, db: freshDb, stageSchema: 'stage_live_1' });
}, { timeout: 120_000 });

after(async () => {
  await attached?.close();
  await migrated?.close();
  await Promise.all(databases.map((db) => db.close()));
  await rm(folder, { recursive: true, force: true });
});

const titlesOf = async (engine: BrowserEngine) => ((await engine.execute(articles)).data?.listArticle as { title: string }[]).map((row) => row.title);

test('the difference applies only to the data directory of the worker it was made for', () => {
  assert.equal(applyDelta(base, delta, 'another-worker'), undefined);
  assert.ok(delta.length < 2 * 2 ** 20, `a difference of ${delta.length} bytes, not a whole directory`);
});

test('a project whose seed block the engine refuses gets no prepared directory (its Run migrates and shows the message)', () => {
  assert.deepEqual(preparedSlugs, [data.slug]);
});

test('the attached engine answers on the seed data, with the schema of a migrated one', async () => {
  assert.deepEqual(await titlesOf(attached), await titlesOf(migrated));
  assert.ok((await titlesOf(attached)).length > 0, 'the seed block made articles');
  assert.equal(attached.schema(), migrated.schema());
});

test('a save on the attached engine stays until Reset data, which restores the seed rows and their ids', async () => {
  const seeded = (await attached.execute(articles)).data;
  const created = await attached.execute('mutation { createArticle(data: { title: "saved after the build" }) { ok } }');
  assert.equal((created.data?.createArticle as { ok: boolean }).ok, true, JSON.stringify(created));
  assert.ok((await titlesOf(attached)).includes('saved after the build'));
  await attached.reset();
  assert.deepEqual((await attached.execute(articles)).data, seeded);
});
