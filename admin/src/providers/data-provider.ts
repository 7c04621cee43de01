import type {
  AdminPriceGuideDto,
  AdminVendorSettingsDto,
  ConstructionStageDto,
  ContactPersonUsageDto,
  DeleteHouseViewsInput,
  DeleteImagesInput,
  CustomerRequestAdminDto,
  CustomerRequestViewDto,
  HouseAdminDto,
  HouseImageListDto,
  HouseUsageDto,
  HouseViewDto,
  ImageType,
  PublishHouseInput,
  QueueBoardTicketDto,
  ReleaseRequestInput,
  ReleaseResultDto,
  SavePriceGuideInput,
} from '@hauskonfig/shared';
import simpleRestProvider from 'ra-data-simple-rest';
import type { CreateParams, DataProvider, RaRecord, UpdateParams } from 'react-admin';
import { apiFetch, uploadWithProgress, type UploadProgress } from '../auth/api-client';
import type { MultipartBody } from '../auth/multipart-body';
import { contactPersonFormData } from '../contact-people/contact-person-form-data';

/** react-admin resource names (they form the admin URLs of spec section 2) and their API paths. */
const RESOURCE_PATHS: Record<string, string> = {
  'customer-requests': 'customer-requests',
  'template-houses': 'houses/templates',
  'contact-people': 'contact-people',
};

const resourcePath = (resource: string) => RESOURCE_PATHS[resource] ?? resource;

const rest = simpleRestProvider('/api/v1/admin', (url, options) => apiFetch(url, options));

async function saveContactPerson<T extends RaRecord>(
  method: 'POST' | 'PUT',
  url: string,
  data: Record<string, unknown>,
): Promise<{ data: T }> {
  return { data: await uploadWithProgress<T>(url, method, contactPersonFormData(data)) };
}

