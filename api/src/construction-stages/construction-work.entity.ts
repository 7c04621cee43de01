import { ConstructionWorkKind } from '@hauskonfig/shared';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ConstructionStage } from './construction-stage.entity.js';

/** One construction work (e.g. "Estrich") belonging to a stage. */
@Entity('construction_works')
@Index('IDX_construction_works_stage', ['constructionStageId', 'position'])
@Index('UQ_construction_works_identifier', ['identifier'], { unique: true })
@Check('CHK_construction_works_price_cents', '"price_cents" >= 0')
export class ConstructionWork {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  identifier!: string;

  @Column({ name: 'construction_stage_id', type: 'uuid' })
  constructionStageId!: string;

  @ManyToOne(() => ConstructionStage, (stage) => stage.constructionWorks, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'construction_stage_id' })
  constructionStage?: Relation<ConstructionStage>;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({
    type: 'enum',
    enum: ConstructionWorkKind,
    enumName: 'construction_work_kind',
    default: ConstructionWorkKind.OPTION,
  })
  kind!: ConstructionWorkKind;

  @Column({ type: 'integer', default: 0 })
  position!: number;

  /** Surcharge of an optional work in cents incl. VAT, set by staff; null: "Preis auf Anfrage". */
  @Column({ name: 'price_cents', type: 'integer', nullable: true })
  priceCents!: number | null;
}
