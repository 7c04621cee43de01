import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options.js';

/** For the TypeORM CLI (`npm run typeorm -w api -- migration:show`). */
const url = process.env.DATABASE_URL;
if (!url) {
  throw new Error(
    'DATABASE_URL must be set for the TypeORM CLI (for example postgres://postgres@127.0.0.1:5432/postgres)',
  );
}
export default new DataSource(dataSourceOptions(url, 2));
