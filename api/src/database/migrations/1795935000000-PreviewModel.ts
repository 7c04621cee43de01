import { MigrationInterface, QueryRunner } from 'typeorm';

/** The simplified preview GLB of a converted model; existing views have none until converted again. */
export class PreviewModel1795935000000 implements MigrationInterface {
  name = 'PreviewModel1795935000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "house_views" ADD "preview_filename" character varying(255)`);
    await queryRunner.query(`ALTER TABLE "house_views" ADD "preview_size" bigint`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "house_views" DROP COLUMN "preview_size"`);
    await queryRunner.query(`ALTER TABLE "house_views" DROP COLUMN "preview_filename"`);
  }
}
