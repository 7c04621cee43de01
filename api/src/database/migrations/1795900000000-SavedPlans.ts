import { MigrationInterface, QueryRunner } from 'typeorm';

/** Plans saved with a six-digit code; the content goes when the plan expires, the row some weeks later. */
export class SavedPlans1795900000000 implements MigrationInterface {
  name = 'SavedPlans1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "saved_plans" ("code" character(6) NOT NULL, "content" jsonb, "edit_token_hash" character(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "saved_at" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_saved_plans" PRIMARY KEY ("code"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_saved_plans_expires_at" ON "saved_plans" ("expires_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_saved_plans_expires_at"`);
    await queryRunner.query(`DROP TABLE "saved_plans"`);
  }
}
