import { Initial1795328951447 } from './1795328951447-initial.js';
import { ReleaseRevokedDns1795460000000 } from './1795460000000-release-revoked-dns.js';
import { CredentialLifecycle1795513442536 } from './1795513442536-credential-lifecycle.js';
import { CatalogNotify1795600000000 } from './1795600000000-catalog-notify.js';
import { CatalogNotifyBatch1795700000000 } from './1795700000000-catalog-notify-batch.js';
import { AuditExportIndexes1795631081227 } from './1795631081227-audit-export-indexes.js';
import { RateLimitHits1795631111883 } from './1795631111883-rate-limit-hits.js';
import { InstanceInventory1795631161150 } from './1795631161150-InstanceInventory.js';
import { TemplateRevisions1795630910041 } from './1795630910041-template-revisions.js';
import { CatalogSearch1795640000000 } from './1795640000000-catalog-search.js';
import { TemplateManager1795810000000 } from './1795810000000-template-manager.js';
import { SearchCompounds1795820000000 } from './1795820000000-search-compounds.js';
import { UserIdentities1795900000000 } from './1795900000000-user-identities.js';
import { UsersEmailFold1795900000001 } from './1795900000001-users-email-fold.js';
import { TrustRoots1795910000000 } from './1795910000000-trust-roots.js';
import { AdminAuditEvents1795920000000 } from './1795920000000-admin-audit-events.js';
import { TemplateFitShape1795942000000 } from './1795942000000-template-fit-shape.js';
import { RevisionSignatures1795961000000 } from './1795961000000-revision-signatures.js';
import { TemplateWithdrawals1795961000001 } from './1795961000001-template-withdrawals.js';
import { CatalogSnapshots1795970000000 } from './1795970000000-catalog-snapshots.js';

/** The deployable fields (a change publishes a revision), as the template-revisions migration's trigger reads them. */
export { DEPLOYABLE_COLUMNS } from './1795630910041-template-revisions.js';
/** What the fit rules read of a template, in the order `templates.fit_shape` (a JSON array as text) lists them. */
export { FIT_SHAPE_COLUMNS } from './1795942000000-template-fit-shape.js';

export const HUB_MIGRATIONS = [
  Initial1795328951447,
  ReleaseRevokedDns1795460000000,
  CredentialLifecycle1795513442536,
  CatalogNotify1795600000000,
  AuditExportIndexes1795631081227,
  RateLimitHits1795631111883,
  InstanceInventory1795631161150,
  TemplateRevisions1795630910041,
  CatalogSearch1795640000000,
  CatalogNotifyBatch1795700000000,
  TemplateManager1795810000000,
  SearchCompounds1795820000000,
  UserIdentities1795900000000,
  UsersEmailFold1795900000001,
  TrustRoots1795910000000,
  AdminAuditEvents1795920000000,
  TemplateFitShape1795942000000,
  RevisionSignatures1795961000000,
  TemplateWithdrawals1795961000001,
  CatalogSnapshots1795970000000,
];
