// The TCP sockets a process listens on, read from /proc (Linux): the socket inodes among the
// process's open files, looked up in /proc/net/tcp and /proc/net/tcp6.
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

export interface ListeningSocket {
  /** `tcp` (IPv4) or `tcp6` (IPv6, which includes a dual-stack `::`). */
  table: 'tcp' | 'tcp6';
  /** The local address as the kernel prints it: `0100007F` is 127.0.0.1, `00000000` 0.0.0.0, 32 zeros `::`. */
  address: string;
  port: number;
}

const LISTEN = '0A';

function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match) inodes.add(match[1]!);
    } catch {
      // Closed meanwhile.
    }
  }
  return inodes;
}

export function listeningSockets(pid: number): ListeningSocket[] {
  const inodes = socketInodes(pid);
  const sockets: ListeningSocket[] = [];
  for (const table of ['tcp', 'tcp6'] as const) {
    let text: string;
    try {
      text = readFileSync(`/proc/net/${table}`, 'utf8');
    } catch {
      continue; // No IPv6 in this kernel.
    }
    for (const line of text.trim().split('\n').slice(1)) {
      // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode …
      const fields = line.trim().split(/\s+/);
      const [local, state, inode] = [fields[1]!, fields[3], fields[9]!];
      if (state !== LISTEN || !inodes.has(inode)) continue;
      const [address, port] = local.split(':') as [string, string];
      sockets.push({ table, address, port: parseInt(port, 16) });
    }
  }
  return sockets.sort((a, b) => a.port - b.port);
}
