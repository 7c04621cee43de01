import {
  catalogueRequestPath,
  type CatalogueHouseDto,
  type ConfigureFilter,
  type ConstructionStageDto,
  type ContactPersonDto,
  type CreatedRequestDto,
  type CustomerLinkDto,
  type CustomerRequestViewDto,
  type HouseImageListDto,
  type HouseViewDto,
  type LoginResponseDto,
  type PersonalInfoInput,
} from '@hauskonfig/shared';
import { apiFetch } from './api-client';

/** The calls of the public site and the customer area (spec section 7), typed. */
export const api = {
  templates: (filter: ConfigureFilter, signal?: AbortSignal) =>
    apiFetch<CatalogueHouseDto[]>(catalogueRequestPath(filter), { signal }),
  house: (id: string, signal?: AbortSignal) =>
    apiFetch<CatalogueHouseDto>(`/houses/${encodeURIComponent(id)}`, { signal }),
  imageList: (houseId: string, signal?: AbortSignal) =>
    apiFetch<HouseImageListDto>(`/houses/${encodeURIComponent(houseId)}/image-list`, { signal }),
  houseViews: (houseId: string, signal?: AbortSignal) =>
    apiFetch<HouseViewDto[]>(`/houses/${encodeURIComponent(houseId)}/house-views`, { signal }),
  constructionStages: (signal?: AbortSignal) => apiFetch<ConstructionStageDto[]>('/construction-stages', { signal }),
  contactPeople: (signal?: AbortSignal) => apiFetch<ContactPersonDto[]>('/contact-people', { signal }),
  contactPerson: (id: string, signal?: AbortSignal) =>
    apiFetch<ContactPersonDto>(`/contact-people/${encodeURIComponent(id)}`, { signal }),
  sendRequest: (input: PersonalInfoInput & { houseId?: string; constructionWorkIds: string[] }) =>
    apiFetch<CreatedRequestDto>('/customer-requests/incoming', { method: 'POST', body: input }),
  resolveCustomerLink: (loginCode: string, signal?: AbortSignal) =>
    apiFetch<CustomerLinkDto>(`/auth/customer-login?${new URLSearchParams({ 'login-code': loginCode })}`, { signal }),
  customerLogin: (loginCode: string, password: string) =>
    apiFetch<LoginResponseDto>('/auth/customer-login', { method: 'POST', body: { loginCode, password } }),
  logout: () => apiFetch<void>('/auth/logout', { method: 'POST' }),
  myRequest: (signal?: AbortSignal) => apiFetch<CustomerRequestViewDto>('/customer-requests/for-me', { signal }),
};
