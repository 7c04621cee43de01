import { LoginChangeKind } from '@hauskonfig/shared';
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
import { User } from './user.entity.js';

/** Audit trail of logins: who created, renamed, re-passworded or removed a user's login, and when. */
@Entity('login_changes')
@Index('IDX_login_changes_user', ['userId', 'changedAt'])
export class LoginChange {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'enum', enum: LoginChangeKind, enumName: 'login_change_kind' })
  kind!: LoginChangeKind;

  /** The login's username after the change, so renames stay readable. */
  @Column({ type: 'varchar', length: 100 })
  username!: string;

  /** Null when the system made the change (the start-up seed of the demo account). */
  @Column({ name: 'changed_by_user_id', type: 'uuid', nullable: true })
  changedByUserId!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'changed_by_user_id' })
  changedBy?: Relation<User | null>;

  @CreateDateColumn({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;
}
