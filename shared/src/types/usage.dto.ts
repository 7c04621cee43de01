/** A customer request that still uses a house or contact person (shown as a link in the admin). */
export interface RequestUsageDto {
  id: string;
  customerName: string;
}

/** A house still assigned to a contact person; custom houses name the request that owns them. */
export interface HouseUsageItemDto {
  id: string;
  name: string;
  kind: string;
  requestId: string | null;
}

/** What blocks deleting a template house: the requests that chose it. */
export interface HouseUsageDto {
  requests: RequestUsageDto[];
}

/** What blocks deleting a contact person: the houses and requests assigned to them. */
export interface ContactPersonUsageDto {
  houses: HouseUsageItemDto[];
  requests: RequestUsageDto[];
}
