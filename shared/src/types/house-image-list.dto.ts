import type { ImageType } from '../enums/image-type.js';

/** Answer of GET {houseId}/image-list; every entry is an image URL. */
export interface HouseImageListDto {
  groundPlans: string[];
  groundPlansMeasured: string[];
  thumbnail: string | null;
  referenceImages: string[];
}

/** Body of DELETE admin/houses/images. */
export interface DeleteImagesInput {
  /** The house. */
  id: string;
  /** Stored file names (the last segment of the image URLs). */
  filenames: string[];
  type: ImageType;
}
