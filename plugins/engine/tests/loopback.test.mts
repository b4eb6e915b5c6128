// The preload that keeps the engine's servers on 127.0.0.1 (src/loopback.mjs), on plain Node
// servers; engine.test.mts checks the real engine's sockets.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { LOOPBACK_PRELOAD } from '../src/engine.mts';
import { listeningSockets, type ListeningSocket } from './listening-sockets.mts';

// Servers started the ways the engine and its libraries start them, then the sockets of the process.
const SCRIPT = `
import http from 'node:http';
import net from 'node:net';
const listening = (server, ...args) => new Promise((resolve) => server.listen(...args, resolve));
await listening(http.createServer(), 0);                  // the engine's API: server.listen(port, cb)
await listening(net.createServer(), { port: 0 });         // listen(options, cb)
await listening(net.createServer());                      // listen(cb)
await listening(net.createServer(), 0, 511);              // listen(port, backlog, cb)
await listening(net.createServer(), 0, '::1');            // an explicit host stays
process.stdout.write('ready\\n');
setInterval(() => {}, 1000);
`;

async function socketsOf(preload: string[]): Promise<ListeningSocket[]> {
  const child = spawn(process.execPath, [...preload, '--input-type=module', '-e', SCRIPT], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      child.once('exit', (code) => reject(new Error(`the script exited (${code})`)));
    });
    return listeningSockets(child.pid!);
  } finally {
    child.kill();
  }
}

const WILDCARDS = ['00000000', '0'.repeat(32)];
const IPV6_LOOPBACK = '00000000000000000000000001000000';

test('without the preload, a server started with only a port listens on every interface', async () => {
  const sockets = await socketsOf([]);
  assert.equal(sockets.length, 5);
  assert.equal(sockets.filter((socket) => WILDCARDS.includes(socket.address)).length, 4, JSON.stringify(sockets));
});

test('with the preload, servers started without a host listen on 127.0.0.1; an explicit host is kept', async () => {
  const sockets = await socketsOf(['--import', pathToFileURL(LOOPBACK_PRELOAD).href]);
  assert.equal(sockets.length, 5, JSON.stringify(sockets));
  const byAddress = (address: string) => sockets.filter((socket) => socket.address === address);
  assert.equal(byAddress('0100007F').length, 4, JSON.stringify(sockets));
  assert.ok(byAddress('0100007F').every((socket) => socket.table === 'tcp'));
  assert.deepEqual(byAddress(IPV6_LOOPBACK).map((socket) => socket.table), ['tcp6']);
  assert.deepEqual(sockets.filter((socket) => WILDCARDS.includes(socket.address)), []);
});
