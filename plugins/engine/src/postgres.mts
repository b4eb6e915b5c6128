// A throwaway PostgreSQL cluster from Debian's `postgresql` package: initdb in a temporary folder,
// started on a local port with durability off (the data lives as long as the process). initdb and
// postgres refuse to run as root, so as root they run as the package's `postgres` user.
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const POSTGRES_ROOT = '/usr/lib/postgresql';
/** The role the engine connects as; it creates the tenant and project databases itself. */
export const ENGINE_DB_USER = 'contember';

export interface Postgres {
  host: string;
  port: number;
  user: string;
  password: string;
  /** The temporary folder of the cluster (its data, socket and log), removed by stop(). */
  folder: string;
  /** Process id of the server (the postmaster; its children are the backends). */
  pid: number;
  /** Runs SQL in a database as the superuser; resolves to psql's unaligned output. */
  sql(database: string, statement: string): Promise<string>;
  /** Stops the server and removes the folder; synchronous so that exit handlers can call it. */
  stop(): void;
}

/** The `bin` folder of the newest PostgreSQL the package installed (POSTGRES_BIN overrides it). */
export function postgresBin(): string {
  const configured = process.env.POSTGRES_BIN;
  if (configured) {
    if (!existsSync(join(configured, 'initdb'))) throw new Error(`PostgreSQL is not installed (no initdb in POSTGRES_BIN=${configured})`);
    return configured;
  }
  const versions = existsSync(POSTGRES_ROOT) ? readdirSync(POSTGRES_ROOT).filter((name) => /^\d+$/.test(name)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`PostgreSQL is not installed (no ${POSTGRES_ROOT}/<version>/bin): apt-get install postgresql`);
  return join(POSTGRES_ROOT, newest, 'bin');
}

const isRoot = process.getuid?.() === 0;

function asClusterOwner(program: string, args: string[]): [string, string[]] {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
}

/**
 * Marks a folder as the top of a directory tree for ext4's block allocator (`chattr +T`): each
 * folder created in it (the cluster's data, then each database) goes to a block group of its own.
 * Otherwise they stay near their parent, where the files of the previous cluster were just deleted,
 * and ext4 here passes over the inodes freed in the last minutes, one by one: creating a
 * database took several times longer in a run right after another (BENCHMARKS.md, Engine).
 * Other file systems do not have the flag; nothing changes there.
 */
async function spreadDirectories(folder: string): Promise<void> {
  try {
    await run('chattr', ['+T', folder]);
  } catch {
    // Not ext4, or no chattr.
  }
}

export async function startPostgres({ port }: { port: number }): Promise<Postgres> {
  const bin = postgresBin();
  const folder = mkdtempSync(join(tmpdir(), 'contember-docs-engine-'));
  await spreadDirectories(folder);
  if (isRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(folder, id('-u'), id('-g'));
  }
  const data = join(folder, 'data');
  const pgCtl = (...args: string[]) => asClusterOwner(join(bin, 'pg_ctl'), ['-D', data, '-s', ...args]);
  let started = false;
  const stop = () => {
    if (started) {
      try {
        // Immediate: the data is thrown away, so no shutdown checkpoint (under load a fast shutdown
        // outlasted pg_ctl's wait while the checkpoint wrote the shared buffers).
        execFileSync(...pgCtl('-m', 'immediate', 'stop'), { stdio: 'ignore' });
      } catch {
        // Already stopped (a Ctrl+C reaches the server too).
      }
      started = false;
    }
    rmSync(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  try {
    await run(...asClusterOwner(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']));
    await spreadDirectories(join(data, 'base'));
    const settings = [`-p ${port}`, `-k ${folder}`, '-c listen_addresses=127.0.0.1', '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'];
    await run(...pgCtl('-l', join(folder, 'server.log'), '-w', '-o', settings.join(' '), 'start'));
    started = true;
    const sql = async (database: string, statement: string) => {
      const args = ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', database, '-v', 'ON_ERROR_STOP=1', '-tAqc', statement];
      return (await run(join(bin, 'psql'), args)).stdout.trim();
    };
    const password = randomBytes(16).toString('hex');
    await sql('postgres', `CREATE ROLE ${ENGINE_DB_USER} LOGIN CREATEDB PASSWORD '${password}'`);
    const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return { host: '127.0.0.1', port, user: ENGINE_DB_USER, password, folder, pid, sql, stop };
  } catch (error) {
    // pg_ctl says "Examine the log output", and stop() removes the log with the folder.
    let log = '';
    try {
      log = readFileSync(join(folder, 'server.log'), 'utf8').trim().split('\n').slice(-5).join('\n');
    } catch {
      // initdb failed before the server wrote a log.
    }
    stop();
    if (log) (error as Error).message += `\nPostgreSQL's log:\n${log}`;
    throw error;
  }
}
