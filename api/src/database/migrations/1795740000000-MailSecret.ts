import { MigrationInterface, QueryRunner } from 'typeorm';

/** A release mail's customer password, kept apart from the body until the mail is sent. */
export class MailSecret1795740000000 implements MigrationInterface {
  name = 'MailSecret1795740000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "secret" character varying(200)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "secret"`);
  }
}
