import { Module } from '@nestjs/common';
import { AddonAuditController } from './addon-audit/addon-audit.controller.js';
import { AddonAuditRepository } from './addon-audit/addon-audit.repository.js';
import { AddonAuditService } from './addon-audit/addon-audit.service.js';
import { DnsController } from './dns/dns.controller.js';
import { DnsRepository } from './dns/dns.repository.js';
import { DnsService } from './dns/dns.service.js';
import { InstanceInfoController } from './instance-info/instance-info.controller.js';
import { InstanceInfoRepository } from './instance-info/instance-info.repository.js';
import { InstanceInfoService } from './instance-info/instance-info.service.js';
import { SupportController } from './support/support.controller.js';
import { SupportRepository } from './support/support.repository.js';
import { SupportService } from './support/support.service.js';

/**
 * The instance-key support surface (instance info, dynamic DNS, support tickets, addon audit events). Its
 * services are exported for the admin views of the same data, which AdminModule registers.
 */
@Module({
  controllers: [InstanceInfoController, DnsController, SupportController, AddonAuditController],
  providers: [
    InstanceInfoRepository,
    InstanceInfoService,
    DnsRepository,
    DnsService,
    SupportRepository,
    SupportService,
    AddonAuditRepository,
    AddonAuditService,
  ],
  exports: [InstanceInfoService, DnsService, SupportService, AddonAuditService],
})
export class InstanceModule {}
