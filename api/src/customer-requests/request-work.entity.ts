import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { ConstructionWork } from '../construction-stages/construction-work.entity.js';
import { CustomerRequest } from './customer-request.entity.js';

/** A construction work the visitor chose for their request. */
@Entity('request_works')
@Index('IDX_request_works_work', ['constructionWorkId'])
export class RequestWork {
  @PrimaryColumn({ name: 'customer_request_id', type: 'uuid' })
  customerRequestId!: string;

  @PrimaryColumn({ name: 'construction_work_id', type: 'uuid' })
  constructionWorkId!: string;

  @ManyToOne(() => CustomerRequest, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_request_id' })
  customerRequest?: Relation<CustomerRequest>;

  @ManyToOne(() => ConstructionWork, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'construction_work_id' })
  constructionWork?: Relation<ConstructionWork>;
}
