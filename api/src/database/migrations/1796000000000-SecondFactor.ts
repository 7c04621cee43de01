import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A second factor for staff (issue 37): each login's TOTP secret, the one being set up, the last
 * time step used (a code works once), the hashes of its recovery codes; and the security settings
 * row, whose first setting makes the second factor mandatory for all staff.
 */
export class SecondFactor1796000000000 implements MigrationInterface {
  name = 'SecondFactor1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "totp_secret" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "users" ADD "totp_pending_secret" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "users" ADD "totp_enabled_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "users" ADD "totp_last_step" integer`);
    await queryRunner.query(`ALTER TABLE "users" ADD "recovery_code_hashes" text array NOT NULL DEFAULT '{}'`);
    for (const kind of ['SECOND_FACTOR_ENABLED', 'SECOND_FACTOR_DISABLED', 'SECOND_FACTOR_RESET']) {
      await queryRunner.query(`ALTER TYPE "login_change_kind" ADD VALUE '${kind}'`);
    }
    await queryRunner.query(
      `CREATE TABLE "security_settings" ("id" smallint NOT NULL, "second_factor_required" boolean NOT NULL DEFAULT false, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_security_settings_single_row" CHECK ("id" = 1), CONSTRAINT "PK_security_settings" PRIMARY KEY ("id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "security_settings"`);
    await queryRunner.query(
      `DELETE FROM "login_changes" WHERE "kind"::text IN ('SECOND_FACTOR_ENABLED', 'SECOND_FACTOR_DISABLED', 'SECOND_FACTOR_RESET')`,
    );
    await queryRunner.query(`ALTER TYPE "login_change_kind" RENAME TO "login_change_kind_old"`);
    await queryRunner.query(
      `CREATE TYPE "login_change_kind" AS ENUM('CREATED', 'USERNAME_CHANGED', 'PASSWORD_CHANGED', 'REMOVED')`,
    );
    await queryRunner.query(
      `ALTER TABLE "login_changes" ALTER COLUMN "kind" TYPE "login_change_kind" USING "kind"::text::"login_change_kind"`,
    );
    await queryRunner.query(`DROP TYPE "login_change_kind_old"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "recovery_code_hashes"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "totp_last_step"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "totp_enabled_at"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "totp_pending_secret"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "totp_secret"`);
  }
}
