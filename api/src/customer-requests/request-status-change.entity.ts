import { RequestStatus } from '@hauskonfig/shared';
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
import { User } from '../users/user.entity.js';
import { CustomerRequest } from './customer-request.entity.js';

/** Audit trail: who moved a request to which status, and when. */
@Entity('request_status_changes')
@Index('IDX_request_status_changes_request', ['customerRequestId', 'changedAt'])
export class RequestStatusChange {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'customer_request_id', type: 'uuid' })
  customerRequestId!: string;

  @ManyToOne(() => CustomerRequest, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_request_id' })
  customerRequest?: Relation<CustomerRequest>;

  @Column({ name: 'from_status', type: 'enum', enum: RequestStatus, enumName: 'request_status', nullable: true })
  fromStatus!: RequestStatus | null;

  @Column({ name: 'to_status', type: 'enum', enum: RequestStatus, enumName: 'request_status' })
  toStatus!: RequestStatus;

  @Column({ name: 'changed_by_user_id', type: 'uuid', nullable: true })
  changedByUserId!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'changed_by_user_id' })
  changedBy?: Relation<User | null>;

  @CreateDateColumn({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;
}
