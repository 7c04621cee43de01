import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The one row of the security settings (id 1); without it the defaults apply. */
export const SECURITY_SETTINGS_ROW_ID = 1;

/** How strictly staff log in and how long personal data is kept, set by staff in the admin ("Datenschutz"). */
@Entity('security_settings')
@Check('CHK_security_settings_single_row', `"id" = ${SECURITY_SETTINGS_ROW_ID}`)
export class SecuritySettings {
  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'PK_security_settings' })
  id!: number;

  /** Every staff member must set up a second factor before using the admin. */
  @Column({ name: 'second_factor_required', type: 'boolean', default: false })
  secondFactorRequired!: boolean;

  /** Saved plans are deleted this many days after they were last saved (none became a request by itself). */
  @Column({ name: 'saved_plan_retention_days', type: 'integer', default: 90 })
  savedPlanRetentionDays!: number;

  /** Declined or archived requests are deleted this many days after their last change. */
  @Column({ name: 'closed_request_retention_days', type: 'integer', default: 365 })
  closedRequestRetentionDays!: number;

  /** Copies of sent (or given up) mails are deleted this many days after sending. */
  @Column({ name: 'sent_mail_retention_days', type: 'integer', default: 90 })
  sentMailRetentionDays!: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
