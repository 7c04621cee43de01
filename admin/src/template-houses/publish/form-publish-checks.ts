import { publishChecks, type PublishCheck } from '@hauskonfig/shared';
import { areaValue } from '../common/area-value';
import { draftPublishCandidate } from '../files/house-drafts';
import type { HouseFiles } from '../files/use-house-files';
import type { HouseFields } from '../types';

/**
 * What publishing needs, from the house form as it is now (its fields, the stored files with the
 * local changes applied): the checklist under the fields and the publish prompt both read it.
 */
export const formPublishChecks = (
  fields: Partial<HouseFields>,
  files: Pick<HouseFiles, 'images' | 'imageDrafts' | 'rows'>,
): PublishCheck[] =>
  publishChecks(
    draftPublishCandidate(
      {
        propertyShape: fields.propertyShape ?? null,
        constructionMethod: fields.constructionMethod ?? null,
        roofShape: fields.roofShape ?? null,
        sizeInSqm: areaValue(fields.sizeInSqm),
      },
      files.images,
      files.imageDrafts,
      files.rows,
    ),
  );
