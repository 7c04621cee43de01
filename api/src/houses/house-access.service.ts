import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, HouseKind, Role } from '@hauskonfig/shared';
import { Repository } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiException } from '../common/errors/api-exception.js';
import { CustomerRequest } from '../customer-requests/customer-request.entity.js';
import { House } from './house.entity.js';

/**
 * Who may see a house and its files: published template houses are public; drafts only staff;
 * a custom house only staff and the customer whose request it belongs to.
 */
@Injectable()
export class HouseAccessService {
  constructor(
    @InjectRepository(House) private readonly houses: Repository<House>,
    @InjectRepository(CustomerRequest) private readonly requests: Repository<CustomerRequest>,
  ) {}

  /** Whether everyone may see the house: a published template house. */
  isPublic(houseId: string): Promise<boolean> {
    return this.houses.existsBy({ id: houseId, kind: HouseKind.TEMPLATE, published: true });
  }

  async viewable(houseId: string, user: AuthUser | undefined): Promise<House> {
    const house = await this.houses.findOneBy({ id: houseId });
    if (!house) throw new ApiException(404, ErrorCode.HOUSE_NOT_FOUND);
    if (user?.roles.includes(Role.ROLE_CONTACT_PERSON)) return house;
    if (house.kind === HouseKind.TEMPLATE) {
      if (house.published) return house;
      throw new ApiException(404, ErrorCode.HOUSE_NOT_FOUND);
    }
    const owns =
      user?.customerRequestId && (await this.requests.existsBy({ id: user.customerRequestId, houseId: house.id }));
    if (!owns) throw new ApiException(403, ErrorCode.VIEW_FORBIDDEN);
    return house;
  }
}
