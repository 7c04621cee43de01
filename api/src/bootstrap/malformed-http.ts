import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_MESSAGES, ErrorCode } from '@hauskonfig/shared';

/**
 * Requests Node's HTTP parser refuses before Express sees them (headers or URL over 16 KB,
 * broken request lines) get the API's error body too, instead of Node's empty 400 or 431.
 */
export function answerMalformedHttp(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
    const body = JSON.stringify({
      statusCode: status,
      code: ErrorCode.BAD_REQUEST,
      message: ERROR_MESSAGES[ErrorCode.BAD_REQUEST],
    });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
