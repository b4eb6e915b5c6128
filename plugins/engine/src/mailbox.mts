// A local SMTP server that keeps the e-mails the engine sends (invitations, password resets,
// passwordless sign-in links), so that the examples that send one run, and the pages can show the
// mail and use the token it carries. It speaks the little of SMTP that nodemailer, the engine's
// mail client, uses without TLS and authentication: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT.
import { createServer, type Server, type Socket } from 'node:net';

export interface Mail {
  /** The envelope recipients. */
  to: string[];
  subject: string;
  /** The Reply-To address, when the mail has one. */
  replyTo?: string;
  /** The HTML (or text) body, decoded. */
  body: string;
  /** When the engine finished sending it. */
  receivedAt: Date;
}

export interface Mailbox {
  port: number;
  /** Every mail received, oldest first. */
  mails: Mail[];
  stop(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? /^[0-9A-F]{2}$/i.exec(soft.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words of a header. */
function decodeHeader(value: string): string {
  return value.replace(/=\?[^?]+\?([QB])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function parsePart(raw: string): Part {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = part.body.split(`--${boundary}`).slice(1, -1).map((chunk) => parsePart(chunk.replace(/^\r?\n/, '')));
    const html = parts.find((child) => /text\/html/i.test(child.headers.get('content-type') ?? ''));
    return decodeBody(html ?? parts[0] ?? { headers: new Map(), body: '' });
  }
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

/** A mail's message (headers and body, as DATA carries it), decoded. */
export function parseMail(raw: string, to: string[]): Mail {
  const part = parsePart(raw);
  const replyTo = part.headers.get('reply-to');
  return { to, subject: decodeHeader(part.headers.get('subject') ?? ''), ...(replyTo ? { replyTo: decodeHeader(replyTo) } : {}), body: decodeBody(part).trim(), receivedAt: new Date() };
}

function session(socket: Socket, mails: Mail[]): void {
  let buffer = '';
  let recipients: string[] = [];
  let data: string[] | null = null;
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 docs-mailbox ESMTP');
  socket.setEncoding('utf8');
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (data) {
        if (line === '.') {
          mails.push(parseMail(data.join('\r\n'), recipients));
          data = null;
          recipients = [];
          reply('250 OK: queued');
        } else {
          data.push(line.startsWith('..') ? line.slice(1) : line);
        }
        continue;
      }
      const command = line.slice(0, 4).toUpperCase();
      if (command === 'EHLO') {
        reply('250-docs-mailbox');
        reply('250 8BITMIME');
      } else if (command === 'HELO' || command === 'NOOP') reply('250 OK');
      else if (command === 'MAIL') {
        recipients = [];
        reply('250 OK');
      } else if (command === 'RCPT') {
        recipients.push(/<([^>]*)>/.exec(line)?.[1] ?? line.slice(8).trim());
        reply('250 OK');
      } else if (command === 'DATA') {
        data = [];
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (command === 'RSET') {
        recipients = [];
        reply('250 OK');
      } else if (command === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else reply('502 Command not implemented');
    }
  });
}

/** Starts the SMTP server on 127.0.0.1 (a free port, or the given one). */
export async function startMailbox(port = 0): Promise<Mailbox> {
  const mails: Mail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    session(socket, mails);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  server.unref();
  const address = server.address();
  let stopped: Promise<void> | null = null;
  return {
    port: typeof address === 'object' && address ? address.port : port,
    mails,
    stop: () =>
      (stopped ??= new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      })),
  };
}
