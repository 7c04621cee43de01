import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Data protection (issue 37): how long unsent saved plans, declined or archived requests and sent
 * mail copies are kept (security settings), and a record of each erasure of a data subject's data
 * that holds no personal data: when, by whom and how many of each kind went.
 */
export class DataProtection1796010000000 implements MigrationInterface {
  name = 'DataProtection1796010000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "security_settings" ADD "saved_plan_retention_days" integer NOT NULL DEFAULT 90`);
    await queryRunner.query(
      `ALTER TABLE "security_settings" ADD "closed_request_retention_days" integer NOT NULL DEFAULT 365`,
    );
    await queryRunner.query(`ALTER TABLE "security_settings" ADD "sent_mail_retention_days" integer NOT NULL DEFAULT 90`);
    await queryRunner.query(
      `CREATE TABLE "data_subject_erasures" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "erased_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "erased_by_user_id" uuid, "requests" integer NOT NULL, "saved_plans" integer NOT NULL, "plan_shares" integer NOT NULL, "mails" integer NOT NULL, CONSTRAINT "PK_data_subject_erasures" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "data_subject_erasures" ADD CONSTRAINT "FK_data_subject_erasures_user" FOREIGN KEY ("erased_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "data_subject_erasures"`);
    await queryRunner.query(`ALTER TABLE "security_settings" DROP COLUMN "sent_mail_retention_days"`);
    await queryRunner.query(`ALTER TABLE "security_settings" DROP COLUMN "closed_request_retention_days"`);
    await queryRunner.query(`ALTER TABLE "security_settings" DROP COLUMN "saved_plan_retention_days"`);
  }
}
