import type { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';

/** An arbitrary constant: every process of this product takes the same lock before migrating. */
const MIGRATION_LOCK_KEY = 7_345_201;

/**
 * Runs pending migrations under a session advisory lock, so several API instances starting
 * at once migrate one after another instead of racing.
 */
export async function runMigrations(dataSource: DataSource, logger: Logger): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await dataSource.runMigrations({ transaction: 'all' });
    for (const migration of applied) logger.log(`Migration applied: ${migration.name}`);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await runner.release();
  }
}
