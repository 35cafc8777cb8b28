import { type FormEvent, useEffect, useState } from 'react';
import { FieldError, fieldProblems, invalidProps, useFocusFirstError } from '../../../shared/fields.js';
import { formatCpu, formatMemory } from '../../../shared/quantities.js';
import { DataTable, ErrorNote, formatDate, Loading, Notice } from '../../../shared/ui.js';
import { fleet, type InventoryNode, type NodeList } from '../fleet-api.js';
import { useAction } from '../use-action.js';
import { useLoad } from '../use-load.js';

function gpuText(gpus: InventoryNode['gpus']): string {
  if (!gpus) return '—';
  const parts: string[] = [];
  if (gpus.count > 0) {
    parts.push(
      `${gpus.count} × ${gpus.product ?? 'unknown GPU'} (${gpus.memory ? formatMemory(gpus.memory) : 'memory unknown'})`,
    );
  }
  if (gpus.sharing !== 'none') parts.push(`${gpus.sharing}, ${gpus.replicas} per GPU`);
  if (gpus.mig?.strategy) parts.push(`MIG ${gpus.mig.strategy}`);
  for (const d of gpus.mig?.devices ?? []) parts.push(`${d.count} × mig-${d.profile}`);
  return parts.join('; ') || '—';
}

const taintText = (t: InventoryNode['taints'][number]) => `${t.key}${t.value ? `=${t.value}` : ''}:${t.effect}`;

