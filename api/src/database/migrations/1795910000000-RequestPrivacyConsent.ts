import { MigrationInterface, QueryRunner } from 'typeorm';

/** When a visitor agreed to the privacy text with a request, and to which version of it. */
export class RequestPrivacyConsent1795910000000 implements MigrationInterface {
  name = 'RequestPrivacyConsent1795910000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer_requests" ADD "privacy_consent_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "customer_requests" ADD "privacy_version" integer`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer_requests" DROP COLUMN "privacy_version"`);
    await queryRunner.query(`ALTER TABLE "customer_requests" DROP COLUMN "privacy_consent_at"`);
  }
}
