import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { ContactPerson } from '../contact-people/contact-person.entity.js';

/** The one row of the vendor's settings (id 1); without it the neutral defaults apply. */
export const VENDOR_SETTINGS_ROW_ID = 1;

/** The vendor's brand and legal frame of the public site, edited by staff. */
@Entity('vendor_settings')
@Check('CHK_vendor_settings_single_row', `"id" = ${VENDOR_SETTINGS_ROW_ID}`)
export class VendorSettings {
  @PrimaryColumn({ type: 'smallint' })
  id!: number;

  @Column({ name: 'vendor_name', type: 'varchar', length: 100 })
  vendorName!: string;

  /** Stored image name (`<uuid>.webp`, small variant beside it); null: the name shows as text. */
  @Column({ name: 'logo_path', type: 'varchar', length: 255, nullable: true })
  logoPath!: string | null;

  @Column({ name: 'hero_image_path', type: 'varchar', length: 255, nullable: true })
  heroImagePath!: string | null;

  @Column({ name: 'primary_color', type: 'char', length: 7 })
  primaryColor!: string;

  @Column({ name: 'website_url', type: 'varchar', length: 2000, nullable: true })
  websiteUrl!: string | null;

  @Column({ name: 'imprint_text', type: 'text' })
  imprintText!: string;

  @Column({ name: 'privacy_text', type: 'text' })
  privacyText!: string;

  @Column({ name: 'privacy_version', type: 'integer' })
  privacyVersion!: number;

  @Column({ name: 'default_contact_person_id', type: 'uuid', nullable: true })
  defaultContactPersonId!: string | null;

  // A deleted person leaves no dangling default: the rotation takes over.
  @ManyToOne(() => ContactPerson, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'default_contact_person_id' })
  defaultContactPerson?: Relation<ContactPerson | null>;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
