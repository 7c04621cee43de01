import { ConversionStatus } from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { HouseView } from '../../src/house-views/house-view.entity.js';
import { Session, bearer } from './fixtures.js';
import type { TestApp } from './test-app.js';

/** Polls the view until its conversion has an outcome. */
export async function settled(t: TestApp, id: string, timeoutMs = 60_000): Promise<HouseView> {
  const started = Date.now();
  for (;;) {
    const view = await t.dataSource.getRepository(HouseView).findOneByOrFail({ id });
    if (view.conversionStatus === ConversionStatus.READY || view.conversionStatus === ConversionStatus.FAILED)
      return view;
    if (Date.now() - started > timeoutMs) throw new Error(`still ${view.conversionStatus} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A template house made through the staff API. */
export async function createHouse(server: App, staff: Session, name: string): Promise<{ id: string }> {
  return (await request(server).post('/api/v1/admin/houses/templates').set(bearer(staff)).send({ name }).expect(201))
    .body;
}

/** A model uploaded as the house's view "Standard", as staff do; answers the new view. */
export async function uploadView(server: App, staff: Session, houseId: string, file: Buffer) {
  return (
    await request(server)
      .post('/api/v1/admin/house-views')
      .set(bearer(staff))
      .field('houseId', houseId)
      .field('name', 'Standard')
      .attach('file', file, 'haus.glb')
      .expect(201)
  ).body;
}
