import { Injectable, Logger } from '@nestjs/common';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { z } from 'zod';
import { knownProblem, ProblemException } from '#lib/common';
import { TICKET_SEVERITIES, TICKET_STATUSES } from '#lib/domain';
import type { AccessTokenPrincipal } from '../account/access-tokens/access-tokens.service.js';
import type { InstanceKeyCaller } from '../auth/caller.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { FitService } from '../catalog/fit/fit.service.js';
import { DnsService } from '../instance/dns/dns.service.js';
import { InstanceInfoService } from '../instance/instance-info/instance-info.service.js';
import { SupportService } from '../instance/support/support.service.js';

export const MCP_SERVER_INFO = { name: 'svc-hub', version: '1.0.0' };

/*
 * Built once per process, not per request. The transport is stateless, so every call gets a server of its own
 * (serverFor), and the SDK's Server makes a new Ajv instance unless handed one, and turns a raw zod shape into
 * a new object schema at every registerTool: before they were shared, these two were most of an MCP call's CPU
 * time and garbage (docs/benchmarks.md). The validator is only used for elicitation, which no tool does.
 */
const jsonSchemaValidator = new AjvJsonSchemaValidator();
const SEARCH_INPUT = z.strictObject({
  search: z
    .string()
    .max(200)
    .optional()
    .describe(
      'Full-text search as in the catalog list (docs/search.md): words, "phrases", -word, or; typos tolerated.',
    ),
  category: z.string().max(200).optional().describe('Category slug.'),
  tags: z.array(z.string().max(100)).max(50).optional().describe('Any of these tags.'),
  featured: z.boolean().optional().describe('true: featured templates only.'),
  page: z.number().int().min(1).max(1_000_000).optional(),
  limit: z.number().int().min(1).max(100).optional(),
});
const GET_TEMPLATE_INPUT = z.strictObject({
  slug: z.string().min(1).max(200).describe('The template slug.'),
  revision: z
    .number()
    .int()
    .min(1)
    .max(1_000_000_000)
    .optional()
    .describe('A published revision (list_template_versions); default: the latest. Yanked revisions stay readable.'),
});
const CHECK_FIT_INPUT = z.strictObject({
  slug: z.string().min(1).max(200).describe('The template slug.'),
});
const LIST_VERSIONS_INPUT = z.strictObject({
  slug: z.string().min(1).max(200).describe('The template slug.'),
  page: z.number().int().min(1).max(1_000_000).optional(),
  limit: z.number().int().min(1).max(100).optional(),
});
const LIST_TICKETS_INPUT = z.strictObject({
  status: z.enum(TICKET_STATUSES).optional().describe('Only tickets in this status.'),
});
const CREATE_TICKET_INPUT = z.strictObject({
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(20000),
  severity: z.enum(TICKET_SEVERITIES).optional().describe('Default normal.'),
});

/** The text of each answer object still alive (a cached catalog answer is shared by every call returning it). */
const texts = new WeakMap<object, string>();

/**
 * A tool's answer: the object as structuredContent, and its JSON as the text block, compact (indentation
 * would only cost the model tokens). An answer object served again (a catalog page from the HubCache) is
 * serialized once: at the benchmark's rate of MCP searches, a new indented copy of a 50-template page on every
 * call was most of the hub's garbage, and the reason its heap grew (docs/benchmarks.md).
 */
function ok(value: Record<string, unknown>): CallToolResult {
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return { content: [{ type: 'text', text }], structuredContent: value };
}

function failure(detail: string, code: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: `${code}: ${detail}` }] };
}

/**
 * The MCP tools (docs/api-decisions.md). Each acts as the token's instance, with that instance's organization
 * view of the catalog, and never with the minter's roles; they call services, never repositories.
 */
@Injectable()
export class McpTools {
  private readonly logger = new Logger('Mcp');

  constructor(
    private readonly catalog: CatalogService,
    private readonly instances: InstanceInfoService,
    private readonly support: SupportService,
    private readonly dns: DnsService,
    private readonly fit: FitService,
  ) {}

