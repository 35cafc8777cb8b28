import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('categories')
export class CategoryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  name: string;

  @Index('UQ_categories_slug', { unique: true })
  @Column('text')
  slug: string;

  @Column('text', { default: '' })
  description: string;

  @Column('text', { default: '' })
  icon: string;

  @Column('integer', { default: 0 })
  sort_order: number;

  @Column('boolean', { default: false })
  is_private: boolean;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updated_at: Date;
}
