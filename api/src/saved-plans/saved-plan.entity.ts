import type { SavedPlanContent } from '@hauskonfig/shared';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A visitor's plan, opened on any device with its six-digit code until it expires. After expiry
 * the sweep drops the content (it holds personal data) and keeps the code a while, so the code
 * answers "expired" instead of "unknown" and is not given out again at once.
 */
@Entity('saved_plans')
@Index('IDX_saved_plans_expires_at', ['expiresAt'])
export class SavedPlan {
  @PrimaryColumn({ type: 'char', length: 6, primaryKeyConstraintName: 'PK_saved_plans' })
  code!: string;

  /** null once expired and swept. */
  @Column({ type: 'jsonb', nullable: true })
  content!: SavedPlanContent | null;

  /** SHA-256 of the edit token, hex: the token itself is a random secret only the saving device knows. */
  @Column({ name: 'edit_token_hash', type: 'char', length: 64 })
  editTokenHash!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'saved_at', type: 'timestamptz' })
  savedAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
