import type { EntityManager } from 'typeorm';
import type { CatalogDocument, CatalogTemplate } from '../admin/catalog/catalog-document.js';
import type { DemoCatalog } from './demo-catalog.js';

/**
 * A release history for one demo template (issue 23): after it is applied as the demo catalog has it (revision 1),
 * each step is a change of its document entry that publishes the next revision (the database triggers number it),
 * with its release notes; then some revisions are yanked. The catalog, the consoles and the fleet's pins and updates
 * then have something to show: three revisions, notes, a digest, a security release and a yank.
 */
export const DEMO_REVISION_HISTORY = {
  slug: 'vllm',
  steps: [
    {
      set: {
        version: '0.9.0',
        image_tag: 'v0.9.0',
        image_digest: 'sha256:3c1a8f0d5e9b2a47c6d8e1f09b3a5c7d2e4f6a8b0c1d3e5f7a9b2c4d6e8f0a1b',
        memory_request: '40Gi',
      },
      changes: [
        { kind: 'added', description: 'V1 engine by default: faster prefill on long prompts.' },
        { kind: 'changed', description: 'memory_request raised from 32Gi to 40Gi for the larger KV cache.' },
      ],
      contains_security_updates: false,
    },
    {
      set: {
        version: '0.9.1',
        image_tag: 'v0.9.1',
        image_digest: 'sha256:9f2e4d6c8b0a1f3e5d7c9b1a3f5e7d9c0b2a4f6e8d0c2b4a6f8e0d2c4b6a8f0e',
      },
      changes: [
        { kind: 'security', description: 'Base image rebuilt for the OpenSSL and glibc advisories.' },
        { kind: 'fixed', description: 'Tokenizer cache no longer fills the model volume.' },
      ],
      contains_security_updates: true,
    },
  ],
  yanks: [{ revision: 2, reason: 'Out-of-memory crashes on 24 GiB cards with the default context length.' }],
} as const;

/**
 * Applies DEMO_REVISION_HISTORY inside the seeding transaction (no-op when its template is not in the catalog): each
 * step is the hub document's entry for the template with the step's fields set (and the earlier steps'), given to
 * `apply` (the seed's apply in its transaction) as a document of that one template, so each publishes its revision
 * with its release notes as a curator's apply would.
 * The yanks are direct writes: a document states what a template is, not its history (no document field yanks a
 * revision), and the admin yank (AdminTemplatesRepository.yank) runs a transaction of its own.
 */
export async function seedRevisionHistory(
  manager: EntityManager,
  apply: (doc: CatalogDocument, revision: number) => Promise<unknown>,
  demo: DemoCatalog,
  signYank?: (yank: { slug: string; category_slug: string; revision: number; reason: string }) => {
    envelope: unknown;
    publisher: string;
  },
): Promise<void> {
  const history = DEMO_REVISION_HISTORY;
  let entry: CatalogTemplate | undefined = demo.catalog.templates.find((t) => t.slug === history.slug);
  if (!entry) return;
  for (const [index, step] of history.steps.entries()) {
    entry = { ...entry, ...step.set };
    const notes = { changes: [...step.changes], contains_security_updates: step.contains_security_updates };
    await apply({ ...demo.catalog, categories: [], templates: [{ ...entry, ...notes }] }, index + 2);
  }
  for (const yank of history.yanks) {
    await manager.query(
      `UPDATE template_revisions SET yanked_at = now(), yank_reason = $3
        WHERE template_id = (SELECT id FROM templates WHERE slug = $1) AND revision = $2`,
      [history.slug, yank.revision, yank.reason],
    );
    // A signed demo: the publisher's yank statement, stored as the yank route stores a signed one, so that a fleet
    // pinned to the demo root acts on it (a yank without it would be hub-only there: shown, not acted on).
    const envelope = signYank?.({ slug: history.slug, category_slug: entry.category_slug, ...yank });
    if (envelope) {
      await manager.query(
        `INSERT INTO template_withdrawals (template_id, action, revision, reason, envelope, publisher, hub_only)
         SELECT id, 'yank', $2, $3, $4, $5, false FROM templates WHERE slug = $1`,
        [history.slug, yank.revision, yank.reason, JSON.stringify(envelope.envelope), envelope.publisher],
      );
    }
  }
}
