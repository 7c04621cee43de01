import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { CustomerRequest } from '../customer-requests/customer-request.entity.js';

export enum MailStatus {
  PENDING = 'PENDING',
  SENT = 'SENT',
  FAILED = 'FAILED',
}

/** Where a mail's body shows its `secret`. */
export const SECRET_PLACEHOLDER = '{{Passwort}}';

/** A mail written in the same transaction as what caused it; the worker delivers it. */
@Entity('mail_outbox')
@Index('IDX_mail_outbox_status', ['status', 'createdAt'])
export class MailOutbox {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'to_address', type: 'varchar', length: 254 })
  toAddress!: string;

  @Column({ type: 'varchar', length: 300 })
  subject!: string;

  @Column({ name: 'text_body', type: 'text' })
  textBody!: string;

  @Column({ name: 'html_body', type: 'text', nullable: true })
  htmlBody!: string | null;

  /** Which message this is (e.g. "request-confirmation"), for tests and support. */
  @Column({ type: 'varchar', length: 100 })
  template!: string;

  @Column({ type: 'enum', enum: MailStatus, enumName: 'mail_status', default: MailStatus.PENDING })
  status!: MailStatus;

  /**
   * A customer password the mail carries, kept apart from the body (which holds SECRET_PLACEHOLDER)
   * and cleared once the mail was sent or given up, so no password stays readable in the database.
   */
  @Column({ type: 'varchar', length: 200, nullable: true })
  secret!: string | null;

  /** The shared plan whose PDF "Ihre Hausplanung" goes with the mail, made when it is sent. */
  @Column({ name: 'plan_share_token', type: 'varchar', length: 32, nullable: true })
  planShareToken!: string | null;

  @Column({ type: 'smallint', default: 0 })
  attempts!: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ name: 'customer_request_id', type: 'uuid', nullable: true })
  customerRequestId!: string | null;

  @ManyToOne(() => CustomerRequest, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'customer_request_id' })
  customerRequest?: Relation<CustomerRequest | null>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;
}
