import { AdminAuditEventEntity } from './admin-audit-event.entity.js';
import { AddonAuditEventEntity } from './addon-audit-event.entity.js';
import { ApiKeyEntity } from './api-key.entity.js';
import { CatalogAccessEntity } from './catalog-access.entity.js';
import { CategoryEntity } from './category.entity.js';
import { DnsRecordEntity } from './dns-record.entity.js';
import { InstanceInventoryEntity } from './instance-inventory.entity.js';
import { MembershipEntity } from './membership.entity.js';
import { NotificationEntity } from './notification.entity.js';
import { OrganizationEntity } from './organization.entity.js';
import { PersonalAccessTokenEntity } from './personal-access-token.entity.js';
import { RateLimitHitEntity } from './rate-limit-hit.entity.js';
import { SearchSynonymDefaultEntity, SearchSynonymEntity } from './search-synonym.entity.js';
import { SubscriptionEntity } from './subscription.entity.js';
import { SupportTicketMessageEntity } from './support-ticket-message.entity.js';
import { SupportTicketEntity } from './support-ticket.entity.js';
import { TemplateVisibilityEventEntity } from './template-visibility-event.entity.js';
import { TemplateRevisionEntity } from './template-revision.entity.js';
import { TemplateWithdrawalEntity } from './template-withdrawal.entity.js';
import { TemplateTakeoverEntity } from './template-takeover.entity.js';
import { TrustRootEntity } from './trust-root.entity.js';
import { CatalogSnapshotEntity } from './catalog-snapshot.entity.js';
import { TemplateEntity } from './template.entity.js';
import { TemplateSearchEntity, TemplateSearchWordEntity } from './template-search.entity.js';
import { UserEntity } from './user.entity.js';
import { UserIdentityEntity } from './user-identity.entity.js';

export {
  AddonAuditEventEntity,
  ApiKeyEntity,
  CatalogAccessEntity,
  CategoryEntity,
  DnsRecordEntity,
  InstanceInventoryEntity,
  MembershipEntity,
  NotificationEntity,
  OrganizationEntity,
  PersonalAccessTokenEntity,
  RateLimitHitEntity,
  SearchSynonymDefaultEntity,
  SearchSynonymEntity,
  SubscriptionEntity,
  SupportTicketMessageEntity,
  SupportTicketEntity,
  TemplateVisibilityEventEntity,
  TemplateEntity,
  TemplateRevisionEntity,
  TemplateWithdrawalEntity,
  TemplateSearchEntity,
  TemplateTakeoverEntity,
  TemplateSearchWordEntity,
  TrustRootEntity,
  CatalogSnapshotEntity,
  AdminAuditEventEntity,
  UserEntity,
  UserIdentityEntity,
};
export type * from './template.entity.js';
export { CHANGE_KINDS, type ChangeKind, type ReleaseChange } from './template-revision.entity.js';

export const HUB_ENTITIES = [
  UserEntity,
  UserIdentityEntity,
  OrganizationEntity,
  SubscriptionEntity,
  MembershipEntity,
  CategoryEntity,
  CatalogAccessEntity,
  TemplateEntity,
  TemplateRevisionEntity,
  TemplateWithdrawalEntity,
  TemplateVisibilityEventEntity,
  ApiKeyEntity,
  PersonalAccessTokenEntity,
  DnsRecordEntity,
  SupportTicketEntity,
  SupportTicketMessageEntity,
  AddonAuditEventEntity,
  NotificationEntity,
  RateLimitHitEntity,
  InstanceInventoryEntity,
  TemplateSearchEntity,
  TemplateSearchWordEntity,
  SearchSynonymDefaultEntity,
  SearchSynonymEntity,
  TemplateTakeoverEntity,
  TrustRootEntity,
  CatalogSnapshotEntity,
  AdminAuditEventEntity,
];
