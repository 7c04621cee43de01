/** Answer of GET {houseId}/image-list; every entry is an image URL. */
export interface HouseImageListDto {
  groundPlans: string[];
  groundPlansMeasured: string[];
  thumbnail: string | null;
  referenceImages: string[];
}
