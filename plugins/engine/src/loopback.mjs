// Preloaded into the engine's process (`node --import <this file>`): every TCP server it starts
// without a host listens on 127.0.0.1 instead of every interface. Engine 2.0.8 has no host option:
// its API (`http.Server#listen(port)`) and its monitoring server (Koa's `listen(port)`) pass only
// a port, and Node then listens on `::` / `0.0.0.0`, where anyone on the network reaches it.
// A host given explicitly, a Unix socket path, a handle or a file descriptor are left alone.
import net from 'node:net';

export const LOOPBACK_HOST = '127.0.0.1';

const listen = net.Server.prototype.listen;

/** A TCP port as `listen` accepts it: a number, a numeric string, or nothing (a free port). */
const isPort = (value) => value === undefined || value === null || typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value));

net.Server.prototype.listen = function listenOnLoopback(...args) {
  const [first] = args;
  if (first !== null && typeof first === 'object') {
    // listen(options[, callback]): only a TCP port without a host.
    const tcp = !('path' in first) && !('handle' in first) && !('_handle' in first) && !('fd' in first);
    if (tcp && first.host === undefined) args[0] = { ...first, host: LOOPBACK_HOST };
    return listen.apply(this, args);
  }
  if (typeof first === 'function') return listen.call(this, 0, LOOPBACK_HOST, ...args); // listen(callback)
  // listen(port[, host][, backlog][, callback]): a string after the port is the host.
  if (isPort(first) && typeof args[1] !== 'string') return listen.call(this, first ?? 0, LOOPBACK_HOST, ...args.slice(1));
  return listen.apply(this, args);
};
