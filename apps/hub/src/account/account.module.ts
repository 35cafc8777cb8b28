import { Module } from '@nestjs/common';
import { ApiKeysController } from './api-keys/api-keys.controller.js';
import { ApiKeysRepository } from './api-keys/api-keys.repository.js';
import { ApiKeysService } from './api-keys/api-keys.service.js';
import { NotificationsController } from './notifications/notifications.controller.js';
import { NotificationsRepository } from './notifications/notifications.repository.js';
import { NotificationsService } from './notifications/notifications.service.js';
import { OrganizationsController } from './organizations/organizations.controller.js';
import { OrganizationsRepository } from './organizations/organizations.repository.js';
import { OrganizationsService } from './organizations/organizations.service.js';
import { ProfileController } from './profile/profile.controller.js';
import { ProfileService } from './profile/profile.service.js';
import { UsersRepository } from './profile/users.repository.js';

/** Signed-in dashboard users: their organization, its API keys and members, their profile (spec §4.2). */
@Module({
  controllers: [ApiKeysController, OrganizationsController, ProfileController, NotificationsController],
  providers: [
    ApiKeysRepository,
    ApiKeysService,
    OrganizationsRepository,
    OrganizationsService,
    UsersRepository,
    ProfileService,
    NotificationsRepository,
    NotificationsService,
  ],
  exports: [ApiKeysRepository, UsersRepository],
})
export class AccountModule {}
