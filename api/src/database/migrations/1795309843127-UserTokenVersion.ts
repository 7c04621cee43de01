import { MigrationInterface, QueryRunner } from 'typeorm';

/** Access tokens carry the user's token version instead of being checked against a time. */
export class UserTokenVersion1795309843127 implements MigrationInterface {
  name = 'UserTokenVersion1795309843127';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "tokens_valid_after"`);
    await queryRunner.query(`ALTER TABLE "users" ADD "token_version" integer NOT NULL DEFAULT '0'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "token_version"`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD "tokens_valid_after" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`,
    );
  }
}
