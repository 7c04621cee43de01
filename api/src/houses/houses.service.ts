import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { HouseKind, ImageType } from '@hauskonfig/shared';
import { Repository } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { CachedBody, CatalogueCache } from './catalogue-cache.js';
import { CatalogueFilter } from './catalogue-filter.js';
import { HouseImageListResponse } from './dto/house-image-list.response.js';
import { HouseResponse } from './dto/house.response.js';
import { HouseAccessService } from './house-access.service.js';
import { HouseImage } from './house-image.entity.js';
import { loadWithExtras, toHouseResponse } from './house-rows.js';
import { houseImageUrl } from './house-urls.js';
import { House } from './house.entity.js';

@Injectable()
export class HousesService {
  constructor(
    @InjectRepository(House) private readonly houses: Repository<House>,
    @InjectRepository(HouseImage) private readonly houseImages: Repository<HouseImage>,
    private readonly access: HouseAccessService,
    private readonly cache: CatalogueCache,
  ) {}

  /** Published template houses matching the filter, served from the catalogue cache. */
  catalogue(filter: CatalogueFilter): Promise<CachedBody> {
    const key = JSON.stringify([
      filter.from,
      filter.to,
      filter.propertyShape,
      filter.constructionMethod,
      filter.roofShape,
    ]);
    return this.cache.get(key, () => this.loadCatalogue(filter));
  }

  private loadCatalogue(filter: CatalogueFilter): Promise<HouseResponse[]> {
    const query = this.houses
      .createQueryBuilder('house')
      .where('house.kind = :kind', { kind: HouseKind.TEMPLATE })
      .andWhere('house.published = true');
    if (filter.from !== undefined) query.andWhere('house.sizeInSqm >= :from', { from: filter.from });
    if (filter.to !== undefined) query.andWhere('house.sizeInSqm <= :to', { to: filter.to });
    for (const field of ['propertyShape', 'constructionMethod', 'roofShape'] as const) {
      if (filter[field]) query.andWhere(`house.${field} = :${field}`, { [field]: filter[field] });
    }
    query.orderBy('house.sizeInSqm', 'ASC').addOrderBy('house.name', 'ASC');
    return loadWithExtras(query, toHouseResponse);
  }

  /** A published template house as everyone sees it, cached; null for any other house. */
  publicHouse(id: string): Promise<CachedBody | null> {
    return this.cache.publicAnswer(`house:${id}`, async () => {
      if (!(await this.access.isPublic(id))) return undefined;
      const [row] = await loadWithExtras(
        this.houses.createQueryBuilder('house').where('house.id = :id', { id }),
        toHouseResponse,
      );
      return row;
    });
  }

  /** The image list of a published template house, cached; null for any other house. */
  publicImageList(id: string, type: ImageType | undefined): Promise<CachedBody | null> {
    return this.cache.publicAnswer(`images:${id}:${type ?? 'all'}`, async () =>
      (await this.access.isPublic(id)) ? this.images(id, type) : undefined,
    );
  }

  async get(id: string, user: AuthUser | undefined): Promise<HouseResponse> {
    await this.access.viewable(id, user);
    const [row] = await loadWithExtras(
      this.houses.createQueryBuilder('house').where('house.id = :id', { id }),
      toHouseResponse,
    );
    return row;
  }

  /** Image URLs by kind; with `type` only that kind is listed. */
  async imageList(
    id: string,
    type: ImageType | undefined,
    user: AuthUser | undefined,
  ): Promise<HouseImageListResponse> {
    await this.access.viewable(id, user);
    return this.images(id, type);
  }

  imageListForStaff(id: string): Promise<HouseImageListResponse> {
    return this.images(id, undefined);
  }

  private async images(id: string, type: ImageType | undefined): Promise<HouseImageListResponse> {
    const images = await this.houseImages.find({
      where: { houseId: id, ...(type ? { type } : {}) },
      order: { position: 'ASC', createdAt: 'ASC' },
    });
    const urls = (kind: ImageType) => images.filter((i) => i.type === kind).map((i) => houseImageUrl(id, i.filename));
    return {
      groundPlans: urls(ImageType.GROUNDPLAN),
      groundPlansMeasured: urls(ImageType.GROUNDPLAN_MEASURED),
      thumbnail: urls(ImageType.THUMBNAIL).at(-1) ?? null,
      referenceImages: urls(ImageType.REFERENCES),
    };
  }
}