export const dataProvider = {
  getList: (resource, params) => rest.getList(resourcePath(resource), params),
  getOne: (resource, params) => rest.getOne(resourcePath(resource), params),
  getMany: (resource, params) => rest.getMany(resourcePath(resource), params),
  getManyReference: (resource, params) => rest.getManyReference(resourcePath(resource), params),
  create: <T extends RaRecord>(resource: string, params: CreateParams) =>
    resource === 'contact-people'
      ? saveContactPerson<T>('POST', '/admin/contact-people', params.data)
      : rest.create<T>(resourcePath(resource), params),
  update: <T extends RaRecord>(resource: string, params: UpdateParams) =>
    resource === 'contact-people'
      ? saveContactPerson<T>('PUT', `/admin/contact-people/${params.id}`, params.data)
      : rest.update<T>(resourcePath(resource), params),
  updateMany: (resource, params) => rest.updateMany(resourcePath(resource), params),
  delete: (resource, params) => rest.delete(resourcePath(resource), params),
  deleteMany: (resource, params) => rest.deleteMany(resourcePath(resource), params),

  // The calls beyond simple-rest (spec section 7).
  async publishHouse(id: string, publishHouse: boolean): Promise<HouseAdminDto> {
    const { json } = await apiFetch('/admin/houses/templates/publish', {
      method: 'POST',
      body: JSON.stringify({ id, publishHouse } satisfies PublishHouseInput),
    });
    return json as HouseAdminDto;
  },
  /** The requests that block deleting a template house. */
  async houseUsage(houseId: string): Promise<HouseUsageDto> {
    return (await apiFetch(`/admin/houses/templates/${houseId}/usage`)).json as HouseUsageDto;
  },
  /** The houses and requests that block deleting a contact person. */
  async contactPersonUsage(personId: string): Promise<ContactPersonUsageDto> {
    return (await apiFetch(`/admin/contact-people/${personId}/usage`)).json as ContactPersonUsageDto;
  },
  async houseImages(houseId: string): Promise<HouseImageListDto> {
    return (await apiFetch(`/houses/${houseId}/image-list`)).json as HouseImageListDto;
  },
  uploadImages(houseId: string, type: ImageType, files: File[], onProgress?: (p: UploadProgress) => void) {
    const form = new FormData();
    form.append('id', houseId);
    form.append('type', type);
    for (const file of files) form.append('uploadedImages', file);
    return uploadWithProgress<HouseImageListDto>('/admin/houses/image-upload', 'POST', form, onProgress);
  },
  async deleteImages(houseId: string, type: ImageType, filenames: string[]): Promise<HouseImageListDto> {
    const { json } = await apiFetch('/admin/houses/images', {
      method: 'DELETE',
      body: JSON.stringify({ id: houseId, type, filenames } satisfies DeleteImagesInput),
    });
    return json as HouseImageListDto;
  },
  async houseViews(houseId: string): Promise<HouseViewDto[]> {
    return (await apiFetch(`/houses/${houseId}/house-views`)).json as HouseViewDto[];
  },
  /** A new view (no id) or a changed one; the file is optional when changing. */
  saveHouseView(
    view: { id?: string; houseId: string; name: string; standard: boolean; file?: File },
    onProgress?: (p: UploadProgress) => void,
  ) {
    const form = new FormData();
    // The house of a stored view is fixed: the update takes no houseId.
    if (!view.id) form.append('houseId', view.houseId);
    form.append('name', view.name);
    form.append('standard', String(view.standard));
    if (view.file) form.append('file', view.file);
    return view.id
      ? uploadWithProgress<HouseViewDto>(`/admin/house-views/${view.id}`, 'PUT', form, onProgress)
      : uploadWithProgress<HouseViewDto>('/admin/house-views', 'POST', form, onProgress);
  },
  /** Queues a (failed) model's conversion again; answers the view as QUEUED. */
  async convertHouseView(viewId: string): Promise<HouseViewDto> {
    return (await apiFetch(`/admin/house-views/${viewId}/convert`, { method: 'POST' })).json as HouseViewDto;
  },
  async deleteHouseViews(houseId: string, houseViewIds: string[]) {
    await apiFetch('/admin/house-views', {
      method: 'DELETE',
      body: JSON.stringify({ houseId, houseViewIds } satisfies DeleteHouseViewsInput),
    });
  },
  async assignTemplateHouse(requestId: string, houseId: string): Promise<CustomerRequestAdminDto> {
    const path = `/admin/customer-requests/${requestId}/assign-template-house/${houseId}`;
    return (await apiFetch(path, { method: 'PUT' })).json as CustomerRequestAdminDto;
  },
  async assignCustomHouse(requestId: string): Promise<CustomerRequestAdminDto> {
    const path = `/admin/customer-requests/${requestId}/assign-custom-house`;
    return (await apiFetch(path, { method: 'PUT' })).json as CustomerRequestAdminDto;
  },
  /** "Freigeben": status In Planung, access data if missing, optionally the mail to the customer. */
  async releaseRequest(requestId: string, input: ReleaseRequestInput): Promise<ReleaseResultDto> {
    return (
      await apiFetch(`/admin/customer-requests/${requestId}/release`, { method: 'POST', body: JSON.stringify(input) })
    ).json as ReleaseResultDto;
  },
  async withdrawRelease(requestId: string): Promise<CustomerRequestAdminDto> {
    const path = `/admin/customer-requests/${requestId}/withdraw-release`;
    return (await apiFetch(path, { method: 'POST' })).json as CustomerRequestAdminDto;
  },
  async preview(requestId: string): Promise<CustomerRequestViewDto> {
    return (await apiFetch(`/admin/customer-requests/${requestId}/preview`)).json as CustomerRequestViewDto;
  },
  /** The queue board's address with a one-time ticket: it opens without a login of its own. */
  async queueBoardTicket(): Promise<QueueBoardTicketDto> {
    return (await apiFetch('/admin/queue-board/ticket', { method: 'POST' })).json as QueueBoardTicketDto;
  },
  async constructionStages(): Promise<ConstructionStageDto[]> {
    return (await apiFetch('/construction-stages')).json as ConstructionStageDto[];
  },
  async vendorSettings(): Promise<AdminVendorSettingsDto> {
    return (await apiFetch('/admin/settings')).json as AdminVendorSettingsDto;
  },
  /** The settings' fields and picked images as multipart form data (settings/settings-form-data.ts). */
  saveVendorSettings(body: MultipartBody): Promise<AdminVendorSettingsDto> {
    return uploadWithProgress<AdminVendorSettingsDto>('/admin/settings', 'PUT', body);
  },
  async priceGuide(): Promise<AdminPriceGuideDto> {
    return (await apiFetch('/admin/price-guide')).json as AdminPriceGuideDto;
  },
  /** Everything of the price page at once; answers the guide as stored. */
  async savePriceGuide(input: SavePriceGuideInput): Promise<AdminPriceGuideDto> {
    const { json } = await apiFetch('/admin/price-guide', { method: 'PUT', body: JSON.stringify(input) });
    return json as AdminPriceGuideDto;
  },
} satisfies DataProvider;

export type AppDataProvider = typeof dataProvider;
