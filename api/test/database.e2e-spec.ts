import { Logger } from '@nestjs/common';
import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Role } from '@hauskonfig/shared';
import { DataSource } from 'typeorm';
import { ConstructionStage } from '../src/construction-stages/construction-stage.entity.js';
import { ConstructionWork } from '../src/construction-stages/construction-work.entity.js';
import { DEMO_LOGIN_FILE, SeedService } from '../src/database/seed/seed.service.js';
import { User } from '../src/users/user.entity.js';
import { verifyPassword } from '../src/users/password-hasher.js';
import { TestApp, createTestApp } from './support/test-app.js';

describe('database', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ SEED_ADMIN_USERNAME: 'Staff.Demo' });
  });
  afterAll(() => t.close());

  it('has no drift between the entities and the migrations', async () => {
    const pending = await t.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('created the hand-written indexes the list filters need', async () => {
    const rows: { indexname: string }[] = await t.dataSource.query(
      `SELECT indexname FROM pg_indexes WHERE tablename IN ('customer_requests', 'users')`,
    );
    expect(rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining([
        'IDX_customer_requests_full_name_trgm',
        'IDX_customer_requests_email_trgm',
        'IDX_customer_requests_phone_trgm',
        'IDX_customer_requests_status',
        'IDX_customer_requests_contact_person',
        'UQ_users_username_lower',
      ]),
    );
  });

  it('writes new requests straight into the search indexes, not into a pending list', async () => {
    const rows: { relname: string; reloptions: string[] | null }[] = await t.dataSource.query(
      `SELECT relname, reloptions FROM pg_class WHERE relname LIKE 'IDX_customer_requests_%_trgm' ORDER BY relname`,
    );
    expect(rows).toEqual(
      ['email', 'full_name', 'phone'].map((name) => ({
        relname: `IDX_customer_requests_${name}_trgm`,
        reloptions: ['fastupdate=off'],
      })),
    );
  });

  it('allows one standard view per house only', async () => {
    const [house] = await t.dataSource.query(`INSERT INTO houses (name) VALUES ('Probe') RETURNING id`);
    const insert = (name: string) =>
      t.dataSource.query(
        `INSERT INTO house_views (house_id, name, standard, filename, original_size) VALUES ($1, $2, true, $2, 1)`,
        [house.id, name],
      );
    await insert('a.glb');
    await expect(insert('b.glb')).rejects.toThrow(/UQ_house_views_one_standard/);
    await t.dataSource.query(`DELETE FROM houses WHERE id = $1`, [house.id]);
  });

  it('seeds the demo staff account with a generated password, kept for npm start', async () => {
    const users = t.dataSource.getRepository(User);
    const admin = await users.findOneByOrFail({ username: 'Staff.Demo' });
    expect(admin.roles).toEqual([Role.ROLE_CONTACT_PERSON]);
    const saved = JSON.parse(readFileSync(join(t.config.dataDir, DEMO_LOGIN_FILE), 'utf8'));
    expect(saved.username).toBe('Staff.Demo');
    expect(saved.password.length).toBeGreaterThanOrEqual(16);
    expect(await verifyPassword(admin.passwordHash!, saved.password)).toBe(true);
  });

  it('is idempotent: a second seed changes nothing', async () => {
    const seed = t.app.get(SeedService);
    const count = async (ds: DataSource) => ({
      stages: await ds.getRepository(ConstructionStage).count(),
      works: await ds.getRepository(ConstructionWork).count(),
      users: await ds.getRepository(User).count(),
    });
    const before = await count(t.dataSource);
    const result = await seed.run();
    expect(result).toEqual({ username: 'Staff.Demo', password: null, created: false });
    expect(await count(t.dataSource)).toEqual(before);
  });

  it('in production keeps a generated password out of the log, in the data folder only', async () => {
    const seed = t.app.get(SeedService);
    const warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { isProduction, seed: seedConfig } = t.config;
    Object.assign(t.config, { isProduction: true, seed: { ...seedConfig, adminUsername: 'Prod.Admin' } });
    try {
      const result = await seed.run();
      expect(result.created).toBe(true);
      const logged = warnings.mock.calls.map((call) => String(call[0])).join('\n');
      expect(logged).toContain(`Staff account Prod.Admin created with a generated password, kept in`);
      expect(logged).not.toContain(result.password!);
      const saved = JSON.parse(readFileSync(join(t.config.dataDir, DEMO_LOGIN_FILE), 'utf8'));
      expect(saved).toEqual({ username: 'Prod.Admin', password: result.password });
    } finally {
      Object.assign(t.config, { isProduction, seed: seedConfig });
      warnings.mockRestore();
    }
  });

  it('enforces a configured admin password on start', async () => {
    const other = await createTestApp({ SEED_ADMIN_USERNAME: 'staff.demo', SEED_ADMIN_PASSWORD: 'Sehr-geheim-123' });
    try {
      const admin = await other.dataSource.getRepository(User).findOneByOrFail({ username: 'Staff.Demo' });
      expect(await verifyPassword(admin.passwordHash!, 'Sehr-geheim-123')).toBe(true);
      expect(admin.passwordHash).not.toContain('Sehr-geheim-123');
    } finally {
      await other.close();
    }
  });
});
