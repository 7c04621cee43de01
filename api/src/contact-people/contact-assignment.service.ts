import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { chooseContactPerson, HouseKind, type ContactAssignmentRule } from '@hauskonfig/shared';
import { DataSource } from 'typeorm';
import { CatalogueCache } from '../houses/catalogue-cache.js';
import { House } from '../houses/house.entity.js';
import { VendorSettingsService } from '../vendor-settings/vendor-settings.service.js';
import { ContactPerson } from './contact-person.entity.js';

/** Shared by every instance: one rotation pick at a time. */
const ROTATION_LOCK_KEY = 7_345_208;

export interface ContactAssignment {
  rule: ContactAssignmentRule;
  /** null only when nobody is published. */
  person: ContactPerson | null;
}

export interface RequestAssignment extends ContactAssignment {
  /** True when the rotation stamped the person already; else the request's insert stamps them. */
  stamped: boolean;
}

/**
 * Who takes a new request (shared chooseContactPerson): the house's contact person, the vendor's
 * default, or a fair rotation among the published people by their last assignment.
 */
@Injectable()
export class ContactAssignmentService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalogue: CatalogueCache,
    private readonly settings: VendorSettingsService,
  ) {}

  /** Whom a request sent now would get; an unknown or unpublished house counts as none. */
  async preview(houseId: string | null): Promise<ContactAssignment> {
    const houseContactPersonId = houseId ? await this.houseContactPersonId(houseId) : null;
    const published = await this.dataSource.getRepository(ContactPerson).findBy({ published: true });
    return this.choose(houseContactPersonId, null, published);
  }

  /**
   * The person for a request being stored. The rotation's pick is stamped at once, so the next
   * request goes to someone else; the caller stamps the other rules' person with the request.
   */
  async assign(houseContactPersonId: string | null, shownContactPersonId: string | null): Promise<RequestAssignment> {
    const published = await this.publishedPeople();
    const choice = await this.choose(houseContactPersonId, shownContactPersonId, published);
    if (choice.rule !== 'ROTATION' || choice.person === null || choice.person.id === shownContactPersonId) {
      return { ...choice, stamped: false };
    }
    const picked = await this.pickInRotation();
    const person = published.find((candidate) => candidate.id === picked);
    return person ? { rule: 'ROTATION', person, stamped: true } : { ...choice, stamped: false };
  }

  private async choose(
    houseContactPersonId: string | null,
    shownContactPersonId: string | null,
    published: ContactPerson[],
  ): Promise<ContactAssignment> {
    const { defaultContactPersonId } = await this.settings.current();
    const choice = chooseContactPerson({
      houseContactPersonId,
      defaultContactPersonId,
      shownContactPersonId,
      published: published.map((person) => ({
        id: person.id,
        lastAssignedAt: person.lastAssignedAt?.getTime() ?? null,
      })),
    });
    return { rule: choice.rule, person: published.find((person) => person.id === choice.contactPersonId) ?? null };
  }

  /**
   * Picks and stamps the published person who waited longest, under an advisory lock: the pick's
   * statement starts after the previous picker committed and so sees its stamp. Without the lock,
   * concurrent requests read the same oldest stamp and all went to one person. The stamp is the
   * clock's time, not now(): now() is when the transaction began, and a transaction that waited
   * for the lock would stamp a time older than its predecessor's and be picked again.
   */
  private pickInRotation(): Promise<string | null> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [ROTATION_LOCK_KEY]);
      const [rows]: [{ id: string }[], number] = await manager.query(
        `UPDATE contact_people SET last_assigned_at = clock_timestamp()
         WHERE id = (SELECT id FROM contact_people WHERE published
                     ORDER BY last_assigned_at ASC NULLS FIRST, id ASC LIMIT 1)
         RETURNING id`,
      );
      return rows[0]?.id ?? null;
    });
  }

  /** Published people from the catalogue cache (dropped on every change to a contact person). */
  private publishedPeople(): Promise<ContactPerson[]> {
    return this.catalogue.value('published-contact-people', () =>
      this.dataSource.getRepository(ContactPerson).findBy({ published: true }),
    );
  }

  private async houseContactPersonId(houseId: string): Promise<string | null> {
    const house = await this.dataSource.getRepository(House).findOne({
      where: { id: houseId, kind: HouseKind.TEMPLATE, published: true },
      select: { id: true, contactPersonId: true },
    });
    return house?.contactPersonId ?? null;
  }
}
