import { ConstructionMethod, HouseKind, PropertyShape, RoofShape } from '@hauskonfig/shared';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { ContactPerson } from '../contact-people/contact-person.entity.js';
import { numericTransformer } from '../database/columns/numeric.transformer.js';
import { HouseView } from '../house-views/house-view.entity.js';
import { HouseImage } from './house-image.entity.js';

/** A template house of the public catalogue, or a custom house made for one request. */
@Entity('houses')
@Index('IDX_houses_catalogue', ['kind', 'published', 'sizeInSqm'])
@Index('IDX_houses_contact_person', ['contactPersonId'])
export class House {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'enum', enum: HouseKind, enumName: 'house_kind', default: HouseKind.TEMPLATE })
  kind!: HouseKind;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ name: 'property_shape', type: 'enum', enum: PropertyShape, enumName: 'property_shape', nullable: true })
  propertyShape!: PropertyShape | null;

  @Column({
    name: 'construction_method',
    type: 'enum',
    enum: ConstructionMethod,
    enumName: 'construction_method',
    nullable: true,
  })
  constructionMethod!: ConstructionMethod | null;

  @Column({ name: 'roof_shape', type: 'enum', enum: RoofShape, enumName: 'roof_shape', nullable: true })
  roofShape!: RoofShape | null;

  @Column({
    name: 'size_in_sqm',
    type: 'numeric',
    precision: 7,
    scale: 2,
    nullable: true,
    transformer: numericTransformer,
  })
  sizeInSqm!: number | null;

  @Column({ name: 'contact_person_id', type: 'uuid', nullable: true })
  contactPersonId!: string | null;

  @ManyToOne(() => ContactPerson, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'contact_person_id' })
  contactPerson?: Relation<ContactPerson | null>;

  /** Guide prices in cents incl. VAT by construction stage id; a stage not listed has no price. */
  @Column({ name: 'stage_prices', type: 'jsonb', default: () => "'{}'" })
  stagePrices!: Record<string, number>;

  @Column({ type: 'boolean', default: false })
  published!: boolean;

  /** Chosen by staff; when unset the standard view, else the first, is the default (shared rule). */
  @Column({ name: 'default_house_view_id', type: 'uuid', nullable: true })
  defaultHouseViewId!: string | null;

  @ManyToOne(() => HouseView, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'default_house_view_id' })
  defaultHouseView?: Relation<HouseView | null>;

  @Column({ name: 'property_number', type: 'varchar', length: 100, nullable: true })
  propertyNumber!: string | null;

  /** Cadastral municipality (Katastralgemeinde). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  location!: string | null;

  /** For a custom house: the template it was copied from. */
  @Column({ name: 'source_template_id', type: 'uuid', nullable: true })
  sourceTemplateId!: string | null;

  @ManyToOne(() => House, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'source_template_id' })
  sourceTemplate?: Relation<House | null>;

  @OneToMany(() => HouseImage, (image) => image.house)
  images?: Relation<HouseImage[]>;

  @OneToMany(() => HouseView, (view) => view.house)
  views?: Relation<HouseView[]>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
