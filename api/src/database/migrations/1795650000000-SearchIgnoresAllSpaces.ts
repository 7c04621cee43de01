import { MigrationInterface, QueryRunner } from 'typeorm';

const SEARCH_COLUMNS = [
  { column: 'full_name', search: 'full_name_search', name: 'full_name' },
  { column: 'email', search: 'email_search', name: 'email' },
  { column: 'phone_number', search: 'phone_number_search', name: 'phone' },
];
const allSpaces = (column: string) => `lower(replace(${column}, ' ', ''))`;
const firstSpace = (column: string) => `lower(regexp_replace(${column}, ' ', ''))`;

/**
 * The request search ignores every space, not only the first ("+436601234567" finds
 * "+43 660 1234567"). PostgreSQL 15 cannot change a generated column's expression, so each stored
 * copy is made anew; its trigram index is rebuilt on it, again without a pending list (migration
 * SearchIndexesWithoutPendingList), and TypeORM's record of the expression follows.
 */
export class SearchIgnoresAllSpaces1795650000000 implements MigrationInterface {
  name = 'SearchIgnoresAllSpaces1795650000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await replaceSearchColumns(queryRunner, allSpaces);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await replaceSearchColumns(queryRunner, firstSpace);
  }
}

async function replaceSearchColumns(queryRunner: QueryRunner, expression: (column: string) => string): Promise<void> {
  for (const { column, search, name } of SEARCH_COLUMNS) {
    // Dropping the column drops its index too.
    await queryRunner.query(`ALTER TABLE "customer_requests" DROP COLUMN "${search}"`);
    await queryRunner.query(
      `ALTER TABLE "customer_requests" ADD "${search}" text GENERATED ALWAYS AS (${expression(column)}) STORED NOT NULL`,
    );
    await queryRunner.query(
      `UPDATE "typeorm_metadata" SET "value" = $2 WHERE "type" = 'GENERATED_COLUMN' AND "name" = $1 AND "database" = current_database() AND "schema" = current_schema() AND "table" = 'customer_requests'`,
      [search, expression(column)],
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_customer_requests_${name}_trgm" ON "customer_requests" USING gin ("${search}" gin_trgm_ops) WITH (fastupdate = off)`,
    );
  }
}
