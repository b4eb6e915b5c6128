// Free local TCP ports, so that engines started by tests, CI and `npm run engine` never collide.
import { createServer } from 'node:net';

/** A port nothing listens on at 127.0.0.1 right now (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port assigned'))));
    });
  });
}

/** The port in an environment variable, or a free one. */
export async function portFromEnv(name: string): Promise<number> {
  const value = process.env[name];
  if (!value) return freePort();
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${name}=${value} is not a TCP port`);
  return port;
}
