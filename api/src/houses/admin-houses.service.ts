import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ConversionStatus,
  EDITABLE_HOUSE_FIELDS,
  ErrorCode,
  HouseKind,
  ImageType,
  missingPublishRequirements,
  type HouseUsageDto,
} from '@hauskonfig/shared';
import { isUUID } from 'class-validator';
import { Brackets, DataSource, Repository } from 'typeorm';
import { ApiException, unprocessableField } from '../common/errors/api-exception.js';
import { ListQuery } from '../common/rest/list-query.js';
import { ConstructionStage } from '../construction-stages/construction-stage.entity.js';
import { centsRecord } from '../price-guide/cents-record.js';
import { ContactPerson } from '../contact-people/contact-person.entity.js';
import { CustomerRequest } from '../customer-requests/customer-request.entity.js';
import { FILE_STORAGE, type FileStorage } from '../files/storage/file-storage.js';
import { HouseView } from '../house-views/house-view.entity.js';
import { CatalogueCache } from './catalogue-cache.js';
import { HouseAdminResponse } from './dto/house.response.js';
import { CreateHouseDto, UpdateHouseDto } from './dto/save-house.dto.js';
import { HouseImage } from './house-image.entity.js';
import { loadWithExtras, toHouseAdminResponse } from './house-rows.js';
import { houseUsage } from './house-usage.js';
import { houseStoragePrefix } from './house-urls.js';
import { House } from './house.entity.js';
import { containsPattern } from '../common/rest/contains-pattern.js';

// `id` is react-admin's default sort (getList without a sort, reference inputs).
export const ADMIN_HOUSE_SORT = [
  'id',
  'name',
  'propertyShape',
  'constructionMethod',
  'roofShape',
  'sizeInSqm',
  'published',
  'createdAt',
  'updatedAt',
] as const;
export type AdminHouseSort = (typeof ADMIN_HOUSE_SORT)[number];

const houseNotFound = () => new ApiException(404, ErrorCode.HOUSE_NOT_FOUND);
const houseInUse = (requests: HouseUsageDto['requests']) =>
  new ApiException(
    409,
    ErrorCode.HOUSE_IN_USE,
    `Das Haus wird noch von ${requests.length === 1 ? 'der Kundenanfrage' : 'den Kundenanfragen'} ${requests
      .map((request) => request.customerName)
      .join(', ')} verwendet. Bitte ordnen Sie diesen Anfragen zuerst ein anderes Haus zu.`,
  );