/** The cluster's nodes as the fleet took them (docs/will-it-run-here.md), and a form to send a NodeList. */
export function HardwarePage() {
  const inventory = useLoad(() => fleet.get('/api/v1/inventory').then((r) => r.inventory));
  const [nodeList, setNodeList] = useState('');
  const action = useAction(inventory.reload);
  const [networkText, setNetworkText] = useState('');
  const networking = useAction(inventory.reload);
  const networkProblems = fieldProblems(networking.problem);
  useFocusFirstError(networkProblems, [['network_types', 'network-types']]);
  const stored = inventory.data?.stored_network_types.join(', ');
  useEffect(() => {
    if (stored !== undefined) setNetworkText(stored);
  }, [stored]);

  const saveNetworkTypes = (event: FormEvent) => {
    event.preventDefault();
    const types = networkText
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    void networking.run(async () => {
      const { inventory: saved } = await fleet.put('/api/v1/inventory/network-types', {
        body: { network_types: types },
      });
      return saved.network_types_from_env
        ? 'Saved; FLEET_NETWORK_TYPES is set and still applies.'
        : `Network types saved (${saved.network_types.join(', ') || 'none'}); the hub is told at once.`;
    });
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      let body: NodeList;
      try {
        // What kubectl printed, as pasted and unchecked here: the fleet checks it (a 400 names the node and field).
        body = JSON.parse(nodeList) as NodeList;
      } catch {
        throw new Error('That is not JSON: paste the output of kubectl get nodes -o json.');
      }
      const { inventory: stored } = await fleet.put('/api/v1/inventory', { body });
      setNodeList('');
      return `${stored.totals.nodes} node(s) stored; the hub is told at once.`;
    });
  };

  const data = inventory.data;
  const fromCluster = data && data.kubernetes.mode !== 'api';
  return (
    <>
      <h1>Hardware</h1>
      <p className="muted">
        The cluster&apos;s nodes as Kubernetes describes them. The hub uses them to answer, per template, whether it
        runs here.
      </p>
      <ErrorNote error={inventory.error} />
      <ErrorNote error={action.error} />
      <Notice text={action.notice} />
      {!data && !inventory.error && <Loading />}
      {data && (
        <section aria-labelledby="hardware-summary">
          <h2 id="hardware-summary">Summary</h2>
          <dl className="facts" data-testid="hardware-summary">
            <dt>Nodes</dt>
            <dd>{data.totals.nodes}</dd>
            <dt>GPU nodes</dt>
            <dd>{data.totals.gpu_nodes}</dd>
            <dt>GPUs</dt>
            <dd>{data.totals.gpus}</dd>
            {data.totals.unknown_gpu_memory_nodes > 0 && (
              <>
                <dt>GPU memory unknown</dt>
                <dd>
                  {data.totals.unknown_gpu_memory_nodes} node(s): label <code>nvidia.com/gpu.memory</code> (MiB) or run
                  GPU Feature Discovery
                </dd>
              </>
            )}
            <dt>Taken</dt>
            <dd>
              {formatDate(data.taken_at)}
              {data.source ? ` (${data.source})` : ''}
            </dd>
            <dt>Network types</dt>
            <dd data-testid="network-types">
              {data.network_types.join(', ') || 'none (templates that need one do not fit)'}
              {data.network_types_from_env && ' (FLEET_NETWORK_TYPES)'}
            </dd>
            <dt>Hub</dt>
            <dd>
              {data.hub.up_to_date ? `up to date (${formatDate(data.hub.reported_at)})` : 'not yet reported'}
              {data.hub.last_error ? ` — ${data.hub.last_error}` : ''}
            </dd>
            {data.kubernetes.last_error && (
              <>
                <dt>Cluster</dt>
                <dd>{data.kubernetes.last_error}</dd>
              </>
            )}
          </dl>
        </section>
      )}
      {data && (
        <section aria-labelledby="hardware-nodes">
          <h2 id="hardware-nodes">Nodes</h2>
          {data.nodes.length === 0 && <p className="muted">No nodes yet.</p>}
          {data.nodes.length > 0 && (
            <DataTable columns={['Node', 'CPU', 'Memory', 'GPUs', 'Taints', 'Arch / kubelet']} cardsOnPhone>
              {data.nodes.map((n) => (
                <tr key={n.name} data-testid="hardware-node">
                  <th scope="row" data-label="Node">
                    <code>{n.name}</code>
                  </th>
                  <td data-label="CPU">{formatCpu(n.allocatable.cpu)}</td>
                  <td data-label="Memory">{formatMemory(n.allocatable.memory)}</td>
                  <td data-label="GPUs">{gpuText(n.gpus)}</td>
                  <td data-label="Taints">{n.taints.map(taintText).join(', ') || '—'}</td>
                  <td data-label="Arch / kubelet">
                    {n.arch ?? '—'} / {n.kubelet_version ?? '—'}
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </section>
      )}
      {data && (
        <section aria-labelledby="hardware-network">
          <h2 id="hardware-network">Network types</h2>
          <p className="muted">
            What this cluster offers (for example <code>public</code>, <code>private</code>, <code>rdma</code>). A
            template that requires a network type the fleet does not report does not fit.
          </p>
          {data.network_types_from_env && (
            <p className="note" data-testid="network-types-env">
              <code>FLEET_NETWORK_TYPES</code> is set ({data.network_types.join(', ') || 'empty'}) and wins over what is
              saved here.
            </p>
          )}
          <form className="stack" onSubmit={saveNetworkTypes}>
            <label htmlFor="network-types">Network types, separated by commas</label>
            <input
              id="network-types"
              value={networkText}
              autoComplete="off"
              spellCheck={false}
              {...invalidProps(networkProblems, 'network_types', 'network-types')}
              onChange={(e) => {
                setNetworkText(e.target.value);
                networking.clearProblem();
              }}
            />
            <FieldError problems={networkProblems} field="network_types" id="network-types" />
            <ErrorNote error={networkProblems.length ? null : networking.error} />
            <Notice text={networking.notice} />
            <div className="row">
              <button type="submit" disabled={networking.busy}>
                Save network types
              </button>
            </div>
          </form>
        </section>
      )}
      {data && !fromCluster && (
        <section aria-labelledby="hardware-send">
          <h2 id="hardware-send">Send the nodes</h2>
          <form className="stack" onSubmit={send}>
            <label htmlFor="node-list">
              Output of <code>kubectl get nodes -o json</code>
            </label>
            <textarea
              id="node-list"
              required
              rows={6}
              spellCheck={false}
              value={nodeList}
              onChange={(e) => setNodeList(e.target.value)}
            />
            <div className="row">
              <button type="submit" disabled={action.busy}>
                Store nodes
              </button>
            </div>
          </form>
        </section>
      )}
      {fromCluster && (
        <p className="muted">
          Read from the cluster ({data.kubernetes.mode}) every few minutes; last read{' '}
          {formatDate(data.kubernetes.read_at)}.
        </p>
      )}
    </>
  );
}
