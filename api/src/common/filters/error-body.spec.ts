import {
  BadRequestException,
  HttpException,
  HttpStatus,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { ERROR_MESSAGES, ErrorCode } from '@hauskonfig/shared';
import { QueryFailedError } from 'typeorm';
import { ApiException } from '../errors/api-exception.js';
import { toErrorBody } from './error-body.js';

function pgError(code: string): QueryFailedError {
  return new QueryFailedError('SELECT 1', [], Object.assign(new Error('pg'), { code }));
}

describe('toErrorBody', () => {
  it('keeps the code and German message of an ApiException', () => {
    const body = toErrorBody(new ApiException(403, ErrorCode.WRONG_STATUS));
    expect(body).toEqual({
      statusCode: 403,
      code: ErrorCode.WRONG_STATUS,
      message: ERROR_MESSAGES[ErrorCode.WRONG_STATUS],
    });
  });

  it('translates framework exceptions by status', () => {
    expect(toErrorBody(new NotFoundException('Cannot GET /x')).code).toBe(ErrorCode.ROUTE_NOT_FOUND);
    expect(toErrorBody(new NotFoundException()).code).toBe(ErrorCode.NOT_FOUND);
    const bad = toErrorBody(new BadRequestException('Unexpected token'));
    expect(bad).toEqual({
      statusCode: 400,
      code: ErrorCode.BAD_REQUEST,
      message: ERROR_MESSAGES[ErrorCode.BAD_REQUEST],
    });
  });

  it.each([
    ['entity.parse.failed', 400, ErrorCode.INVALID_JSON],
    ['entity.too.deep', 400, ErrorCode.JSON_TOO_DEEP],
    ['entity.too.large', 413, ErrorCode.REQUEST_TOO_LARGE],
  ])("names body-parser's %s by its type", (type, status, code) => {
    const error = new HttpException('English text', status, { cause: Object.assign(new Error(type), { type }) });
    expect(toErrorBody(error)).toEqual({ statusCode: status, code, message: ERROR_MESSAGES[code] });
  });

  it('passes health-check details through a 503', () => {
    const body = toErrorBody(
      new ServiceUnavailableException({ status: 'error', details: { redis: { status: 'down' } } }),
    );
    expect(body).toMatchObject({
      statusCode: 503,
      code: ErrorCode.SERVICE_UNAVAILABLE,
      details: { redis: { status: 'down' } },
    });
  });

  it.each([
    ['23505', HttpStatus.CONFLICT, ErrorCode.CONFLICT],
    ['23503', HttpStatus.CONFLICT, ErrorCode.CONFLICT],
    ['22P02', HttpStatus.BAD_REQUEST, ErrorCode.BAD_REQUEST],
    ['22001', HttpStatus.BAD_REQUEST, ErrorCode.BAD_REQUEST],
    ['57P01', HttpStatus.SERVICE_UNAVAILABLE, ErrorCode.SERVICE_UNAVAILABLE],
  ])('maps PostgreSQL error %s to %s', (pgCode, status, code) => {
    expect(toErrorBody(pgError(pgCode))).toMatchObject({ statusCode: status, code });
  });

  it('answers 503 while the database connection is down', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(toErrorBody(refused).statusCode).toBe(503);
    expect(toErrorBody(new Error('Connection terminated unexpectedly')).statusCode).toBe(503);
  });

  it('never leaks internal messages', () => {
    const body = toErrorBody(new Error('password=hunter2 at /srv/app'));
    expect(body).toEqual({
      statusCode: 500,
      code: ErrorCode.INTERNAL_ERROR,
      message: ERROR_MESSAGES[ErrorCode.INTERNAL_ERROR],
    });
    expect(toErrorBody(pgError('XX000')).statusCode).toBe(500);
  });
});
