import { EntityManager } from 'typeorm';
import { CustomerRequestAdminResponse } from './dto/customer-request-admin.response.js';
import { RequestWork } from './request-work.entity.js';

/** The edit page also needs the chosen works; the list does without them. */
export async function withWorks(
  manager: EntityManager,
  row: CustomerRequestAdminResponse,
): Promise<CustomerRequestAdminResponse> {
  const works = await manager.getRepository(RequestWork).find({
    select: { constructionWorkId: true },
    where: { customerRequestId: row.id },
  });
  return { ...row, constructionWorkIds: works.map((work) => work.constructionWorkId) };
}
