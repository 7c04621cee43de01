import { MigrationInterface, QueryRunner } from 'typeorm';

/** Audit trail of staff and customer logins: who changed a username or password, and when. */
export class LoginChanges1795567173364 implements MigrationInterface {
  name = 'LoginChanges1795567173364';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."login_change_kind" AS ENUM('CREATED', 'USERNAME_CHANGED', 'PASSWORD_CHANGED', 'REMOVED')`,
    );
    await queryRunner.query(
      `CREATE TABLE "login_changes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "kind" "public"."login_change_kind" NOT NULL, "username" character varying(100) NOT NULL, "changed_by_user_id" uuid, "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_08abbb56650a3c2134ee2bef43c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_login_changes_user" ON "login_changes"  ("user_id", "changed_at") `);
    await queryRunner.query(
      `ALTER TABLE "login_changes" ADD CONSTRAINT "FK_7f0b0bce443151b248101acfa0a" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "login_changes" ADD CONSTRAINT "FK_61e62dfa14e535436f657f6b859" FOREIGN KEY ("changed_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "login_changes" DROP CONSTRAINT "FK_61e62dfa14e535436f657f6b859"`);
    await queryRunner.query(`ALTER TABLE "login_changes" DROP CONSTRAINT "FK_7f0b0bce443151b248101acfa0a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_login_changes_user"`);
    await queryRunner.query(`DROP TABLE "login_changes"`);
    await queryRunner.query(`DROP TYPE "public"."login_change_kind"`);
  }
}
