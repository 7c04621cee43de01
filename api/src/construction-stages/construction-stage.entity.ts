import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ConstructionWork } from './construction-work.entity.js';

/** A construction stage (Ausbaustufe); choosing it includes its child stage's works, and so on down. */
@Entity('construction_stages')
export class ConstructionStage {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Stable key used by the seed and by links (e.g. "schluesselfertig"). */
  @Column({ type: 'varchar', length: 100, unique: true })
  identifier!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'integer', default: 0 })
  position!: number;

  @Column({ name: 'construction_stage_child_id', type: 'uuid', nullable: true })
  constructionStageChildId!: string | null;

  @ManyToOne(() => ConstructionStage, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'construction_stage_child_id' })
  constructionStageChild?: Relation<ConstructionStage | null>;

  @OneToMany(() => ConstructionWork, (work) => work.constructionStage)
  constructionWorks?: Relation<ConstructionWork[]>;
}
