import { ErrorCode } from '@hauskonfig/shared';
import type { EntityManager } from 'typeorm';
import { ApiException } from '../common/errors/api-exception.js';
import { CustomerRequest } from './customer-request.entity.js';

/** The request row, locked for the caller's transaction; 404 REQUEST_NOT_FOUND when there is none. */
export async function lockRequest(manager: EntityManager, id: string): Promise<CustomerRequest> {
  const request = await manager
    .getRepository(CustomerRequest)
    .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  if (!request) throw new ApiException(404, ErrorCode.REQUEST_NOT_FOUND);
  return request;
}