/** Staff management of template houses (ra-data-simple-rest resource admin/houses/templates). */
@Injectable()
export class AdminHousesService {
  private readonly logger = new Logger('Houses');
  private readonly houses: Repository<House>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly catalogue: CatalogueCache,
  ) {
    this.houses = dataSource.getRepository(House);
  }

  async list(query: ListQuery<AdminHouseSort>): Promise<{ rows: HouseAdminResponse[]; total: number }> {
    const builder = this.houses.createQueryBuilder('house').where('house.kind = :kind', { kind: HouseKind.TEMPLATE });
    const { filter } = query;
    if (Array.isArray(filter.id)) {
      // getMany: react-admin asks for records by id.
      const ids = filter.id.filter((id): id is string => isUUID(id));
      if (ids.length === 0) return { rows: [], total: 0 };
      builder.andWhere('house.id IN (:...ids)', { ids });
    }
    if (typeof filter.q === 'string' && filter.q.trim()) {
      builder.andWhere(new Brackets((where) => where.where('house.name ILIKE :q').orWhere('house.location ILIKE :q')), {
        q: containsPattern(filter.q.trim()),
      });
    }
    for (const field of ['propertyShape', 'constructionMethod', 'roofShape', 'published', 'contactPersonId'] as const) {
      if (filter[field] !== undefined && filter[field] !== null && filter[field] !== '') {
        builder.andWhere(`house.${field} = :${field}`, { [field]: filter[field] });
      }
    }
    const total = await builder.getCount();
    builder
      .orderBy(`house.${query.sortField}`, query.sortOrder)
      .addOrderBy('house.id', query.sortOrder) // same direction: a sort by id stays one order
      .skip(query.skip)
      .take(query.take);
    return { rows: await loadWithExtras(builder, toHouseAdminResponse), total };
  }

  async get(id: string): Promise<HouseAdminResponse> {
    const [row] = await loadWithExtras(
      this.houses.createQueryBuilder('house').where('house.id = :id', { id }),
      toHouseAdminResponse,
    );
    if (!row) throw houseNotFound();
    if (row.kind !== HouseKind.CUSTOM) return { ...row, customerRequestId: null };
    // A custom house is edited on its request's page; the template editor sends staff there.
    const owner = await this.dataSource
      .getRepository(CustomerRequest)
      .findOne({ where: { houseId: id }, select: { id: true } });
    return { ...row, customerRequestId: owner?.id ?? null };
  }

  async create(dto: CreateHouseDto): Promise<HouseAdminResponse> {
    await this.assertContactPerson(dto.contactPersonId);
    const { identifiers } = await this.houses.insert({
      ...this.fields(dto),
      ...(await this.stagePrices(dto)),
      name: dto.name.trim(),
      kind: HouseKind.TEMPLATE,
      published: false,
    });
    return this.get(identifiers[0].id as string);
  }

  async update(id: string, dto: UpdateHouseDto): Promise<HouseAdminResponse> {
    await this.findTemplate(id);
    await this.assertContactPerson(dto.contactPersonId);
    await this.houses.update(id, {
      ...this.fields(dto),
      ...(await this.stagePrices(dto)),
      ...(dto.name ? { name: dto.name.trim() } : {}),
    });
    await this.catalogue.invalidate();
    return this.get(id);
  }

  /** Publishing checks the spec's required data; withdrawing always works. */
  async publish(id: string, publish: boolean): Promise<HouseAdminResponse> {
    const house = await this.findTemplate(id);
    if (publish) {
      const missing = missingPublishRequirements(await this.publishCandidate(house));
      if (missing.length > 0) {
        throw new ApiException(
          422,
          ErrorCode.PUBLISH_INCOMPLETE,
          undefined,
          missing.map((item) => ({ field: item.field, messages: [item.message] })),
        );
      }
    }
    await this.houses.update(id, { published: publish });
    await this.catalogue.invalidate();
    return this.get(id);
  }

  /** Removes the house, its rows (cascade) and every stored file under its prefix. */
  async remove(id: string): Promise<HouseAdminResponse> {
    const before = await this.get(id);
    // Requests would silently lose their house (FK SET NULL), so staff reassign them first.
    const { requests } = await houseUsage(this.dataSource, id);
    if (requests.length > 0) throw houseInUse(requests);
    await this.houses.delete(id);
    await this.catalogue.invalidate();
    await this.storage.deletePrefix(houseStoragePrefix(id)).catch((error: Error) => {
      // The rows are gone; leftover files are unreachable and are logged for cleanup.
      this.logger.error(`Files of deleted house ${id} could not be removed: ${error.message}`);
    });
    return before;
  }

  /** The customer requests that block deleting the house. */
  async usage(id: string): Promise<HouseUsageDto> {
    await this.findTemplate(id);
    return houseUsage(this.dataSource, id);
  }

  private async findTemplate(id: string): Promise<House> {
    const house = await this.houses.findOneBy({ id, kind: HouseKind.TEMPLATE });
    if (!house) throw houseNotFound();
    return house;
  }

  private async publishCandidate(house: House) {
    const images = this.dataSource.getRepository(HouseImage);
    const [thumbnails, floorPlans, namedViews, readyViews] = await Promise.all([
      images.countBy({ houseId: house.id, type: ImageType.THUMBNAIL }),
      images
        .createQueryBuilder('image')
        .where('image.house_id = :id', { id: house.id })
        .andWhere('image.type IN (:...types)', { types: [ImageType.GROUNDPLAN, ImageType.GROUNDPLAN_MEASURED] })
        .getCount(),
      this.dataSource
        .getRepository(HouseView)
        .createQueryBuilder('view')
        .where('view.house_id = :id', { id: house.id })
        .andWhere("trim(view.name) <> ''")
        .getCount(),
      this.dataSource
        .getRepository(HouseView)
        .createQueryBuilder('view')
        .where('view.house_id = :id', { id: house.id })
        .andWhere("trim(view.name) <> ''")
        .andWhere('view.conversion_status = :ready', { ready: ConversionStatus.READY })
        .getCount(),
    ]);
    return {
      ...house,
      hasThumbnail: thumbnails > 0,
      floorPlanCount: floorPlans,
      namedViewCount: namedViews,
      readyViewCount: readyViews,
    };
  }

  /** The editable fields sent, but the name, which create and update trim themselves. */
  private fields(dto: CreateHouseDto | UpdateHouseDto): Partial<House> {
    const fields: Partial<House> = {};
    for (const key of EDITABLE_HOUSE_FIELDS) {
      if (key !== 'name' && dto[key] !== undefined) (fields as Record<string, unknown>)[key] = dto[key];
    }
    return fields;
  }

  /** The stage prices sent, checked against the stages; none sent: the house keeps its own. */
  private async stagePrices(dto: CreateHouseDto | UpdateHouseDto): Promise<Pick<House, 'stagePrices'> | object> {
    if (dto.stagePrices === undefined) return {};
    const stages = await this.dataSource.getRepository(ConstructionStage).find({ select: { id: true } });
    const ids = new Set(stages.map((stage) => stage.id));
    return { stagePrices: centsRecord('stagePrices', dto.stagePrices, ids, 'Diese Ausbaustufe gibt es nicht.') };
  }

  private async assertContactPerson(id: string | null | undefined): Promise<void> {
    if (!id) return;
    if (!(await this.dataSource.getRepository(ContactPerson).existsBy({ id }))) {
      throw unprocessableField('contactPersonId', 'Der gewählte Ansprechpartner existiert nicht.');
    }
  }
}
