import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentOrg, InOrganization } from '../../auth/authenticated.decorator.js';
import type { OrgContext } from '../../auth/org-access.js';
import {
  NotificationListQueryDto,
  NotificationListResponseDto,
  NotificationReadDto,
  NotificationsResponseDto,
} from './dto/notification.dto.js';
import { NotificationsService } from './notifications.service.js';

@ApiTags('account')
@Controller('account/notifications')
@Authenticated({ accept: ['jwt'] })
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @InOrganization('member')
  @Get()
  @ApiOperation({
    summary: "What your organization's credentials need: expiring, previous secret in use, leak reports",
    description:
      'Any member; newest first, paged like the catalog; `unread=true` for unread ones only. Keys and tokens ' +
      'expiring within 7 days (or expired), keys whose previous secret is still used during its grace window, ' +
      'and credentials reported leaked (revoked). No organization → 404 `no_organization`.',
  })
  @ApiOkResponse({ type: NotificationListResponseDto })
  list(@CurrentOrg() org: OrgContext, @Query() query: NotificationListQueryDto) {
    return this.notifications.list(org, query);
  }

  @InOrganization('admin')
  @Put()
  @ApiOperation({
    summary: 'Mark notifications read',
    description:
      'Organization admins only (members → 403). All or none: an id that is not a notification of your ' +
      'organization → 404 and nothing is marked. Marking a read one again keeps its first `read_at`.',
  })
  @ApiOkResponse({ type: NotificationsResponseDto })
  async markRead(@CurrentOrg() org: OrgContext, @Body() body: NotificationReadDto) {
    return { notifications: await this.notifications.markRead(org, body.ids) };
  }
}
