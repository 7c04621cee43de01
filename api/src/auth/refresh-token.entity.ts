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
import type { SessionEndCause } from '@hauskonfig/shared';
import { User } from '../users/user.entity.js';

/** A refresh token, stored only as a hash; rotation keeps the family so reuse can revoke it all. */
@Entity('refresh_tokens')
@Index('IDX_refresh_tokens_family', ['familyId'])
@Index('IDX_refresh_tokens_user', ['userId'])
export class RefreshToken {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ name: 'family_id', type: 'uuid' })
  familyId!: string;

  @Column({ name: 'token_hash', type: 'varchar', length: 128, unique: true })
  tokenHash!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @Column({ name: 'replaced_by_id', type: 'uuid', nullable: true })
  replacedById!: string | null;

  /** Set when staff or the system ended the session (not on expiry, an own logout or a reuse). */
  @Column({ name: 'end_reason', type: 'varchar', length: 32, nullable: true })
  endReason!: SessionEndCause | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
