import type { AccessTextSender } from '@hauskonfig/shared';
import type { EntityManager } from 'typeorm';
import { ContactPerson } from '../contact-people/contact-person.entity.js';
import type { CustomerRequest } from './customer-request.entity.js';

/** Who signs a request's access text and release mail: its contact person, and the vendor. */
export async function accessTextSender(
  manager: EntityManager,
  request: Pick<CustomerRequest, 'contactPersonId'>,
  vendorName: string,
): Promise<AccessTextSender> {
  const person =
    request.contactPersonId === null
      ? null
      : await manager.getRepository(ContactPerson).findOneBy({ id: request.contactPersonId });
  return {
    contactPerson: person && { name: person.name, phoneNumber: person.phoneNumber, email: person.email },
    vendorName,
  };
}
