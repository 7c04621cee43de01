import { MigrationInterface, QueryRunner } from 'typeorm';

/** The vendor's brand and legal frame: one row, absent until staff (or the demo seed) save it. */
export class VendorSettings1795800000000 implements MigrationInterface {
  name = 'VendorSettings1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "vendor_settings" ("id" smallint NOT NULL, "vendor_name" character varying(100) NOT NULL, "logo_path" character varying(255), "hero_image_path" character varying(255), "primary_color" character(7) NOT NULL, "website_url" character varying(2000), "imprint_text" text NOT NULL, "privacy_text" text NOT NULL, "privacy_version" integer NOT NULL, "default_contact_person_id" uuid, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_vendor_settings_single_row" CHECK ("id" = 1), CONSTRAINT "PK_872054d3d520f6649f34641bb5f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "vendor_settings" ADD CONSTRAINT "FK_9701e05f53bd2adf22e0cd56158" FOREIGN KEY ("default_contact_person_id") REFERENCES "contact_people"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "vendor_settings" DROP CONSTRAINT "FK_9701e05f53bd2adf22e0cd56158"`);
    await queryRunner.query(`DROP TABLE "vendor_settings"`);
  }
}
