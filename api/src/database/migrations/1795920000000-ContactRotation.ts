import { MigrationInterface, QueryRunner } from 'typeorm';

/** When each contact person was last assigned a request, for the fair rotation; taken from the requests so far. */
export class ContactRotation1795920000000 implements MigrationInterface {
  name = 'ContactRotation1795920000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contact_people" ADD "last_assigned_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `UPDATE "contact_people" person SET "last_assigned_at" = (SELECT max(request."created_at") FROM "customer_requests" request WHERE request."contact_person_id" = person."id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contact_people" DROP COLUMN "last_assigned_at"`);
  }
}
