import { Inject, Injectable, Logger } from '@nestjs/common';
import { isIPv4 } from 'node:net';
import { iso, Problems, publishableAddress, sourceAddress, trustedProxyList } from '#lib/common';
import { HUB_CONFIG, type HubConfig } from '../../hub.config.js';
import { hostnameProblem } from './dns.rules.js';
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
  private readonly logger = new Logger(DnsService.name);
  private readonly trusted;
  /** Labels right under the zone that lead to an in-zone nameserver: an instance must never own them. */
  private readonly nameserverLabels: ReadonlySet<string>;

  constructor(
    private readonly repository: DnsRepository,
    @Inject(HUB_CONFIG) private readonly config: HubConfig,
  ) {
    const { list, invalid } = trustedProxyList(config.trustedProxies);
    if (invalid.length > 0) {
      this.logger.warn(`HUB_TRUSTED_PROXIES: ignoring entries that are not addresses: ${invalid.join(', ')}`);
    }
    this.trusted = list;
    const zone = config.dnsZone;
    const labelUnderZone = (name: string) => {
      const relative = name.slice(0, -(zone.length + 1));
      return relative.slice(relative.lastIndexOf('.') + 1);
    };
    this.nameserverLabels = new Set(
      config.dnsNameservers.filter((ns) => ns.inZone && ns.name !== zone).map((ns) => labelUnderZone(ns.name)),
    );
  }

  private hostnameProblem(hostname: string): string | null {
    if (this.nameserverLabels.has(hostname)) return `hostname "${hostname}" is reserved (a nameserver of the zone)`;
    return hostnameProblem(hostname);
  }

  private toDto(row: DnsRow): DnsRecordDto {
    return {
      hostname: row.hostname,
      fqdn: `${row.hostname}.${this.config.dnsZone}`,
      ipv4: row.ipv4,
      ipv6: row.ipv6,
      updated_at: iso(row.updated_at),
    };
  }

  async get(instanceId: string): Promise<DnsRecordDto> {
    const row = await this.repository.find(instanceId);
    if (!row) throw Problems.notFound('This instance has no DNS record.');
    return this.toDto(row);
  }

  /**
   * Replaces the record; an address not given is cleared unless none is given (then the source address).
   * Only addresses a zone can publish are stored, IPv6 in RFC 5952 form.
   */
  async put(instanceId: string, dto: DnsRecordPutDto, origin: RequestOrigin): Promise<DnsRecordDto> {
    const hostname = dto.hostname.trim().toLowerCase();
    const errors: { field: string; message: string }[] = [];
    const problem = this.hostnameProblem(hostname);
    if (problem) errors.push({ field: 'hostname', message: problem });
    const addresses = { ipv4: null as string | null, ipv6: null as string | null };
    for (const family of ['ipv4', 'ipv6'] as const) {
      const value = dto[family];
      if (value === undefined || value === null) continue;
      const checked = publishableAddress(value, family);
      if (checked.problem !== undefined) errors.push({ field: family, message: `${family} ${checked.problem}` });
      else addresses[family] = checked.address;
    }
    if (errors.length > 0) throw Problems.validation(errors.map((e) => e.message).join('; '), errors);
    if (addresses.ipv4 === null && addresses.ipv6 === null) {
      const source = sourceAddress(origin.peer, origin.forwardedFor, this.trusted);
      if (!source) {
        throw Problems.validation('No address was given and the source address is unknown: send ipv4 or ipv6.');
      }
      const family = isIPv4(source) ? 'ipv4' : 'ipv6';
      const checked = publishableAddress(source, family);
      if (checked.problem !== undefined) {
        throw Problems.validation(
          `No address was given, and the source address ${source} cannot be published: it ${checked.problem}. ` +
            'Send ipv4 or ipv6 explicitly.',
        );
      }
      addresses[family] = checked.address;
    }
    const row = await this.repository.upsert(instanceId, hostname, addresses.ipv4, addresses.ipv6);
    if (row === 'taken') throw Problems.conflict(`The hostname "${hostname}" is taken.`);
    if (row === 'revoked') throw Problems.invalidToken('This instance key was revoked.');
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
   * so every change — deletions included — is seen by secondaries. Nameservers inside the zone get their
   * glue; without an address for one the zone would not load, so the export is refused (409) instead.
   */
  async zoneFile(now = new Date()): Promise<string> {
    const zone = this.config.dnsZone;
    const nameservers = this.config.dnsNameservers;
    const unaddressed = nameservers.filter((ns) => ns.inZone && !ns.ipv4 && !ns.ipv6).map((ns) => ns.name);
    if (unaddressed.length > 0) {
      throw Problems.conflict(
        `The zone cannot be exported: the nameserver ${unaddressed.join(', ')} is inside ${zone} and has no address. ` +
          'Set HUB_DNS_NAMESERVER_IPV4 and/or HUB_DNS_NAMESERVER_IPV6, or name nameservers outside the zone in ' +
          'HUB_DNS_NAMESERVERS.',
      );
    }
    const owner = (name: string) => (name === zone ? '@' : name.slice(0, -(zone.length + 1)));
    const serial = Math.floor(now.getTime() / 1000);
    const lines = [
      `; ${zone}: dynamic DNS records of the hub's instances, exported ${now.toISOString()}`,
      `$ORIGIN ${zone}.`,
      `$TTL ${ZONE_TTL}`,
      `@\tIN\tSOA\t${nameservers[0].name}. ${this.config.dnsHostmaster} ${serial} 3600 600 604800 ${ZONE_TTL}`,
      ...nameservers.map((ns) => `@\tIN\tNS\t${ns.name}.`),
    ];
    for (const ns of nameservers.filter((n) => n.inZone)) {
      if (ns.ipv4) lines.push(`${owner(ns.name)}\tIN\tA\t${ns.ipv4}`);
      if (ns.ipv6) lines.push(`${owner(ns.name)}\tIN\tAAAA\t${ns.ipv6}`);
    }
    const skipped: string[] = [];
    for (const row of await this.repository.listPublished()) {
      // Rows stored under older rules (a nameserver's label, a loopback or scoped address) must not break the zone.
      if (this.hostnameProblem(row.hostname)) {
        skipped.push(row.hostname);
        continue;
      }
      for (const [family, type] of [
        ['ipv4', 'A'],
        ['ipv6', 'AAAA'],
      ] as const) {
        const value = row[family];
        if (value === null) continue;
        const { address } = publishableAddress(value, family);
        if (address) lines.push(`${row.hostname}\tIN\t${type}\t${address}`);
        else skipped.push(`${row.hostname} ${value}`);
      }
    }
    if (skipped.length > 0) {
      this.logger.warn(`zone export: left out stored records that cannot be published: ${skipped.join(', ')}`);
    }
    return `${lines.join('\n')}\n`;
  }
}
