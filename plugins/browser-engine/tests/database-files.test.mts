// The data directory the build ships beside the worker (src/database-files.mts): PostgreSQL starts
// from it with the settings it carries, and its write-ahead log is one small segment, not initdb's log.
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { after, test } from 'node:test';
import { databaseFiles, openNodeDatabase } from '../src/database-files.mts';
import { DATA_DIRECTORY } from '../src/database.mts';

const db = await openNodeDatabase();
after(async () => { await db.close(); });

const setting = async (name: string) => (await db.query<{ setting: string }>(`SELECT current_setting('${name}') AS setting`)).rows[0]!.setting;

test('PostgreSQL starts with 16 MB of shared buffers, from the configuration in the data directory', async () => {
  assert.equal(await setting('shared_buffers'), '16MB');
  assert.equal(await setting('wal_recycle'), 'off');
});

test('the write-ahead log is one segment of 1 MB', async () => {
  assert.equal(await setting('wal_segment_size'), '1MB');
  const segments = (await db.query<{ size: string }>("SELECT size::text FROM pg_ls_waldir() WHERE name ~ '^[0-9A-F]{24}$'")).rows;
  assert.deepEqual(segments, [{ size: String(1024 * 1024) }]);
});

test('the data directory is the postgres database and that segment: under 10 MB before compression', async () => {
  const databases = (await db.query<{ datname: string }>('SELECT datname FROM pg_database ORDER BY datname')).rows.map((row) => row.datname);
  assert.deepEqual(databases, ['postgres']);
  // With initdb's 16 MB segments it was 25 MB, 16 of them the log.
  const size = statSync((await databaseFiles())[DATA_DIRECTORY]!).size;
  assert.ok(size < 10 * 1024 * 1024, `${DATA_DIRECTORY} is ${size} bytes`);
});
