import type { Server } from 'node:http';
import { AddressInfo, connect } from 'node:net';

/** What came back on a raw connection, and when the server answered and closed it. */
export interface RawExchange {
  /** 0 when nothing came back before the connection closed or the wait ended. */
  status: number;
  head: string;
  body: string;
  answeredAfterMs: number | null;
  closedAfterMs: number | null;
}

export interface Trickle {
  /** Sent one byte at a time. */
  bytes: string;
  everyMs: number;
}

/** Listens on a free loopback port (supertest would do so per call; raw sockets need one). */
export async function listenOnLoopback(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * Sends a request head (and any body with it) exactly as given, so Content-Length may promise more
 * than is sent, then optionally trickles body bytes, and records the answer until the server closes
 * the connection or `waitMs` pass. Clients like supertest cannot send a body slowly or declare one they never send.
 */
export function rawExchange(
  port: number,
  head: string | Buffer,
  waitMs: number,
  trickle?: Trickle,
): Promise<RawExchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let answeredAfterMs: number | null = null;
    let sent = 0;
    const sender =
      trickle &&
      setInterval(() => {
        if (sent < trickle.bytes.length && socket.writable) socket.write(trickle.bytes[sent++]);
      }, trickle.everyMs);
    const finish = (closedAfterMs: number | null) => {
      clearInterval(sender);
      clearTimeout(deadline);
      socket.destroy();
      const [rawHead = '', body = ''] = received.split('\r\n\r\n', 2);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(rawHead)?.[1] ?? 0);
      resolve({ status, head: rawHead, body, answeredAfterMs, closedAfterMs });
    };
    const deadline = setTimeout(() => finish(null), waitMs);
    socket.on('data', (chunk) => {
      answeredAfterMs ??= Date.now() - started;
      received += chunk.toString('utf8');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => finish(Date.now() - started));
    socket.write(head);
  });
}
