import { ImageType } from '@hauskonfig/shared';
import { SelectQueryBuilder } from 'typeorm';
import { HouseAdminResponse, HouseResponse } from './dto/house.response.js';
import { House } from './house.entity.js';
import { houseImageUrl } from './house-urls.js';

/**
 * Adds what lists and details show about a house's files, in the same query: counts, the
 * preview image and the default 3D model (the standard one, else the first; spec section 4).
 */
function withHouseExtras(query: SelectQueryBuilder<House>): SelectQueryBuilder<House> {
  const alias = query.alias;
  return query
    .addSelect(`(SELECT count(*) FROM house_views v WHERE v.house_id = ${alias}.id)::int`, 'house_view_count')
    .addSelect(
      `(SELECT count(*) FROM house_images i WHERE i.house_id = ${alias}.id AND i.type = '${ImageType.REFERENCES}')::int`,
      'reference_image_count',
    )
    .addSelect(
      `(SELECT i.filename FROM house_images i WHERE i.house_id = ${alias}.id AND i.type = '${ImageType.THUMBNAIL}' ORDER BY i.created_at DESC LIMIT 1)`,
      'thumbnail',
    )
    .addSelect(
      `(SELECT v.id FROM house_views v WHERE v.house_id = ${alias}.id ORDER BY v.standard DESC, v.created_at ASC, v.id LIMIT 1)`,
      'default_view_id',
    );
}

interface ExtrasRow {
  house_view_count: number;
  reference_image_count: number;
  thumbnail: string | null;
  default_view_id: string | null;
}

export function toHouseResponse(house: House, raw: ExtrasRow): HouseResponse {
  return {
    id: house.id,
    kind: house.kind,
    name: house.name,
    propertyShape: house.propertyShape,
    constructionMethod: house.constructionMethod,
    roofShape: house.roofShape,
    sizeInSqm: house.sizeInSqm,
    contactPersonId: house.contactPersonId,
    propertyNumber: house.propertyNumber,
    location: house.location,
    published: house.published,
    defaultHouseViewId: raw.default_view_id,
    thumbnailUrl: raw.thumbnail ? houseImageUrl(house.id, raw.thumbnail) : null,
    stagePrices: house.stagePrices,
  };
}

export function toHouseAdminResponse(house: House, raw: ExtrasRow): HouseAdminResponse {
  return {
    ...toHouseResponse(house, raw),
    houseViewCount: raw.house_view_count,
    referenceImageCount: raw.reference_image_count,
    createdAt: house.createdAt,
    updatedAt: house.updatedAt,
  };
}

/** Runs the query and pairs each entity with its extras (same order). */
export async function loadWithExtras<T>(
  query: SelectQueryBuilder<House>,
  map: (house: House, raw: ExtrasRow) => T,
): Promise<T[]> {
  const { entities, raw } = await withHouseExtras(query).getRawAndEntities<ExtrasRow>();
  return entities.map((house, index) => map(house, raw[index]));
}
