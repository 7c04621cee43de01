import type { ContactPersonUsageDto, HouseUsageDto, RequestUsageDto } from '@hauskonfig/shared';
import type { DataSource } from 'typeorm';
import { CustomerRequest } from '../customer-requests/customer-request.entity.js';
import { House } from './house.entity.js';

// Enough for staff to see and fix the blockers; the rest is counted in the message.
const USAGE_LIMIT = 50;

async function requestsWhere(dataSource: DataSource, column: 'houseId' | 'contactPersonId', id: string) {
  const rows = await dataSource.getRepository(CustomerRequest).find({
    select: { id: true, fullName: true },
    where: { [column]: id },
    order: { fullName: 'ASC', id: 'ASC' },
    take: USAGE_LIMIT,
  });
  return rows.map((row): RequestUsageDto => ({ id: row.id, customerName: row.fullName }));
}

/** The customer requests that chose this house; deleting it would leave them without one. */
export async function houseUsage(dataSource: DataSource, houseId: string): Promise<HouseUsageDto> {
  return { requests: await requestsWhere(dataSource, 'houseId', houseId) };
}

/** Houses (custom ones with the request that owns them) and requests assigned to a contact person. */
export async function contactPersonUsage(dataSource: DataSource, personId: string): Promise<ContactPersonUsageDto> {
  const [houses, requests] = await Promise.all([
    dataSource
      .getRepository(House)
      .createQueryBuilder('house')
      .leftJoin(CustomerRequest, 'request', 'request.house_id = house.id')
      .select(['house.id AS id', 'house.name AS name', 'house.kind AS kind', 'MIN(request.id::text) AS "requestId"'])
      .where('house.contact_person_id = :personId', { personId })
      .groupBy('house.id')
      .orderBy('house.name', 'ASC')
      .limit(USAGE_LIMIT)
      .getRawMany<{ id: string; name: string; kind: string; requestId: string | null }>(),
    requestsWhere(dataSource, 'contactPersonId', personId),
  ]);
  return { houses, requests };
}
