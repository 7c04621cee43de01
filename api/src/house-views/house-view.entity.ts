import { ConversionStatus, type ModelReportDto } from '@hauskonfig/shared';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { numericTransformer } from '../database/columns/numeric.transformer.js';
import { House } from '../houses/house.entity.js';

/** A named 3D model of a house: the uploaded GLB and its converted web GLB, preview GLB and USDZ. */
@Entity('house_views')
@Index('IDX_house_views_house', ['houseId'])
@Index('UQ_house_views_one_standard', ['houseId'], { unique: true, where: '"standard" = true' })
@Index('IDX_house_views_conversion_status', ['conversionStatus'])
export class HouseView {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'house_id', type: 'uuid' })
  houseId!: string;

  @ManyToOne(() => House, (house) => house.views, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'house_id' })
  house?: Relation<House>;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'boolean', default: false })
  standard!: boolean;

  /** Generated storage name of the uploaded GLB. */
  @Column({ type: 'varchar', length: 255 })
  filename!: string;

  @Column({ name: 'original_size', type: 'bigint', transformer: numericTransformer })
  originalSize!: number;

  @Column({ name: 'optimized_filename', type: 'varchar', length: 255, nullable: true })
  optimizedFilename!: string | null;

  @Column({ name: 'optimized_size', type: 'bigint', nullable: true, transformer: numericTransformer })
  optimizedSize!: number | null;

  /** Simplified GLB the viewer shows first on a slow line; null when none was worth making. */
  @Column({ name: 'preview_filename', type: 'varchar', length: 255, nullable: true })
  previewFilename!: string | null;

  @Column({ name: 'preview_size', type: 'bigint', nullable: true, transformer: numericTransformer })
  previewSize!: number | null;

  @Column({ name: 'usdz_filename', type: 'varchar', length: 255, nullable: true })
  usdzFilename!: string | null;

  @Column({ name: 'usdz_size', type: 'bigint', nullable: true, transformer: numericTransformer })
  usdzSize!: number | null;

  @Column({
    name: 'conversion_status',
    type: 'enum',
    enum: ConversionStatus,
    enumName: 'conversion_status',
    default: ConversionStatus.QUEUED,
  })
  conversionStatus!: ConversionStatus;

  /** 0 to 100 while converting. */
  @Column({ name: 'conversion_progress', type: 'smallint', default: 0 })
  conversionProgress!: number;

  /** German reason shown to staff when the conversion failed. */
  @Column({ name: 'conversion_error', type: 'text', nullable: true })
  conversionError!: string | null;

  /** German notes shown to staff on what the conversion could not carry, e.g. an output that failed. */
  @Column({ name: 'conversion_warnings', type: 'jsonb', default: () => "'[]'" })
  conversionWarnings!: string[];

  /** What the model holds (triangles, meshes, materials, textures), for staff; set by the conversion. */
  @Column({ name: 'conversion_report', type: 'jsonb', nullable: true })
  conversionReport!: ModelReportDto | null;

  @Column({ name: 'conversion_attempts', type: 'smallint', default: 0 })
  conversionAttempts!: number;

  @Column({ name: 'conversion_started_at', type: 'timestamptz', nullable: true })
  conversionStartedAt!: Date | null;

  @Column({ name: 'conversion_finished_at', type: 'timestamptz', nullable: true })
  conversionFinishedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
