import request from 'supertest';
import type { App } from 'supertest/types.js';

/** What a visitor's request carries once they ticked the consent to the privacy text in force. */
export async function privacyConsent(server: App): Promise<{ privacyConsent: true; privacyVersion: number }> {
  const settings = await request(server).get('/api/v1/settings').expect(200);
  return { privacyConsent: true, privacyVersion: settings.body.privacyVersion };
}
