import { DEFAULT_HOUSE_ORIENTATION, RequestStatus, SunDatePreset } from '@hauskonfig/shared';
import {
  BeforeInsert,
  BeforeUpdate,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { ConstructionStage } from '../construction-stages/construction-stage.entity.js';
import { ContactPerson } from '../contact-people/contact-person.entity.js';
import { House } from '../houses/house.entity.js';
import { PlanShare } from '../plan-shares/plan-share.entity.js';

/** SQL twin of the shared `normalizeFilterText`: every space goes (migration SearchIgnoresAllSpaces). */
const normalized = (column: string) => `lower(replace(${column}, ' ', ''))`;

/**
 * A visitor's non-binding request. The list filters (spec section 5) search the stored, normalised
 * copies of name, email and phone through trigram indexes, which TypeORM cannot describe; the
 * migration creates them by hand, hence not synchronised. Each sort index ends in created_at,
 * the list's second sort key, so a sorted page is read from the index.
 */
@Entity('customer_requests')
@Index('IDX_customer_requests_status', ['status', 'createdAt'])
@Index('IDX_customer_requests_contact_person', ['contactPersonId', 'createdAt'])
@Index('IDX_customer_requests_created_at', ['createdAt'])
@Index('IDX_customer_requests_full_name_sort', ['fullName', 'createdAt'])
@Index('IDX_customer_requests_email_sort', ['email', 'createdAt'])
@Index('IDX_customer_requests_phone_sort', ['phoneNumber', 'createdAt'])
@Index('IDX_customer_requests_full_name_trgm', { synchronize: false })
@Index('IDX_customer_requests_email_trgm', { synchronize: false })
@Index('IDX_customer_requests_phone_trgm', { synchronize: false })
export class CustomerRequest {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'enum', enum: RequestStatus, enumName: 'request_status', default: RequestStatus.NEW })
  status!: RequestStatus;

  /** A template house or this request's custom house. */
  @Column({ name: 'house_id', type: 'uuid', nullable: true })
  houseId!: string | null;

  @ManyToOne(() => House, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'house_id' })
  house?: Relation<House | null>;

  @Column({ name: 'contact_person_id', type: 'uuid', nullable: true })
  contactPersonId!: string | null;

  @ManyToOne(() => ContactPerson, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'contact_person_id' })
  contactPerson?: Relation<ContactPerson | null>;

  @Column({ name: 'construction_stage_id', type: 'uuid', nullable: true })
  constructionStageId!: string | null;

  @ManyToOne(() => ConstructionStage, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'construction_stage_id' })
  constructionStage?: Relation<ConstructionStage | null>;

  /** The six-digit code of the personal link; created with the first credentials. */
  @Column({ name: 'login_code', type: 'char', length: 6, nullable: true, unique: true })
  loginCode!: string | null;

  @Column({ name: 'password_hash', type: 'varchar', length: 255, nullable: true })
  passwordHash!: string | null;

  @Column({ name: 'credentials_generated_at', type: 'timestamptz', nullable: true })
  credentialsGeneratedAt!: Date | null;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName!: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName!: string;

  /** Kept in step with the names so the list can filter and sort on it with an index. */
  @Column({ name: 'full_name', type: 'varchar', length: 201 })
  fullName!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'phone_number', type: 'varchar', length: 50 })
  phoneNumber!: string;

  // Kept by PostgreSQL itself, so every write path (API, seed, SQL) leaves them right.
  @Column({
    name: 'full_name_search',
    type: 'text',
    generatedType: 'STORED',
    asExpression: normalized('full_name'),
    select: false,
  })
  fullNameSearch?: string;

  @Column({
    name: 'email_search',
    type: 'text',
    generatedType: 'STORED',
    asExpression: normalized('email'),
    select: false,
  })
  emailSearch?: string;

  @Column({
    name: 'phone_number_search',
    type: 'text',
    generatedType: 'STORED',
    asExpression: normalized('phone_number'),
    select: false,
  })
  phoneNumberSearch?: string;

  @Column({ name: 'property_number', type: 'varchar', length: 100, nullable: true })
  propertyNumber!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  place!: string | null;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  /** Server time of the visitor's consent to the privacy text; null for requests staff entered. */
  @Column({ name: 'privacy_consent_at', type: 'timestamptz', nullable: true })
  privacyConsentAt!: Date | null;

  /** The version of the privacy text consented to (vendor settings' privacyVersion). */
  @Column({ name: 'privacy_version', type: 'integer', nullable: true })
  privacyVersion!: number | null;

  /**
   * The 3D view the visitor sent (compass heading of the house front, date of the sun); requests
   * without one (older clients, entered by staff) have the viewer's default view.
   */
  @Column({ name: 'house_heading', type: 'smallint', default: DEFAULT_HOUSE_ORIENTATION.houseHeading })
  houseHeading!: number;

  @Column({
    name: 'sun_date',
    type: 'enum',
    enum: SunDatePreset,
    enumName: 'sun_date_preset',
    default: DEFAULT_HOUSE_ORIENTATION.sunDate,
  })
  sunDate!: SunDatePreset;

  /**
   * The plan exactly as the visitor sent it, stored as its read-only share (issue 26); staff
   * changes to the request leave it as sent. null for requests staff entered or sent before it.
   */
  @Column({ name: 'plan_share_token', type: 'varchar', length: 32, nullable: true })
  planShareToken!: string | null;

  @ManyToOne(() => PlanShare, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'plan_share_token' })
  planShare?: Relation<PlanShare | null>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** The searchable and sortable full name of a customer. */
  static fullNameOf(firstName: string | undefined, lastName: string | undefined): string {
    return `${firstName ?? ''} ${lastName ?? ''}`.trim();
  }

  @BeforeInsert()
  @BeforeUpdate()
  protected syncFullName(): void {
    if (this.firstName !== undefined || this.lastName !== undefined) {
      this.fullName = CustomerRequest.fullNameOf(this.firstName, this.lastName);
    }
  }
}
