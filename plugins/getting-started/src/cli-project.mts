// The project the CLI blocks run in when no getting-started run made one: made once with
// @contember/create (its installer, npm install, the CLI from npm: the run's first steps without
// the admin fixes) and kept in .cache/ at the site root (git-ignored, about 300 MB).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SITE_ROOT } from '../../engine/src/engine.mts';
import { installCliFromNpm, type ProjectCommand } from './template-fixes.mts';

/** @contember/create as plugins/code-samples/interface-2.0 installs it (the root postinstall). */
export const CREATE_PACKAGE = join(SITE_ROOT, 'plugins', 'code-samples', 'interface-2.0', 'node_modules', '@contember', 'create');
export const CREATE_VERSION = (JSON.parse(readFileSync(join(CREATE_PACKAGE, 'package.json'), 'utf8')) as { version: string }).version;
/** The workspace folder and the Contember project: the docs' example project. */
export const PROJECT = 'blog';

function run(cwd: string, program: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${program} ${args.join(' ')} exited with ${code}:\n${output.slice(-2000)}`))));
  });
}

/** The cached project's folder, made when missing (or left half made by an interrupted run). */
export async function cachedCliProject(): Promise<string> {
  const root = join(SITE_ROOT, '.cache', `contember-create-${CREATE_VERSION}`);
  const projectDir = join(root, PROJECT);
  if (existsSync(join(projectDir, 'node_modules', '@contember', 'cli', 'package.json'))) return projectDir;
  console.log(`Making a project with @contember/create ${CREATE_VERSION} in ${relative(SITE_ROOT, root)} (once)`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  await run(root, process.execPath, [join(CREATE_PACKAGE, 'dist', 'production', 'run.js'), PROJECT]);
  await run(projectDir, 'npm', ['install', '--no-audit', '--no-fund']);
  const inProject: ProjectCommand = (program, args) => run(projectDir, program, args);
  await installCliFromNpm(inProject, CREATE_VERSION);
  return projectDir;
}
