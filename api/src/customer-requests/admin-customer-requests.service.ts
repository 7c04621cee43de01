import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ERROR_MESSAGES, ErrorCode, HouseKind, RequestStatus, isCustomerVisibleStatus } from '@hauskonfig/shared';
import { DataSource, EntityManager, In } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiException, unprocessableField } from '../common/errors/api-exception.js';
import { ListQuery } from '../common/rest/list-query.js';
import { ConstructionStage } from '../construction-stages/construction-stage.entity.js';
import { ConstructionWork } from '../construction-stages/construction-work.entity.js';
import { ContactPerson } from '../contact-people/contact-person.entity.js';
import { House } from '../houses/house.entity.js';
import { CustomerRequest } from './customer-request.entity.js';
import { CustomerRequestAdminResponse } from './dto/customer-request-admin.response.js';
import { CreateCustomerRequestDto, UpdateCustomerRequestDto } from './dto/save-customer-request.dto.js';
import { AdminRequestSort, requestListStatements } from './request-list-page.js';
import { RequestListRow, toAdminRow } from './request-list-row.js';
import type { SqlStatement } from './request-list-where.js';
import { withWorks } from './request-rows.js';
import { RequestStatusChange } from './request-status-change.entity.js';
import { recordStatusChange } from './request-status-changes.js';
import { CustomHouseDataInput, CustomHouseDataResponse } from './dto/custom-house-data.dto.js';
import { RequestWork } from './request-work.entity.js';
import { RequestCountCache } from './request-count-cache.js';
import { RequestHousesService } from './request-houses.service.js';

const requestNotFound = () => new ApiException(404, ErrorCode.REQUEST_NOT_FOUND);

/** Releasing to the customer and withdrawing are their own actions (access data, mail), not a status edit. */
function assertSameReleaseSide(from: RequestStatus, to: RequestStatus): void {
  if (isCustomerVisibleStatus(from) === isCustomerVisibleStatus(to)) return;
  const message = ERROR_MESSAGES[ErrorCode.RELEASE_ACTION_REQUIRED];
  throw new ApiException(422, ErrorCode.RELEASE_ACTION_REQUIRED, message, [{ field: 'status', messages: [message] }]);
}

type EditableFields = Omit<CreateCustomerRequestDto, 'houseId'> | UpdateCustomerRequestDto;

