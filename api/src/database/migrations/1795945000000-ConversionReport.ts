import { MigrationInterface, QueryRunner } from 'typeorm';

/** What a converted model holds, for staff; existing views have none until converted again. */
export class ConversionReport1795945000000 implements MigrationInterface {
  name = 'ConversionReport1795945000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "house_views" ADD "conversion_report" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "house_views" DROP COLUMN "conversion_report"`);
  }
}
