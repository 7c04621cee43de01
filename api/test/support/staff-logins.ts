import { Agent } from 'node:http';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { Session, bearer } from './fixtures.js';
import { makePng } from './model-fixtures.js';

/** What the contact-people form sends besides the login fields. */
const PERSON = { name: 'Lena Login', email: 'lena.login@example.at', phoneNumber: '0732 123456' };

/** A multipart save of a contact person as `actor`, with whatever login fields are given. */
export function savePerson(server: App, actor: Session, id: string | null, fields: Record<string, string>) {
  const call = id
    ? request(server).put(`/api/v1/admin/contact-people/${id}`)
    : request(server).post('/api/v1/admin/contact-people');
  call.set(bearer(actor));
  for (const [key, value] of Object.entries({ ...PERSON, ...fields })) call.field(key, value);
  return call;
}

/** A contact person with a staff login, set up by `actor` (who confirms with their own password). */
export async function personWithLogin(
  server: App,
  actor: Session,
  actorPassword: string,
  login: { username: string; password: string },
): Promise<{ id: string }> {
  const res = await savePerson(server, actor, null, { ...login, currentPassword: actorPassword }).attach(
    'image',
    await makePng(),
    'foto.png',
  );
  if (res.status !== 201) throw new Error(`person failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * Connections from another loopback address (127.0.0.x), so the API sees another client: the
 * address is the socket's, no header involved.
 */
export const fromAddress = (lastOctet: number) => new Agent({ localAddress: `127.0.0.${lastOctet}` });