/** Staff management of customer requests (ra-data-simple-rest resource admin/customer-requests). */
@Injectable()
export class AdminCustomerRequestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly houses: RequestHousesService,
    private readonly counts: RequestCountCache,
  ) {}

  async list(query: ListQuery<AdminRequestSort>): Promise<{ rows: CustomerRequestAdminResponse[]; total: number }> {
    const statements = requestListStatements(query);
    if (!statements) return { rows: [], total: 0 };
    // Every new request drops the totals, so under load most pages need one: then page and total
    // come in one round trip, and each list call holds one pooled connection once.
    let rows: RequestListRow[] | undefined;
    const total = await this.counts.count(query.filter, async () => {
      rows = await this.rows(statements.pageWithTotal);
      if (rows.length > 0 && rows[0].total !== undefined) return rows[0].total;
      const [{ total }] = await this.dataSource.query<{ total: number }[]>(
        statements.count.sql,
        statements.count.params,
      );
      return total;
    });
    rows ??= await this.rows(statements.page);
    return { rows: rows.map(toAdminRow), total };
  }

  /** Plain SQL: the list is the busiest staff call, and entity hydration cost it most of its time. */
  private rows(statement: SqlStatement): Promise<RequestListRow[]> {
    return this.dataSource.query<RequestListRow[]>(statement.sql, statement.params);
  }

  async get(id: string): Promise<CustomerRequestAdminResponse> {
    const manager = this.dataSource.manager;
    const statements = requestListStatements({
      filter: { id },
      sortField: 'createdAt',
      sortOrder: 'DESC',
      skip: 0,
      take: 1,
    });
    const [request] = statements ? await this.rows(statements.page) : [];
    if (!request) throw requestNotFound();
    const row = await withWorks(manager, toAdminRow(request));
    const history = await manager.getRepository(RequestStatusChange).find({
      where: { customerRequestId: id },
      relations: { changedBy: true },
      order: { changedAt: 'ASC', id: 'ASC' },
    });
    const sent = await manager.getRepository(CustomerRequest).findOne({
      where: { id },
      select: { id: true, planShare: { token: true, snapshot: true } },
      relations: { planShare: true },
    });
    return {
      ...row,
      customHouse: await this.customHouseData(manager, row.houseId),
      snapshot: sent?.planShare?.snapshot ?? null,
      planShareToken: sent?.planShare?.token ?? null,
      statusHistory: history.map((change) => ({
        fromStatus: change.fromStatus,
        toStatus: change.toStatus,
        changedAt: change.changedAt,
        changedBy: change.changedBy?.username ?? null,
      })),
    };
  }

  /** A request staff enter themselves; no mails go out. */
  async create(dto: CreateCustomerRequestDto, user: AuthUser): Promise<CustomerRequestAdminResponse> {
    const id = await this.dataSource.transaction(async (manager) => {
      const house = dto.houseId
        ? await manager.getRepository(House).findOneBy({ id: dto.houseId, kind: HouseKind.TEMPLATE })
        : null;
      if (dto.houseId && !house) throw unprocessableField('houseId', 'Das gewählte Vorlagenhaus gibt es nicht.');
      await this.assertReferences(manager, dto);
      const status = dto.status ?? RequestStatus.NEW;
      assertSameReleaseSide(RequestStatus.NEW, status);
      const saved = await manager.getRepository(CustomerRequest).save(
        manager.getRepository(CustomerRequest).create({
          status,
          houseId: house?.id ?? null,
          contactPersonId: dto.contactPersonId ?? house?.contactPersonId ?? null,
          constructionStageId: dto.constructionStageId ?? null,
          firstName: dto.firstName,
          lastName: dto.lastName,
          email: dto.email,
          phoneNumber: dto.phoneNumber,
          place: dto.place || null,
          propertyNumber: dto.propertyNumber || null,
          notes: dto.notes?.trim() || null,
        }),
      );
      await this.replaceWorks(manager, saved.id, dto.constructionWorkIds ?? []);
      await recordStatusChange(manager, saved.id, null, status, user.id);
      return saved.id;
    });
    await this.counts.invalidate();
    return this.get(id);
  }

  /** Changes only the fields sent; a new status is recorded with who and when. */
  async update(id: string, dto: UpdateCustomerRequestDto, user: AuthUser): Promise<CustomerRequestAdminResponse> {
    await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(CustomerRequest);
      const request = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!request) throw requestNotFound();
      await this.assertReferences(manager, dto);
      const previousStatus = request.status;
      if (dto.status !== undefined) assertSameReleaseSide(previousStatus, dto.status);
      if (dto.customHouse) await this.updateCustomHouse(manager, request, dto.customHouse);
      const changes: Partial<CustomerRequest> = {};
      for (const field of ['firstName', 'lastName', 'email', 'phoneNumber', 'status'] as const) {
        if (dto[field] !== undefined) Object.assign(changes, { [field]: dto[field] });
      }
      for (const field of ['place', 'propertyNumber', 'contactPersonId', 'constructionStageId'] as const) {
        if (dto[field] !== undefined) Object.assign(changes, { [field]: dto[field] || null });
      }
      if (dto.notes !== undefined) changes.notes = dto.notes?.trim() || null;
      // save() runs the entity hook that keeps fullName in step with the names.
      await repository.save(repository.merge(request, changes));
      if (dto.constructionWorkIds !== undefined) await this.replaceWorks(manager, id, dto.constructionWorkIds);
      if (dto.status !== undefined && dto.status !== previousStatus) {
        await recordStatusChange(manager, id, previousStatus, dto.status, user.id);
      }
    });
    await this.counts.invalidate();
    return this.get(id);
  }

  /** Removes the request with its works, history, customer login and custom house (with files). */
  async remove(id: string): Promise<CustomerRequestAdminResponse> {
    const before = await this.get(id);
    await this.houses.removeRequest(id);
    return before;
  }

  private async assertReferences(manager: EntityManager, dto: EditableFields): Promise<void> {
    if (dto.contactPersonId && !(await manager.getRepository(ContactPerson).existsBy({ id: dto.contactPersonId }))) {
      throw unprocessableField('contactPersonId', 'Der gewählte Ansprechpartner existiert nicht.');
    }
    if (
      dto.constructionStageId &&
      !(await manager.getRepository(ConstructionStage).existsBy({ id: dto.constructionStageId }))
    ) {
      throw unprocessableField('constructionStageId', 'Die gewählte Ausbaustufe gibt es nicht.');
    }
    const workIds = [...new Set(dto.constructionWorkIds ?? [])];
    if (
      workIds.length &&
      (await manager.getRepository(ConstructionWork).countBy({ id: In(workIds) })) !== workIds.length
    ) {
      throw unprocessableField('constructionWorkIds', 'Mindestens eine gewählte Leistung gibt es nicht.');
    }
  }

  private async updateCustomHouse(
    manager: EntityManager,
    request: CustomerRequest,
    data: CustomHouseDataInput,
  ): Promise<void> {
    const house = request.houseId
      ? await manager.getRepository(House).findOneBy({ id: request.houseId, kind: HouseKind.CUSTOM })
      : null;
    if (!house) throw new ApiException(409, ErrorCode.NOT_CUSTOM_HOUSE);
    await manager.getRepository(House).update(house.id, {
      name: data.name,
      propertyShape: data.propertyShape ?? null,
      constructionMethod: data.constructionMethod ?? null,
      roofShape: data.roofShape ?? null,
      sizeInSqm: data.sizeInSqm ?? null,
      propertyNumber: data.propertyNumber?.trim() || null,
      location: data.location?.trim() || null,
    });
  }

  private async customHouseData(
    manager: EntityManager,
    houseId: string | null,
  ): Promise<CustomHouseDataResponse | null> {
    const house = houseId
      ? await manager.getRepository(House).findOneBy({ id: houseId, kind: HouseKind.CUSTOM })
      : null;
    if (!house) return null;
    const { name, propertyShape, constructionMethod, roofShape, sizeInSqm, propertyNumber, location } = house;
    return { name, propertyShape, constructionMethod, roofShape, sizeInSqm, propertyNumber, location };
  }

  private async replaceWorks(manager: EntityManager, requestId: string, workIds: string[]): Promise<void> {
    const works = manager.getRepository(RequestWork);
    await works.delete({ customerRequestId: requestId });
    const unique = [...new Set(workIds)];
    if (unique.length) {
      await works.insert(unique.map((constructionWorkId) => ({ customerRequestId: requestId, constructionWorkId })));
    }
  }
}
