import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, HouseKind, Role, isCustomerVisibleStatus } from '@hauskonfig/shared';
import { Repository } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiException } from '../common/errors/api-exception.js';
import { CustomerRequest } from '../customer-requests/customer-request.entity.js';
import { House } from './house.entity.js';

/** A house the caller may see, and whether everyone may (which decides how its files are cached). */
export interface ViewableHouse {
  house: House;
  isPublic: boolean;
}

/**
 * Who may see a house and its files: published template houses are public; drafts only staff;
 * a custom house only staff and the customer of its request while that request is released
 * (IN_PLANNING or SOLD, the rule of `for-me`), so withdrawing the release withdraws the house.
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

  async viewable(houseId: string, user: AuthUser | undefined): Promise<ViewableHouse> {
    const house = await this.houses.findOneBy({ id: houseId });
    if (!house) throw new ApiException(404, ErrorCode.HOUSE_NOT_FOUND);
    const isPublic = house.kind === HouseKind.TEMPLATE && house.published;
    if (isPublic || user?.roles.includes(Role.ROLE_CONTACT_PERSON)) return { house, isPublic };
    if (house.kind === HouseKind.TEMPLATE) throw new ApiException(404, ErrorCode.HOUSE_NOT_FOUND);
    const own = user?.customerRequestId
      ? await this.requests.findOne({ where: { id: user.customerRequestId, houseId }, select: { status: true } })
      : null;
    if (!own) throw new ApiException(403, ErrorCode.VIEW_FORBIDDEN);
    if (!isCustomerVisibleStatus(own.status)) throw new ApiException(403, ErrorCode.WRONG_STATUS);
    return { house, isPublic: false };
  }
}
