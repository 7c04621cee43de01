import { MigrationInterface, QueryRunner } from 'typeorm';

/** German notes on what a conversion could not carry (an output that failed); none for existing views. */
export class ConversionWarnings1795940000000 implements MigrationInterface {
  name = 'ConversionWarnings1795940000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "house_views" ADD "conversion_warnings" jsonb NOT NULL DEFAULT '[]'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "house_views" DROP COLUMN "conversion_warnings"`);
  }
}
