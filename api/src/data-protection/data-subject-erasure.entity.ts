import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { User } from '../users/user.entity.js';

/**
 * That a data subject's data was erased (GDPR art. 17), kept as proof: when, by whom, how many of
 * each kind. Nothing in it identifies the person.
 */
@Entity('data_subject_erasures')
export class DataSubjectErasure {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_data_subject_erasures' })
  id!: string;

  @CreateDateColumn({ name: 'erased_at', type: 'timestamptz' })
  erasedAt!: Date;

  @Column({ name: 'erased_by_user_id', type: 'uuid', nullable: true })
  erasedByUserId!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'erased_by_user_id', foreignKeyConstraintName: 'FK_data_subject_erasures_user' })
  erasedBy?: Relation<User | null>;

  @Column({ type: 'integer' })
  requests!: number;

  @Column({ name: 'saved_plans', type: 'integer' })
  savedPlans!: number;

  @Column({ name: 'plan_shares', type: 'integer' })
  planShares!: number;

  @Column({ type: 'integer' })
  mails!: number;
}
