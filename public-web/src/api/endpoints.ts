import {
  type ArLinkDto,
  catalogueRequestPath,
  SAVED_PLAN_KEY_HEADER,
  type CatalogueHouseDto,
  type ConfigureFilter,
  type ConstructionStageDto,
  type ContactAssignmentDto,
  type ContactPersonDto,
  type CreatedRequestDto,
  type CustomerContactDto,
  type CustomerLinkDto,
  type CustomerLoginInput,
  type CustomerRequestViewDto,
  type HouseImageListDto,
  type HouseViewDto,
  type IncomingRequestInput,
  type LoginResponseDto,
  type PriceGuideDto,
  type SavedPlanContent,
  type SavedPlanDto,
  type SavedPlanReceiptDto,
} from '@hauskonfig/shared';
import { anonymousApiFetch, apiFetch } from './api-client';

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
  /** Short-lived links to a protected model that Scene Viewer and Quick Look can open. */
  arLink: (viewId: string) =>
    apiFetch<ArLinkDto>(`/house-views/${encodeURIComponent(viewId)}/ar-link`, { method: 'POST' }),
  constructionStages: (signal?: AbortSignal) => apiFetch<ConstructionStageDto[]>('/construction-stages', { signal }),
  priceGuide: (signal?: AbortSignal) => apiFetch<PriceGuideDto>('/price-guide', { signal }),
  contactPeople: (signal?: AbortSignal) => apiFetch<ContactPersonDto[]>('/contact-people', { signal }),
  contactPerson: (id: string, signal?: AbortSignal) =>
    apiFetch<ContactPersonDto>(`/contact-people/${encodeURIComponent(id)}`, { signal }),
  contactAssignment: (houseId: string | null, signal?: AbortSignal) =>
    apiFetch<ContactAssignmentDto>(
      `/contact-people/assignment${houseId ? `?${new URLSearchParams({ houseId })}` : ''}`,
      { signal },
    ),
  sendRequest: (input: IncomingRequestInput) =>
    apiFetch<CreatedRequestDto>('/customer-requests/incoming', { method: 'POST', body: input }),
  resolveCustomerLink: (loginCode: string, signal?: AbortSignal) =>
    apiFetch<CustomerLinkDto>(`/auth/customer-login?${new URLSearchParams({ 'login-code': loginCode })}`, { signal }),
  customerLogin: (loginCode: string, password: string) =>
    apiFetch<LoginResponseDto>('/auth/customer-login', {
      method: 'POST',
      body: { loginCode, password } satisfies CustomerLoginInput,
    }),
  logout: () => apiFetch<void>('/auth/logout', { method: 'POST' }),
  myRequest: (signal?: AbortSignal) => apiFetch<CustomerRequestViewDto>('/customer-requests/for-me', { signal }),
  myContact: (signal?: AbortSignal) =>
    apiFetch<CustomerContactDto>('/customer-requests/for-me/contact-person', { signal }),
  savePlan: (content: SavedPlanContent) =>
    anonymousApiFetch<SavedPlanReceiptDto>('/saved-plans', { method: 'POST', body: { content } }),
  updatePlan: (code: string, content: SavedPlanContent, editToken: string) =>
    anonymousApiFetch<SavedPlanDto>(`/saved-plans/${encodeURIComponent(code)}`, {
      method: 'PUT',
      body: { content, editToken },
    }),
  /** With the plan's key the answer carries its personal info; in a header, never the URL (logs). */
  savedPlan: (code: string, key: string | null, signal?: AbortSignal) =>
    anonymousApiFetch<SavedPlanDto>(`/saved-plans/${encodeURIComponent(code)}`, {
      signal,
      headers: key === null ? undefined : { [SAVED_PLAN_KEY_HEADER]: key },
    }),
};
