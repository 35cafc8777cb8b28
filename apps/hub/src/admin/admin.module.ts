import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AccountModule } from '../account/account.module.js';
import { InstanceModule } from '../instance/instance.module.js';
import { TrustModule } from '../trust/trust.module.js';
import { AdminAddonAuditController } from './addon-audit/admin-addon-audit.controller.js';
import { AdminAuditController } from './audit/admin-audit.controller.js';
import { AdminAuditInterceptor } from './audit/admin-audit.interceptor.js';
import { AdminAuditRepository } from './audit/admin-audit.repository.js';
import { AdminAuditService } from './audit/admin-audit.service.js';
import { AdminApiKeysController } from './api-keys/api-keys.controller.js';
import { AdminApiKeysService } from './api-keys/api-keys.service.js';
import { CatalogImportModule } from './catalog/import/catalog-import.module.js';
import { CatalogAccessController } from './catalog-access/catalog-access.controller.js';
import { CatalogAccessRepository } from './catalog-access/catalog-access.repository.js';
import { CatalogAccessService } from './catalog-access/catalog-access.service.js';
import { AdminCategoriesController } from './categories/categories.controller.js';
import { AdminSearchSynonymsController } from './search-synonyms/search-synonyms.controller.js';
import { SearchSynonymsRepository } from './search-synonyms/search-synonyms.repository.js';
import { SearchSynonymsService } from './search-synonyms/search-synonyms.service.js';
import { AdminCategoriesRepository } from './categories/categories.repository.js';
import { AdminCategoriesService } from './categories/categories.service.js';
import { AdminDnsController } from './dns/admin-dns.controller.js';
import { AdminOrganizationsController } from './organizations/organizations.controller.js';
import { AdminOrganizationsRepository } from './organizations/organizations.repository.js';
import { AdminOrganizationsService } from './organizations/organizations.service.js';
import { AdminSupportController } from './support/admin-support.controller.js';
import { AdminStatsController } from './stats/stats.controller.js';
import { StatsRepository } from './stats/stats.repository.js';
import { AdminStatsService } from './stats/stats.service.js';
import { AdminTemplatesController } from './templates/templates.controller.js';
import { AdminTemplatesRepository } from './templates/templates.repository.js';
import { AdminTemplatesService } from './templates/templates.service.js';
import { AdminUsersController } from './users/users.controller.js';
import { AdminUsersService } from './users/users.service.js';

/** Hub administration (spec §4.3): every route needs a JWT with role admin or superadmin. */
@Module({
  imports: [AccountModule, InstanceModule, CatalogImportModule, TrustModule],
  controllers: [
    AdminTemplatesController,
    AdminCategoriesController,
    AdminSearchSynonymsController,
    CatalogAccessController,
    AdminUsersController,
    AdminOrganizationsController,
    AdminApiKeysController,
    AdminStatsController,
    AdminDnsController,
    AdminSupportController,
    AdminAddonAuditController,
    AdminAuditController,
  ],
  providers: [
    AdminAuditRepository,
    AdminAuditService,
    // Records every @Audited admin write that succeeds (admin/audit): the catalog document's routes included.
    { provide: APP_INTERCEPTOR, useClass: AdminAuditInterceptor },
    AdminTemplatesRepository,
    AdminTemplatesService,
    AdminCategoriesRepository,
    AdminCategoriesService,
    SearchSynonymsRepository,
    SearchSynonymsService,
    CatalogAccessRepository,
    CatalogAccessService,
    AdminUsersService,
    AdminOrganizationsRepository,
    AdminOrganizationsService,
    AdminApiKeysService,
    StatsRepository,
    AdminStatsService,
  ],
  exports: [AdminTemplatesService, AdminCategoriesService, CatalogAccessService],
})
export class AdminModule {}
