import type { PlanSnapshotDto } from '@hauskonfig/shared';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A plan shared read-only (issue 26): its snapshot under a random token, the link's only key.
 * A sent request keeps its snapshot here too, so the request, its PDF and its link show the same.
 * It holds no personal data, so it may outlive the request.
 */
@Entity('plan_shares')
export class PlanShare {
  @PrimaryColumn({ type: 'varchar', length: 32, primaryKeyConstraintName: 'PK_plan_shares' })
  token!: string;

  @Column({ type: 'jsonb' })
  snapshot!: PlanSnapshotDto;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
