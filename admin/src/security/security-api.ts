import type {
  ContactPersonDetailDto,
  CurrentPasswordInput,
  DataSubjectErasureDto,
  DataSubjectExportDto,
  LoginResponseDto,
  SecondFactorConfirmInput,
  SecondFactorDisableInput,
  SecondFactorEnabledDto,
  SecondFactorSetupDto,
  SecondFactorStatusDto,
  SecuritySettingsDto,
} from '@hauskonfig/shared';
import { apiFetch } from '../auth/api-client';
import { sessionStore, type Session } from '../auth/session-store';

const post = (path: string, body: object, method = 'POST') =>
  apiFetch(path, { method, body: JSON.stringify(body) }).then(({ json }) => json);

/** Enrolling or switching off ends every session: the answer's new one replaces the stored one. */
function keepSession<T extends LoginResponseDto>(answer: T): T {
  sessionStore.save(answer as unknown as Session);
  return answer;
}

/**
 * The signed-in staff member's second factor, the security settings and data subjects' requests
 * (API: auth/second-factor, admin/security-settings, admin/data-subjects).
 */
export const securityApi = {
  status: (): Promise<SecondFactorStatusDto> => apiFetch('/auth/second-factor').then(({ json }) => json),
  setup: (input: CurrentPasswordInput): Promise<SecondFactorSetupDto> => post('/auth/second-factor/setup', input),
  confirm: async (input: SecondFactorConfirmInput): Promise<SecondFactorEnabledDto> =>
    keepSession(await post('/auth/second-factor/confirm', input)),
  disable: async (input: SecondFactorDisableInput): Promise<LoginResponseDto> =>
    keepSession(await post('/auth/second-factor', input, 'DELETE')),
  resetColleague: (personId: string, input: CurrentPasswordInput): Promise<ContactPersonDetailDto> =>
    post(`/admin/contact-people/${personId}/second-factor/reset`, input),
  settings: (): Promise<SecuritySettingsDto> => apiFetch('/admin/security-settings').then(({ json }) => json),
  saveSettings: (input: Omit<SecuritySettingsDto, 'updatedAt'>): Promise<SecuritySettingsDto> =>
    post('/admin/security-settings', input, 'PUT'),
  exportDataSubject: (email: string): Promise<DataSubjectExportDto> =>
    apiFetch(`/admin/data-subjects?email=${encodeURIComponent(email)}`).then(({ json }) => json),
  eraseDataSubject: (email: string): Promise<DataSubjectErasureDto> =>
    apiFetch(`/admin/data-subjects?email=${encodeURIComponent(email)}`, { method: 'DELETE' }).then(({ json }) => json),
  erasures: (): Promise<DataSubjectErasureDto[]> => apiFetch('/admin/data-subjects/erasures').then(({ json }) => json),
};
