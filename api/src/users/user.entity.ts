import { Role } from '@hauskonfig/shared';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  OneToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { CustomerRequest } from '../customer-requests/customer-request.entity.js';

/** Staff (contact persons) and customers; a customer user is bound to exactly one request. */
@Entity('users')
@Index('UQ_users_username_lower', { synchronize: false })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  username!: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @Column({ name: 'first_name', type: 'varchar', length: 100, nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 100, nullable: true })
  lastName!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  tel!: string | null;

  @Column({ name: 'password_hash', type: 'varchar', length: 255, nullable: true })
  passwordHash!: string | null;

  @Column({ type: 'enum', enum: Role, enumName: 'user_role', array: true, default: () => "'{}'" })
  roles!: Role[];

  @Column({ name: 'customer_request_id', type: 'uuid', nullable: true })
  customerRequestId!: string | null;

  @OneToOne(() => CustomerRequest, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'customer_request_id' })
  customerRequest?: Relation<CustomerRequest | null>;

  /**
   * Part of every access token; raising it (logout, new password) makes all tokens issued
   * before fail at once, with no clock involved.
   */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion!: number;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  /** Base32 TOTP secret of the staff member's second factor; null: none set up. */
  @Column({ name: 'totp_secret', type: 'varchar', length: 64, nullable: true })
  totpSecret!: string | null;

  /** A secret shown for scanning, in force only once a code from it is confirmed. */
  @Column({ name: 'totp_pending_secret', type: 'varchar', length: 64, nullable: true })
  totpPendingSecret!: string | null;

  @Column({ name: 'totp_enabled_at', type: 'timestamptz', nullable: true })
  totpEnabledAt!: Date | null;

  /** Time step of the last code accepted: a code works once, also when seen over a shoulder. */
  @Column({ name: 'totp_last_step', type: 'integer', nullable: true })
  totpLastStep!: number | null;

  /** SHA-256 (hex) of the unused one-time recovery codes. */
  @Column({ name: 'recovery_code_hashes', type: 'text', array: true, default: () => "'{}'" })
  recoveryCodeHashes!: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
