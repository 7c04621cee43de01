import { MigrationInterface, QueryRunner } from 'typeorm';

const SEARCH_COLUMNS = [
  { column: 'full_name', search: 'full_name_search', name: 'full_name' },
  { column: 'email', search: 'email_search', name: 'email' },
  { column: 'phone_number', search: 'phone_number_search', name: 'phone' },
];
const expression = (column: string) => `lower(regexp_replace(${column}, ' ', ''))`;

/**
 * The request list filters search stored, normalised copies instead of computing the expression
 * per row: a sequential scan stays cheap and the trigram indexes are plain column indexes. Sorted
 * pages by name, email or phone come from an index. TypeORM reads a generated column's expression
 * from typeorm_metadata, keyed by the database it runs in, hence current_database().
 */
export class RequestSearchColumns1795316778642 implements MigrationInterface {
  name = 'RequestSearchColumns1795316778642';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const { column, search, name } of SEARCH_COLUMNS) {
      await queryRunner.query(`DROP INDEX "public"."IDX_customer_requests_${name}_trgm"`);
      await queryRunner.query(
        `ALTER TABLE "customer_requests" ADD "${search}" text GENERATED ALWAYS AS (${expression(column)}) STORED NOT NULL`,
      );
      await queryRunner.query(
        `INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (current_database(), current_schema(), 'customer_requests', 'GENERATED_COLUMN', $1, $2)`,
        [search, expression(column)],
      );
      await queryRunner.query(
        `CREATE INDEX "IDX_customer_requests_${name}_trgm" ON "customer_requests" USING gin ("${search}" gin_trgm_ops)`,
      );
    }
    await queryRunner.query(
      `CREATE INDEX "IDX_customer_requests_phone_sort" ON "customer_requests"  ("phone_number", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_customer_requests_email_sort" ON "customer_requests"  ("email", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_customer_requests_full_name_sort" ON "customer_requests"  ("full_name", "created_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_customer_requests_full_name_sort"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_customer_requests_email_sort"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_customer_requests_phone_sort"`);
    for (const { column, search, name } of SEARCH_COLUMNS) {
      await queryRunner.query(`DROP INDEX "public"."IDX_customer_requests_${name}_trgm"`);
      await queryRunner.query(
        `DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "name" = $1 AND "database" = current_database() AND "schema" = current_schema() AND "table" = 'customer_requests'`,
        [search],
      );
      await queryRunner.query(`ALTER TABLE "customer_requests" DROP COLUMN "${search}"`);
      await queryRunner.query(
        `CREATE INDEX "IDX_customer_requests_${name}_trgm" ON "customer_requests" USING gin (${expression(`"${column}"`)} gin_trgm_ops)`,
      );
    }
  }
}
