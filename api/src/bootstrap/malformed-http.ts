import { STATUS_CODES, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_MESSAGES, ErrorCode } from '@hauskonfig/shared';

/** What Node's own refusals become; anything else the parser refuses is a plain 400. */
const ANSWERS = new Map<string | undefined, [number, ErrorCode]>([
  ['HPE_HEADER_OVERFLOW', [431, ErrorCode.BAD_REQUEST]],
  // Node's backstop on slow headers or bodies (headersTimeout, requestTimeout).
  ['ERR_HTTP_REQUEST_TIMEOUT', [408, ErrorCode.REQUEST_TIMEOUT]],
]);

/** Node's own record of the answer under way on a connection, if any. */
const answerUnderWay = (socket: Duplex) =>
  (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage?.headersSent === true;

/**
 * Requests Node's HTTP parser refuses before Express sees them (headers or URL over 16 KB,
 * broken request lines, too slow) get the API's error body too, instead of Node's empty 400, 408
 * or 431.
 */
export function answerMalformedHttp(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable || answerUnderWay(socket)) {
      socket.destroy();
      return;
    }
    const [status, code] = ANSWERS.get(error.code) ?? [400, ErrorCode.BAD_REQUEST];
    const body = JSON.stringify({ statusCode: status, code, message: ERROR_MESSAGES[code] });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
