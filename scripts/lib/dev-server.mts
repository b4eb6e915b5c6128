// `npm start` as a child process, for the development-server test and `npm run bench -- start`:
// started in a process group of its own (npm → tsx → docusaurus, and the engine it starts), so
// that stop() ends all of it.
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../plugins/engine/src/ports.mts';

export interface DevServer {
  url: string;
  /** Seconds from the spawn until the server answered its first page. */
  readySeconds: number;
  /** Everything the server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export interface DevServerOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Give up after this many seconds (default 600). */
  timeoutSeconds?: number;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    return response.ok;
  } catch {
    return false;
  }
}

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, 15_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      clearTimeout(killer);
      resolve();
    }
  });
}

/** Runs `npm start` on a free port and resolves once the home page answers. */
export async function startDevServer({ cwd, env = process.env, timeoutSeconds = 600 }: DevServerOptions): Promise<DevServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const child = spawn('npm', ['start', '--', '--port', String(port), '--no-open'], { cwd, env: { ...env, BROWSER: 'none' }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = () => stopGroup(child);
  while (!(await answers(`${url}/`))) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output.slice(-4000)}`);
    if (Date.now() - started > timeoutSeconds * 1000) {
      await stop();
      throw new Error(`npm start did not answer within ${timeoutSeconds} s:\n${output.slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, readySeconds: (Date.now() - started) / 1000, output: () => output, stop };
}
