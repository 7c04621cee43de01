import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The 3D view's orientation (compass heading of the house front, date of the sun) kept with each
 * request, and in the content of each saved plan. Existing ones get the view they were shown:
 * front to the south on midsummer.
 */
export class HouseOrientation1795930000000 implements MigrationInterface {
  name = 'HouseOrientation1795930000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."sun_date_preset" AS ENUM('SPRING', 'SUMMER', 'WINTER')`);
    await queryRunner.query(`ALTER TABLE "customer_requests" ADD "house_heading" smallint NOT NULL DEFAULT '180'`);
    await queryRunner.query(
      `ALTER TABLE "customer_requests" ADD "sun_date" "public"."sun_date_preset" NOT NULL DEFAULT 'SUMMER'`,
    );
    // Plans are read as SavedPlanContent, which always carries the orientation.
    await queryRunner.query(
      `UPDATE "saved_plans" SET "content" = '{"houseHeading": 180, "sunDate": "SUMMER"}'::jsonb || "content" WHERE "content" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "saved_plans" SET "content" = "content" - 'houseHeading' - 'sunDate' WHERE "content" IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "customer_requests" DROP COLUMN "sun_date"`);
    await queryRunner.query(`ALTER TABLE "customer_requests" DROP COLUMN "house_heading"`);
    await queryRunner.query(`DROP TYPE "public"."sun_date_preset"`);
  }
}
