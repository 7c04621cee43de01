import { EntityManager } from 'typeorm';
import { CustomerRequest } from './customer-request.entity.js';
import { CustomerRequestAdminResponse } from './dto/customer-request-admin.response.js';
import { RequestPersonalDataResponse } from './dto/customer-request-view.response.js';
import { RequestWork } from './request-work.entity.js';

/** The staff row of a request loaded with its house and contact person. */
export function toAdminResponse(request: CustomerRequest): CustomerRequestAdminResponse {
  return {
    ...RequestPersonalDataResponse.from(request),
    updatedAt: request.updatedAt,
    houseId: request.houseId,
    house: request.house
      ? {
          id: request.house.id,
          name: request.house.name,
          kind: request.house.kind,
          sourceTemplateId: request.house.sourceTemplateId,
        }
      : null,
    contactPersonId: request.contactPersonId,
    contactPerson: request.contactPerson ? { id: request.contactPerson.id, name: request.contactPerson.name } : null,
    constructionStageId: request.constructionStageId,
    loginCode: request.loginCode,
    credentialsGeneratedAt: request.credentialsGeneratedAt,
  };
}

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
