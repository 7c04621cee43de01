import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Price guidance (issue 26): stage prices per house, surcharges of optional works, the price guide
 * row, and plan snapshots shared read-only, which a sent request keeps as sent (its confirmation
 * mail carries the plan's PDF).
 */
export class PriceGuide1795950000000 implements MigrationInterface {
    name = 'PriceGuide1795950000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "plan_shares" ("token" character varying(32) NOT NULL, "snapshot" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_plan_shares" PRIMARY KEY ("token"))`);
        await queryRunner.query(`CREATE TABLE "price_guide" ("id" smallint NOT NULL, "price_date" date, "disclaimer" text NOT NULL, "extra_costs" jsonb NOT NULL, "financing" jsonb NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_price_guide_single_row" CHECK ("id" = 1), CONSTRAINT "PK_845b0887608bf8a864f67b1023b" PRIMARY KEY ("id"))`);
        await queryRunner.query(`ALTER TABLE "construction_works" ADD "price_cents" integer`);
        await queryRunner.query(`ALTER TABLE "houses" ADD "stage_prices" jsonb NOT NULL DEFAULT '{}'`);
        await queryRunner.query(`ALTER TABLE "customer_requests" ADD "plan_share_token" character varying(32)`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "plan_share_token" character varying(32)`);
        await queryRunner.query(`ALTER TABLE "construction_works" ADD CONSTRAINT "CHK_construction_works_price_cents" CHECK ("price_cents" >= 0)`);
        await queryRunner.query(`ALTER TABLE "customer_requests" ADD CONSTRAINT "FK_e97785aca34371065e58b34ce1e" FOREIGN KEY ("plan_share_token") REFERENCES "plan_shares"("token") ON DELETE SET NULL ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "customer_requests" DROP CONSTRAINT "FK_e97785aca34371065e58b34ce1e"`);
        await queryRunner.query(`ALTER TABLE "construction_works" DROP CONSTRAINT "CHK_construction_works_price_cents"`);
        await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "plan_share_token"`);
    await queryRunner.query(`ALTER TABLE "customer_requests" DROP COLUMN "plan_share_token"`);
        await queryRunner.query(`ALTER TABLE "houses" DROP COLUMN "stage_prices"`);
        await queryRunner.query(`ALTER TABLE "construction_works" DROP COLUMN "price_cents"`);
        await queryRunner.query(`DROP TABLE "price_guide"`);
        await queryRunner.query(`DROP TABLE "plan_shares"`);
    }

}
