import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The cluster's nodes as the fleet last took them (one row, id 1): from `PUT /api/v1/inventory` (a NodeList)
 * or read from the cluster (FLEET_KUBERNETES_INVENTORY). `nodes` is libs/hardware's `InventoryNode[]`.
 */
@Entity('cluster_inventory')
export class ClusterInventoryEntity {
  @PrimaryColumn('integer')
  id: number;

  @Column('jsonb')
  nodes: unknown[];

  /** `api` (sent to PUT /inventory), `in-cluster` or `kubeconfig`. */
  @Column('text')
  source: string;

  /** SHA-256 of `nodes`: the hub hears of a change once. */
  @Column('text')
  digest: string;

  @Column('timestamptz', { default: () => 'now()' })
  taken_at: Date;

  /** The digest the hub last accepted, and when. */
  @Column('text', { nullable: true })
  reported_digest: string | null;

  @Column('timestamptz', { nullable: true })
  reported_at: Date | null;
}
