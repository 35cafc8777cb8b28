import { Inject, Injectable, Logger } from '@nestjs/common';
import { Problems } from '#lib/common';
import { HUB_CONFIG, type HubConfig } from '../../hub.config.js';
import { iso } from '../shared.js';
import { hostnameProblem, isIPv4, isIPv6, sourceAddress, trustedProxyList } from './dns.rules.js';
import { DnsRepository, type DnsRow } from './dns.repository.js';
import type { DnsRecordDto, DnsRecordPutDto } from './dto/dns.dto.js';

/** Where the request came from, as the transport saw it. */
export interface RequestOrigin {
  peer: string | undefined;
  forwardedFor: string | string[] | undefined;
}

const ZONE_TTL = 60;

/** Dynamic DNS: one A/AAAA record per instance under HUB_DNS_ZONE (docs/api-decisions.md). */
@Injectable()
export class DnsService {
  private readonly trusted;

  constructor(
    private readonly repository: DnsRepository,
    @Inject(HUB_CONFIG) private readonly config: HubConfig,
  ) {
    const { list, invalid } = trustedProxyList(config.trustedProxies);
    if (invalid.length > 0) {
      new Logger(DnsService.name).warn(
        `HUB_TRUSTED_PROXIES: ignoring entries that are not addresses: ${invalid.join(', ')}`,
      );
    }
    this.trusted = list;
  }

  private toDto(row: DnsRow): DnsRecordDto {
    return {
      hostname: row.hostname,
      fqdn: `${row.hostname}.${this.config.dnsZone}`,
      ipv4: row.ipv4,
      ipv6: row.ipv6,
      updated_at: iso(row.updated_at)!,
    };
  }

  async get(instanceId: string): Promise<DnsRecordDto> {
    const row = await this.repository.find(instanceId);
    if (!row) throw Problems.notFound('This instance has no DNS record.');
    return this.toDto(row);
  }

  /** Replaces the record; an address not given is cleared unless none is given (then the source address). */
  async put(instanceId: string, dto: DnsRecordPutDto, origin: RequestOrigin): Promise<DnsRecordDto> {
    const hostname = dto.hostname.trim().toLowerCase();
    const errors: { field: string; message: string }[] = [];
    const problem = hostnameProblem(hostname);
    if (problem) errors.push({ field: 'hostname', message: problem });
    let ipv4 = dto.ipv4 ?? null;
    let ipv6 = dto.ipv6 ? dto.ipv6.toLowerCase() : null;
    if (ipv4 !== null && !isIPv4(ipv4)) errors.push({ field: 'ipv4', message: 'ipv4 must be an IPv4 address' });
    if (ipv6 !== null && (!isIPv6(ipv6) || ipv6.includes('%'))) {
      errors.push({ field: 'ipv6', message: 'ipv6 must be an IPv6 address' });
    }
    if (errors.length > 0) throw Problems.validation(errors.map((e) => e.message).join('; '), errors);
    if (ipv4 === null && ipv6 === null) {
      const source = sourceAddress(origin.peer, origin.forwardedFor, this.trusted);
      if (!source) throw Problems.validation('No address was given and the source address is unknown.');
      if (isIPv4(source)) ipv4 = source;
      else ipv6 = source;
    }
    const row = await this.repository.upsert(instanceId, hostname, ipv4, ipv6);
    if (!row) throw Problems.conflict(`The hostname "${hostname}" is taken.`);
    return this.toDto(row);
  }

  async delete(instanceId: string): Promise<DnsRecordDto> {
    const row = await this.repository.delete(instanceId);
    if (!row) throw Problems.notFound('This instance has no DNS record.');
    return this.toDto(row);
  }

  /**
   * An RFC 1035 master file of every published record, for an authoritative server (e.g. loaded by
   * BIND or NSD, or pulled by a sidecar). The serial is the export time in Unix seconds: it only grows,
   * so every change — deletions included — is seen by secondaries.
   */
  async zoneFile(now = new Date()): Promise<string> {
    const zone = `${this.config.dnsZone}.`;
    const serial = Math.floor(now.getTime() / 1000);
    const lines = [
      `; ${this.config.dnsZone}: dynamic DNS records of the hub's instances, exported ${now.toISOString()}`,
      `$ORIGIN ${zone}`,
      `$TTL ${ZONE_TTL}`,
      `@\tIN\tSOA\tns1.${zone} hostmaster.${zone} ${serial} 3600 600 604800 ${ZONE_TTL}`,
      `@\tIN\tNS\tns1.${zone}`,
    ];
    for (const row of await this.repository.listPublished()) {
      if (row.ipv4) lines.push(`${row.hostname}\tIN\tA\t${row.ipv4}`);
      if (row.ipv6) lines.push(`${row.hostname}\tIN\tAAAA\t${row.ipv6}`);
    }
    return `${lines.join('\n')}\n`;
  }
}
