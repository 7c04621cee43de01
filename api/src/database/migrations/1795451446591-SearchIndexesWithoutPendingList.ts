import { MigrationInterface, QueryRunner } from 'typeorm';

const TRIGRAM_INDEXES = ['full_name', 'email', 'phone'].map((name) => `IDX_customer_requests_${name}_trgm`);

/**
 * The request search's trigram indexes take new rows at once instead of collecting them in GIN's
 * pending list. That list is read in full by every search until a vacuum merges it: after many
 * new requests a search took 3 ms through the index instead of 0.2 ms, and PostgreSQL read the
 * whole table instead (npm run bench:requests). A new request writes a few more index pages.
 */
export class SearchIndexesWithoutPendingList1795451446591 implements MigrationInterface {
  name = 'SearchIndexesWithoutPendingList1795451446591';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const index of TRIGRAM_INDEXES) {
      await queryRunner.query(`ALTER INDEX "public"."${index}" SET (fastupdate = off)`);
      // Turning it off keeps what is already pending; merge that now.
      await queryRunner.query(`SELECT gin_clean_pending_list('"public"."${index}"'::regclass)`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of TRIGRAM_INDEXES) {
      await queryRunner.query(`ALTER INDEX "public"."${index}" RESET (fastupdate)`);
    }
  }
}
