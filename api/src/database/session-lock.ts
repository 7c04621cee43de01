import { DataSource } from 'typeorm';

/**
 * Runs `work` holding a PostgreSQL session advisory lock on its own connection, for work that
 * spans several transactions (so a transaction-scoped lock would not cover it).
 */
export async function withSessionLock<T>(dataSource: DataSource, key: number, work: () => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
    await runner.release();
  }
}