  /** A server bound to one authenticated request (stateless transport: one server per request). */
  serverFor(principal: AccessTokenPrincipal): McpServer {
    const server = new McpServer(MCP_SERVER_INFO, {
      jsonSchemaValidator,
      instructions:
        'Tools of the template catalog hub. They act as one fleet instance (the instance this access token was ' +
        "minted for) and see that instance's organization view of the catalog.",
    });
    const instance: InstanceKeyCaller = { kind: 'instanceKey', keyId: principal.instanceId, orgId: principal.orgId };
    const run = async (tool: string, body: () => Promise<Record<string, unknown>>): Promise<CallToolResult> => {
      try {
        return ok(await body());
      } catch (error) {
        const known = knownProblem(error);
        if (known) {
          const problem = known.getResponse() as { detail: string; code: string };
          return failure(problem.detail, problem.code);
        }
        this.logger.error(`tool ${tool} failed: ${error instanceof Error ? error.message : String(error)}`);
        return failure('The tool failed unexpectedly.', 'internal_error');
      }
    };
    const readOnly = { readOnlyHint: true, openWorldHint: false };

    server.registerTool(
      'whoami',
      {
        title: 'Who am I',
        description: 'The instance and organization this token acts as, and the token itself.',
        annotations: readOnly,
      },
      () =>
        run('whoami', async () => {
          const info = await this.instances.get(principal.instanceId);
          return {
            acting_as: 'instance',
            instance: { id: info.id, name: info.name, key_prefix: info.key_prefix },
            organization: info.organization,
            token: { id: principal.tokenId, minted_by_user_id: principal.userId },
          };
        }),
    );

    server.registerTool(
      'get_instance',
      {
        title: 'Get instance',
        description: 'The instance (its instance key), its organization and what its fleet last reported.',
        annotations: readOnly,
      },
      () => run('get_instance', async () => ({ instance: await this.instances.get(principal.instanceId) })),
    );

    server.registerTool(
      'search_templates',
      {
        title: 'Search templates',
        description:
          "Search the catalog as this instance's organization sees it, ranked as the catalog list ranks a search " +
          '(exact name, name prefix, name > tags > category > description); tags match any; by name without search.',
        inputSchema: SEARCH_INPUT,
        annotations: readOnly,
      },
      (args) =>
        run('search_templates', async () => {
          // The cached answer itself ({ templates, pagination }), so its text is made once (see ok()).
          const { body } = await this.catalog.list(instance, {
            search: args.search,
            category: args.category,
            tags: args.tags?.join(','),
            featured: args.featured === undefined ? undefined : String(args.featured),
            page: args.page === undefined ? undefined : String(args.page),
            limit: args.limit === undefined ? undefined : String(args.limit),
          });
          return body as unknown as Record<string, unknown>;
        }),
    );

    server.registerTool(
      'get_template',
      {
        title: 'Get template',
        description:
          'One template by slug, if this instance’s organization can see it; with `revision`, that published ' +
          'revision (deployable fields as published, with `yanked`). Does not count as a download.',
        inputSchema: GET_TEMPLATE_INPUT,
        annotations: readOnly,
      },
      (args) =>
        run('get_template', async () => ({
          template: (args.revision === undefined
            ? await this.catalog.get(instance, args.slug, { countDownload: false })
            : await this.catalog.version(instance, args.slug, String(args.revision), { countDownload: false })
          ).body,
        })),
    );

    server.registerTool(
      'check_fit',
      {
        title: 'Check fit',
        description:
          "Will this template run on this instance's cluster? Its requirements against the inventory the instance's " +
          'fleet last reported: verdict (fits, does_not_fit, unknown), reasons, nodes_that_fit, max_copies.',
        inputSchema: CHECK_FIT_INPUT,
        annotations: readOnly,
      },
      (args) =>
        run('check_fit', async () => ({
          slug: args.slug,
          ...(await this.fit.check(instance, args.slug)).body,
        })),
    );

    server.registerTool(
      'list_template_versions',
      {
        title: 'List template versions',
        description:
          "A template's published revisions, newest first: version, image reference and digest, release notes, " +
          'whether it contains security updates, and whether it was yanked.',
        inputSchema: LIST_VERSIONS_INPUT,
        annotations: readOnly,
      },
      (args) =>
        run('list_template_versions', async () => {
          const { body } = await this.catalog.versions(instance, args.slug, {
            page: args.page === undefined ? undefined : String(args.page),
            limit: args.limit === undefined ? undefined : String(args.limit),
          });
          return body as unknown as Record<string, unknown>;
        }),
    );

    server.registerTool(
      'list_categories',
      {
        title: 'List categories',
        description: "The categories this instance's organization can see, with the template counts it can see.",
        annotations: readOnly,
      },
      () =>
        // The cached answer itself ({ categories }), so its text is made once (see ok()).
        run(
          'list_categories',
          async () => (await this.catalog.categories(instance)).body as unknown as Record<string, unknown>,
        ),
    );

    server.registerTool(
      'list_support_tickets',
      {
        title: 'List support tickets',
        description: "The organization's support tickets, most recently updated first.",
        inputSchema: LIST_TICKETS_INPUT,
        annotations: readOnly,
      },
      (args) =>
        run('list_support_tickets', async () => ({
          tickets: await this.support.listForOrg(principal.orgId, args.status),
        })),
    );

    server.registerTool(
      'create_support_ticket',
      {
        title: 'Create support ticket',
        description: 'Open a support ticket for this instance (attributed to the token’s minter).',
        inputSchema: CREATE_TICKET_INPUT,
        annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
      },
      (args) =>
        run('create_support_ticket', async () => ({
          ticket: await this.support.create(
            { instanceId: principal.instanceId, orgId: principal.orgId, userId: principal.userId },
            args,
          ),
        })),
    );

    server.registerTool(
      'get_dns_record',
      {
        title: 'Get DNS record',
        description: "This instance's dynamic DNS record (`record` is null when it has none).",
        annotations: readOnly,
      },
      () =>
        run('get_dns_record', async () => {
          try {
            return { record: await this.dns.get(principal.instanceId) };
          } catch (error) {
            if (error instanceof ProblemException && error.getStatus() === 404) return { record: null };
            throw error;
          }
        }),
    );

    return server;
  }
}
