import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795307255656 implements MigrationInterface {
  name = 'InitialSchema1795307255656';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // pg_trgm backs the contains-filters of the staff request list (spec section 5).
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE TYPE "public"."construction_work_kind" AS ENUM('OPTION', 'ADDITIONAL_OPTION')`);
    await queryRunner.query(
      `CREATE TABLE "construction_works" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "identifier" character varying(100) NOT NULL, "construction_stage_id" uuid NOT NULL, "name" character varying(200) NOT NULL, "description" text, "kind" "public"."construction_work_kind" NOT NULL DEFAULT 'OPTION', "position" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_5367c562041eab9d20491b08221" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_construction_works_identifier" ON "construction_works"  ("identifier") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_construction_works_stage" ON "construction_works"  ("construction_stage_id", "position") `,
    );
    await queryRunner.query(
      `CREATE TABLE "construction_stages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "identifier" character varying(100) NOT NULL, "name" character varying(200) NOT NULL, "description" text, "position" integer NOT NULL DEFAULT '0', "construction_stage_child_id" uuid, CONSTRAINT "UQ_cd5628c4b7c40eb7924ccc1cfc7" UNIQUE ("identifier"), CONSTRAINT "PK_60068414360656b8281b7b572b7" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "contact_people" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid, "name" character varying(200) NOT NULL, "email" character varying(254) NOT NULL, "phone_number" character varying(50) NOT NULL, "image_path" character varying(255), "published" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "REL_c5f2bed38a618401eba543ea34" UNIQUE ("user_id"), CONSTRAINT "PK_4c9fc07b974e68e5f086af44119" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_contact_people_published" ON "contact_people"  ("published") `);
    await queryRunner.query(
      `CREATE TYPE "public"."conversion_status" AS ENUM('QUEUED', 'CONVERTING', 'READY', 'FAILED')`,
    );
    await queryRunner.query(
      `CREATE TABLE "house_views" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "house_id" uuid NOT NULL, "name" character varying(200) NOT NULL, "standard" boolean NOT NULL DEFAULT false, "filename" character varying(255) NOT NULL, "original_size" bigint NOT NULL, "optimized_filename" character varying(255), "optimized_size" bigint, "usdz_filename" character varying(255), "usdz_size" bigint, "conversion_status" "public"."conversion_status" NOT NULL DEFAULT 'QUEUED', "conversion_progress" smallint NOT NULL DEFAULT '0', "conversion_error" text, "conversion_attempts" smallint NOT NULL DEFAULT '0', "conversion_started_at" TIMESTAMP WITH TIME ZONE, "conversion_finished_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_792ca476b04e4ca29c6a746dfa9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_house_views_conversion_status" ON "house_views"  ("conversion_status") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_house_views_one_standard" ON "house_views"  ("house_id") WHERE "standard" = true`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_house_views_house" ON "house_views"  ("house_id") `);
    await queryRunner.query(
      `CREATE TYPE "public"."image_type" AS ENUM('GROUNDPLAN', 'GROUNDPLAN_MEASURED', 'THUMBNAIL', 'REFERENCES')`,
    );
    await queryRunner.query(
      `CREATE TABLE "house_images" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "house_id" uuid NOT NULL, "type" "public"."image_type" NOT NULL, "filename" character varying(255) NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "byte_size" integer NOT NULL, "position" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_e6aa569f7b50e1ae7cdd5f20643" UNIQUE ("filename"), CONSTRAINT "PK_fee34f39ba1aec169bc86e49e31" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_house_images_house_type" ON "house_images"  ("house_id", "type", "position") `,
    );
    await queryRunner.query(`CREATE TYPE "public"."house_kind" AS ENUM('TEMPLATE', 'CUSTOM')`);
    await queryRunner.query(`CREATE TYPE "public"."property_shape" AS ENUM('STRAIGHT', 'INCLINED', 'HILLSIDE')`);
    await queryRunner.query(`CREATE TYPE "public"."construction_method" AS ENUM('SOLID', 'WOODEN')`);
    await queryRunner.query(`CREATE TYPE "public"."roof_shape" AS ENUM('PENT', 'GABLE', 'HIPPED', 'FLAT')`);
    await queryRunner.query(
      `CREATE TABLE "houses" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "kind" "public"."house_kind" NOT NULL DEFAULT 'TEMPLATE', "name" character varying(200) NOT NULL, "property_shape" "public"."property_shape", "construction_method" "public"."construction_method", "roof_shape" "public"."roof_shape", "size_in_sqm" numeric(7,2), "contact_person_id" uuid, "published" boolean NOT NULL DEFAULT false, "default_house_view_id" uuid, "property_number" character varying(100), "location" character varying(200), "source_template_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ee6cacb502a4b8590005eb3dc8d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_houses_contact_person" ON "houses"  ("contact_person_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_houses_catalogue" ON "houses"  ("kind", "published", "size_in_sqm") `);
    await queryRunner.query(
      `CREATE TYPE "public"."request_status" AS ENUM('NEW', 'IN_NEGOTIATION', 'IN_PLANNING', 'SOLD', 'ARCHIVED', 'DECLINED')`,
    );
    await queryRunner.query(
      `CREATE TABLE "customer_requests" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "status" "public"."request_status" NOT NULL DEFAULT 'NEW', "house_id" uuid, "contact_person_id" uuid, "construction_stage_id" uuid, "login_code" character(6), "password_hash" character varying(255), "credentials_generated_at" TIMESTAMP WITH TIME ZONE, "first_name" character varying(100) NOT NULL, "last_name" character varying(100) NOT NULL, "full_name" character varying(201) NOT NULL, "email" character varying(254) NOT NULL, "phone_number" character varying(50) NOT NULL, "property_number" character varying(100), "place" character varying(200), "notes" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_08631b223ca09b3ca40e37ad1e6" UNIQUE ("login_code"), CONSTRAINT "PK_45ef185f553e792da9b83fa2464" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_customer_requests_created_at" ON "customer_requests"  ("created_at") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_customer_requests_contact_person" ON "customer_requests"  ("contact_person_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_customer_requests_status" ON "customer_requests"  ("status", "created_at") `,
    );
    await queryRunner.query(`CREATE TYPE "public"."user_role" AS ENUM('ROLE_CONTACT_PERSON', 'ROLE_CUSTOMER')`);
    await queryRunner.query(
      `CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "username" character varying(100) NOT NULL, "email" character varying(254), "first_name" character varying(100), "last_name" character varying(100), "tel" character varying(50), "password_hash" character varying(255), "roles" "public"."user_role" array NOT NULL DEFAULT '{}', "customer_request_id" uuid, "tokens_valid_after" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "REL_8083bbcc22b6fe7ac2086fa42b" UNIQUE ("customer_request_id"), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "refresh_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "family_id" uuid NOT NULL, "token_hash" character varying(128) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "replaced_by_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_a7838d2ba25be1342091b6695f1" UNIQUE ("token_hash"), CONSTRAINT "PK_7d8bee0204106019488c4c50ffa" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_refresh_tokens_user" ON "refresh_tokens"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_refresh_tokens_family" ON "refresh_tokens"  ("family_id") `);
    await queryRunner.query(
      `CREATE TABLE "request_status_changes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "customer_request_id" uuid NOT NULL, "from_status" "public"."request_status", "to_status" "public"."request_status" NOT NULL, "changed_by_user_id" uuid, "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0f10d13cc35aaecfbbad721b9d4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_request_status_changes_request" ON "request_status_changes"  ("customer_request_id", "changed_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "request_works" ("customer_request_id" uuid NOT NULL, "construction_work_id" uuid NOT NULL, CONSTRAINT "PK_5cce3f099f68e940d69358b662d" PRIMARY KEY ("customer_request_id", "construction_work_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_request_works_work" ON "request_works"  ("construction_work_id") `);
    await queryRunner.query(`CREATE TYPE "public"."mail_status" AS ENUM('PENDING', 'SENT', 'FAILED')`);
    await queryRunner.query(
      `CREATE TABLE "mail_outbox" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "to_address" character varying(254) NOT NULL, "subject" character varying(300) NOT NULL, "text_body" text NOT NULL, "html_body" text, "template" character varying(100) NOT NULL, "status" "public"."mail_status" NOT NULL DEFAULT 'PENDING', "attempts" smallint NOT NULL DEFAULT '0', "last_error" text, "customer_request_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_fecc63c96385bc35a39ccf2a72e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_mail_outbox_status" ON "mail_outbox"  ("status", "created_at") `);
    await queryRunner.query(
      `ALTER TABLE "construction_works" ADD CONSTRAINT "FK_d6f995150f6d2df57cd23752022" FOREIGN KEY ("construction_stage_id") REFERENCES "construction_stages"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "construction_stages" ADD CONSTRAINT "FK_992a536d00067e2058fe2db73de" FOREIGN KEY ("construction_stage_child_id") REFERENCES "construction_stages"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_people" ADD CONSTRAINT "FK_c5f2bed38a618401eba543ea340" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "house_views" ADD CONSTRAINT "FK_760868c7a317c31b496b0ec1331" FOREIGN KEY ("house_id") REFERENCES "houses"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "house_images" ADD CONSTRAINT "FK_c4569b8493d8a38a0ae4ee26dea" FOREIGN KEY ("house_id") REFERENCES "houses"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "houses" ADD CONSTRAINT "FK_100a9f7358762429ac8b8e25fc6" FOREIGN KEY ("contact_person_id") REFERENCES "contact_people"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "houses" ADD CONSTRAINT "FK_78187c2602ec577e0549fd5a24b" FOREIGN KEY ("default_house_view_id") REFERENCES "house_views"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "houses" ADD CONSTRAINT "FK_4c88cf3a7fccf096f84a7c14485" FOREIGN KEY ("source_template_id") REFERENCES "houses"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "customer_requests" ADD CONSTRAINT "FK_f69f824dbd5c1f2e1fb96d674f5" FOREIGN KEY ("house_id") REFERENCES "houses"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "customer_requests" ADD CONSTRAINT "FK_507ba07350653eb7d6c4ab0d9d5" FOREIGN KEY ("contact_person_id") REFERENCES "contact_people"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "customer_requests" ADD CONSTRAINT "FK_8e4424877778cbcb9bd9bb9fff2" FOREIGN KEY ("construction_stage_id") REFERENCES "construction_stages"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "FK_8083bbcc22b6fe7ac2086fa42b6" FOREIGN KEY ("customer_request_id") REFERENCES "customer_requests"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "refresh_tokens" ADD CONSTRAINT "FK_3ddc983c5f7bcf132fd8732c3f4" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "request_status_changes" ADD CONSTRAINT "FK_3e4b3ee87ec571c3f73f325ffae" FOREIGN KEY ("customer_request_id") REFERENCES "customer_requests"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "request_status_changes" ADD CONSTRAINT "FK_20654fa9b628a7b8cd0eff92454" FOREIGN KEY ("changed_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "request_works" ADD CONSTRAINT "FK_661821322ba5f5774aa28cd0490" FOREIGN KEY ("customer_request_id") REFERENCES "customer_requests"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "request_works" ADD CONSTRAINT "FK_a834cb11becf23b76debea062b6" FOREIGN KEY ("construction_work_id") REFERENCES "construction_works"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "mail_outbox" ADD CONSTRAINT "FK_f5f31d2d70bbe5641446ddd52d3" FOREIGN KEY ("customer_request_id") REFERENCES "customer_requests"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    // Hand-written: expression indexes TypeORM cannot describe (marked synchronize: false on the entities).
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_username_lower" ON "users" (lower("username"))`);
    // The same normalisation as the shared filter rule: lower-case, first space removed.
    for (const [name, column] of [
      ['full_name', 'full_name'],
      ['email', 'email'],
      ['phone', 'phone_number'],
    ]) {
      await queryRunner.query(
        `CREATE INDEX "IDX_customer_requests_${name}_trgm" ON "customer_requests" USING gin (lower(regexp_replace("${column}", ' ', '')) gin_trgm_ops)`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['full_name', 'email', 'phone']) {
      await queryRunner.query(`DROP INDEX "public"."IDX_customer_requests_${name}_trgm"`);
    }
    await queryRunner.query(`DROP INDEX "public"."UQ_users_username_lower"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP CONSTRAINT "FK_f5f31d2d70bbe5641446ddd52d3"`);
    await queryRunner.query(`ALTER TABLE "request_works" DROP CONSTRAINT "FK_a834cb11becf23b76debea062b6"`);
    await queryRunner.query(`ALTER TABLE "request_works" DROP CONSTRAINT "FK_661821322ba5f5774aa28cd0490"`);
    await queryRunner.query(`ALTER TABLE "request_status_changes" DROP CONSTRAINT "FK_20654fa9b628a7b8cd0eff92454"`);
    await queryRunner.query(`ALTER TABLE "request_status_changes" DROP CONSTRAINT "FK_3e4b3ee87ec571c3f73f325ffae"`);
    await queryRunner.query(`ALTER TABLE "refresh_tokens" DROP CONSTRAINT "FK_3ddc983c5f7bcf132fd8732c3f4"`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "FK_8083bbcc22b6fe7ac2086fa42b6"`);
    await queryRunner.query(`ALTER TABLE "customer_requests" DROP CONSTRAINT "FK_8e4424877778cbcb9bd9bb9fff2"`);
    await queryRunner.query(`ALTER TABLE "customer_requests" DROP CONSTRAINT "FK_507ba07350653eb7d6c4ab0d9d5"`);
    await queryRunner.query(`ALTER TABLE "customer_requests" DROP CONSTRAINT "FK_f69f824dbd5c1f2e1fb96d674f5"`);
    await queryRunner.query(`ALTER TABLE "houses" DROP CONSTRAINT "FK_4c88cf3a7fccf096f84a7c14485"`);
    await queryRunner.query(`ALTER TABLE "houses" DROP CONSTRAINT "FK_78187c2602ec577e0549fd5a24b"`);
    await queryRunner.query(`ALTER TABLE "houses" DROP CONSTRAINT "FK_100a9f7358762429ac8b8e25fc6"`);
    await queryRunner.query(`ALTER TABLE "house_images" DROP CONSTRAINT "FK_c4569b8493d8a38a0ae4ee26dea"`);
    await queryRunner.query(`ALTER TABLE "house_views" DROP CONSTRAINT "FK_760868c7a317c31b496b0ec1331"`);
    await queryRunner.query(`ALTER TABLE "contact_people" DROP CONSTRAINT "FK_c5f2bed38a618401eba543ea340"`);
    await queryRunner.query(`ALTER TABLE "construction_stages" DROP CONSTRAINT "FK_992a536d00067e2058fe2db73de"`);
    await queryRunner.query(`ALTER TABLE "construction_works" DROP CONSTRAINT "FK_d6f995150f6d2df57cd23752022"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_mail_outbox_status"`);
    await queryRunner.query(`DROP TABLE "mail_outbox"`);
    await queryRunner.query(`DROP TYPE "public"."mail_status"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_request_works_work"`);
    await queryRunner.query(`DROP TABLE "request_works"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_request_status_changes_request"`);
    await queryRunner.query(`DROP TABLE "request_status_changes"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_refresh_tokens_family"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_refresh_tokens_user"`);
    await queryRunner.query(`DROP TABLE "refresh_tokens"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP TYPE "public"."user_role"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_customer_requests_status"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_customer_requests_contact_person"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_customer_requests_created_at"`);
    await queryRunner.query(`DROP TABLE "customer_requests"`);
    await queryRunner.query(`DROP TYPE "public"."request_status"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_houses_catalogue"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_houses_contact_person"`);
    await queryRunner.query(`DROP TABLE "houses"`);
    await queryRunner.query(`DROP TYPE "public"."roof_shape"`);
    await queryRunner.query(`DROP TYPE "public"."construction_method"`);
    await queryRunner.query(`DROP TYPE "public"."property_shape"`);
    await queryRunner.query(`DROP TYPE "public"."house_kind"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_house_images_house_type"`);
    await queryRunner.query(`DROP TABLE "house_images"`);
    await queryRunner.query(`DROP TYPE "public"."image_type"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_house_views_house"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_house_views_one_standard"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_house_views_conversion_status"`);
    await queryRunner.query(`DROP TABLE "house_views"`);
    await queryRunner.query(`DROP TYPE "public"."conversion_status"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_contact_people_published"`);
    await queryRunner.query(`DROP TABLE "contact_people"`);
    await queryRunner.query(`DROP TABLE "construction_stages"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_construction_works_stage"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_construction_works_identifier"`);
    await queryRunner.query(`DROP TABLE "construction_works"`);
    await queryRunner.query(`DROP EXTENSION IF EXISTS pg_trgm`);
    await queryRunner.query(`DROP TYPE "public"."construction_work_kind"`);
  }
}
