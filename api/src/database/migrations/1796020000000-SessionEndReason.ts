import { MigrationInterface, QueryRunner } from 'typeorm';

/** Why staff or the system ended a session, so its next call can say so instead of "expired". */
export class SessionEndReason1796020000000 implements MigrationInterface {
  name = 'SessionEndReason1796020000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "refresh_tokens" ADD "end_reason" character varying(32)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "refresh_tokens" DROP COLUMN "end_reason"`);
  }
}
