import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CategoryEntity } from './category.entity.js';
import { OrganizationEntity } from './organization.entity.js';

@Entity('catalog_access')
@Index('UQ_catalog_access_org_category', ['org_id', 'category_id'], { unique: true })
export class CatalogAccessEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  org_id: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'org_id' })
  organization?: Relation<OrganizationEntity>;

  @Index('IDX_catalog_access_category_id')
  @Column('uuid')
  category_id: string;

  @ManyToOne(() => CategoryEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'category_id' })
  category?: Relation<CategoryEntity>;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;
}
