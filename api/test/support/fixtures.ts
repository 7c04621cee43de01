import { randomUUID } from 'node:crypto';
import { Role, RequestStatus } from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { DataSource } from 'typeorm';
import { CustomerRequest } from '../../src/customer-requests/customer-request.entity.js';
import { hashPassword } from '../../src/users/password-hasher.js';
import { User } from '../../src/users/user.entity.js';

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: { id: string; username: string; roles: Role[]; customerRequestId: string | null };
}

export async function createStaff(
  dataSource: DataSource,
  password = 'Richtig-Passwort-1',
): Promise<{ username: string; password: string }> {
  const username = `staff-${randomUUID().slice(0, 8)}`;
  await dataSource.getRepository(User).insert({
    username,
    passwordHash: await hashPassword(password),
    roles: [Role.ROLE_CONTACT_PERSON],
    firstName: 'Test',
    lastName: 'Mitarbeiter',
  });
  return { username, password };
}

export async function createRequest(
  dataSource: DataSource,
  overrides: Partial<CustomerRequest> = {},
): Promise<CustomerRequest> {
  const repository = dataSource.getRepository(CustomerRequest);
  const entity = repository.create({
    firstName: 'Maria',
    lastName: 'Muster',
    email: `maria.${randomUUID().slice(0, 8)}@example.at`,
    phoneNumber: '+43 660 1234567',
    status: RequestStatus.IN_PLANNING,
    ...overrides,
  });
  return repository.save(entity);
}

export async function login(server: App, username: string, password: string): Promise<Session> {
  const res = await request(server).post('/api/v1/auth/login').send({ username, password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function generateCredentials(
  server: App,
  staff: Session,
  requestId: string,
): Promise<{ loginCode: string; password: string; loginPath: string }> {
  const res = await request(server)
    .post(`/api/v1/admin/customer-requests/${requestId}/generate-credentials`)
    .set('Authorization', `Bearer ${staff.accessToken}`);
  if (res.status !== 201) throw new Error(`credentials failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function customerLogin(server: App, loginCode: string, password: string): Promise<Session> {
  const res = await request(server).post('/api/v1/auth/customer-login').send({ loginCode, password });
  if (res.status !== 200) throw new Error(`customer login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A new staff member, logged in: the session most API specs start with. */
export async function staffSession(server: App, dataSource: DataSource): Promise<Session> {
  const credentials = await createStaff(dataSource);
  return login(server, credentials.username, credentials.password);
}

export const bearer = (session: Session) => ({ Authorization: `Bearer ${session.accessToken}` });
