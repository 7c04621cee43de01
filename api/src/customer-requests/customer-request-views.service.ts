import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, HouseKind, isCustomerVisibleStatus } from '@hauskonfig/shared';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiException } from '../common/errors/api-exception.js';
import { ContactAssignmentService } from '../contact-people/contact-assignment.service.js';
import { CustomerContactResponse } from '../contact-people/dto/contact-assignment.response.js';
import { ContactPersonResponse } from '../contact-people/dto/contact-person.response.js';
import { HouseResponse } from '../houses/dto/house.response.js';
import { loadWithExtras, toHouseResponse } from '../houses/house-rows.js';
import { House } from '../houses/house.entity.js';
import { CustomerRequest } from './customer-request.entity.js';
import { CustomerRequestViewResponse, RequestPersonalDataResponse } from './dto/customer-request-view.response.js';
import { RequestWork } from './request-work.entity.js';

const notFound = () => new ApiException(404, ErrorCode.REQUEST_NOT_FOUND);

/** The customer's own request, released only as IN_PLANNING or SOLD (spec section 4). */
@Injectable()
export class CustomerRequestViewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly assignment: ContactAssignmentService,
  ) {}

  async forCustomer(user: AuthUser, id: string = user.customerRequestId ?? ''): Promise<CustomerRequestViewResponse> {
    // Another request's id answers like an unknown one: customers learn nothing about others.
    if (!user.customerRequestId || id !== user.customerRequestId) throw notFound();
    return this.released(id);
  }

  /**
   * Whom the customer talks to, whatever the status: the request's contact person while published,
   * else the person the assignment rule names now (a person no longer published has left the site).
   */
  async contactFor(user: AuthUser): Promise<CustomerContactResponse> {
    if (!user.customerRequestId) throw notFound();
    const request = await this.dataSource
      .getRepository(CustomerRequest)
      .findOne({ where: { id: user.customerRequestId }, relations: { contactPerson: true } });
    if (!request) throw notFound();
    const person = request.contactPerson?.published
      ? request.contactPerson
      : (await this.assignment.preview(request.houseId)).person;
    return { status: request.status, contactPerson: person ? ContactPersonResponse.from(person) : null };
  }

  /** What the customer sees of a request; staff preview it through the same call. */
  async released(id: string): Promise<CustomerRequestViewResponse> {
    const request = await this.dataSource
      .getRepository(CustomerRequest)
      .findOne({ where: { id }, relations: { contactPerson: true, constructionStage: true, planShare: true } });
    if (!request) throw notFound();
    if (!isCustomerVisibleStatus(request.status)) throw new ApiException(403, ErrorCode.WRONG_STATUS);
    const works = await this.dataSource
      .getRepository(RequestWork)
      .find({ where: { customerRequestId: id }, relations: { constructionWork: true } });
    return {
      ...RequestPersonalDataResponse.from(request),
      house: request.houseId ? await this.house(request.houseId) : null,
      contactPerson: request.contactPerson ? ContactPersonResponse.from(request.contactPerson) : null,
      constructionStage: request.constructionStage
        ? { id: request.constructionStage.id, name: request.constructionStage.name }
        : null,
      constructionWorks: works
        .filter((work) => work.constructionWork)
        .map((work) => ({
          id: work.constructionWork!.id,
          name: work.constructionWork!.name,
          constructionStageId: work.constructionWork!.constructionStageId,
        })),
      snapshot: request.planShare?.snapshot ?? null,
      planShareToken: request.planShare?.token ?? null,
    };
  }

  /** The request's custom house, if it has one. */
  async customHouse(user: AuthUser, id: string): Promise<HouseResponse> {
    const view = await this.forCustomer(user, id);
    if (view.house?.kind !== HouseKind.CUSTOM) throw new ApiException(404, ErrorCode.HOUSE_NOT_FOUND);
    return view.house;
  }

  private async house(id: string): Promise<HouseResponse | null> {
    const [row] = await loadWithExtras(
      this.dataSource.getRepository(House).createQueryBuilder('house').where('house.id = :id', { id }),
      toHouseResponse,
    );
    return row ?? null;
  }
}
