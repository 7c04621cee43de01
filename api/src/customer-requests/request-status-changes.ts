import type { RequestStatus } from '@hauskonfig/shared';
import type { EntityManager } from 'typeorm';
import { RequestStatusChange } from './request-status-change.entity.js';

/** Records a status change with who made it; `fromStatus` is null for the first status. */
export async function recordStatusChange(
  manager: EntityManager,
  requestId: string,
  fromStatus: RequestStatus | null,
  toStatus: RequestStatus,
  changedByUserId: string,
): Promise<void> {
  await manager
    .getRepository(RequestStatusChange)
    .insert({ customerRequestId: requestId, fromStatus, toStatus, changedByUserId });
}
