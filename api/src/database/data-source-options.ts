import type { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations.js';

/** One definition of the connection for the API, the worker, the CLI and the tests. */
export function dataSourceOptions(url: string, poolSize = 10): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'all',
    migrationsRun: false,
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+; no extension needed for ids.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    poolSize,
    extra: { connectionTimeoutMillis: 5000, idleTimeoutMillis: 30000 },
    applicationName: 'hauskonfigurator',
  };
}
