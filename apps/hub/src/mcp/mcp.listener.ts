import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  accessLogFields,
  BODY_LIMIT,
  closeAfterLingering,
  installNosniff,
  inputProblem,
  jsonHasMoreValuesThan,
  MAX_INPUT_VALUES,
  Metrics,
  problemAnswer,
  UNMATCHED_ROUTE,
  ProblemException,
  Problems,
  requestIdOf,
} from '#lib/common';
import { authenticateWith, bearerOf, credentialShapeOf } from '#lib/auth';
import { requestDeadline, restartDeadline, runWithDeadline } from '#lib/database';
import { AccessTokenRefused, type AccessTokenPrincipal } from '../account/access-tokens/access-tokens.service.js';
import { HUB_CONFIG, type HubConfig } from '../hub.config.js';
import { AccessTokenStrategy } from './access-token.strategy.js';
import { McpTools } from './mcp.tools.js';
import { normalizeOrigin, refusalOf, type OriginPolicy } from './request-origin.js';

const MCP_PATH = '/mcp';
const METADATA_PATH = '/.well-known/oauth-protected-resource';

/**
 * The MCP endpoint (docs/api-decisions.md): a second listener of the hub process on HUB_MCP_PORT, serving the
 * Streamable HTTP transport of the official SDK, stateless (one server and transport per request,
 * JSON answers, no sessions), and the RFC 9728 protected resource metadata. Every request first passes the Origin
 * and Host checks (request-origin.ts); then only a valid `svcp_` personal access token passes, re-checked on every
 * request.
 */
@Injectable()
export class McpListener implements OnModuleDestroy {
  private readonly logger = new Logger('Mcp');
  private server: Server | null = null;
  private baseUrl = '';
  private originPolicy: OriginPolicy | null = null;

  constructor(
    private readonly accessTokens: AccessTokenStrategy,
    private readonly tools: McpTools,
    @Inject(HUB_CONFIG) private readonly config: HubConfig,
    private readonly metrics: Metrics,
  ) {}

  /** Starts listening; answers the base URL actually bound (`{mcp_url}`). */
  async listen(port: number, host: string): Promise<string> {
    const server = createServer((req, res) => {
      this.logRequest(req, res);
      // HUB_REQUEST_DEADLINE_MS: one deadline for everything the call waits on the database, as on REST.
      void runWithDeadline(requestDeadline(res, this.config.databaseBudgets.requestDeadlineMs), () =>
        this.handle(req, res).catch((error: unknown) => this.fail(req, res, error)),
      );
    });
    installNosniff(server);
    server.keepAliveTimeout = 5_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    const address = server.address() as AddressInfo;
    const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
    this.baseUrl = `http://${shownHost}:${address.port}`;
    this.originPolicy = {
      publicUrl: this.publicBase,
      allowedOrigins: new Set(
        this.config.mcpAllowedOrigins ??
          [this.publicBase, this.config.publicUrl].map((url) => normalizeOrigin(new URL(url).origin)!),
      ),
    };
    this.logger.log(`MCP endpoint listening at ${this.baseUrl}${MCP_PATH}`);
    return this.baseUrl;
  }

  /** The REST listeners' request id, metrics and access-log line (libs/common), for this listener's requests. */
  private logRequest(req: IncomingMessage, res: ServerResponse): void {
    const requestId = requestIdOf(req.headers);
    res.setHeader('x-request-id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      // The same HTTP metrics as the REST listener's; the MCP listener's only routes are its two paths.
      const path = (req.url ?? '/').split('?')[0];
      const labels = {
        route: path === MCP_PATH || path === METADATA_PATH ? path : UNMATCHED_ROUTE,
        method: req.method ?? '',
        status: String(res.statusCode),
      };
      this.metrics.httpRequests.inc(labels);
      this.metrics.httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      if (!this.config.logRequests) return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      this.logger.log({
        msg: 'request',
        request_id: requestId,
        ...accessLogFields(req.method ?? '', req.url ?? '/', res.statusCode, ms),
      });
    });
  }

  /** Stops accepting, lets in-flight requests finish (closing idle keep-alive sockets at once). */
  async onModuleDestroy(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
  }

  /** The public URL of the MCP listener: HUB_MCP_PUBLIC_URL, or the bound address when it names port 0. */
  private get publicBase(): string {
    const configured = this.config.mcpPublicUrl.replace(/\/$/, '');
    return new URL(configured).port === '0' ? this.baseUrl : configured;
  }

  private get resourceMetadataUrl(): string {
    return `${this.publicBase}${METADATA_PATH}`;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Before anything else, authentication included: a foreign Host or Origin learns nothing, not even a 401.
    const refusal = refusalOf(
      { origin: req.headers.origin, host: req.headers.host, localAddress: req.socket.localAddress },
      this.originPolicy!,
    );
    if (refusal !== null) throw Problems.forbidden(refusal);
    res.setHeader('Vary', 'Origin');
    if (req.headers.origin !== undefined) res.setHeader('Access-Control-Allow-Origin', req.headers.origin);
    res.setHeader('Access-Control-Expose-Headers', 'WWW-Authenticate, Mcp-Session-Id, Mcp-Protocol-Version');
    const path = new URL(req.url ?? '/', 'http://mcp.invalid').pathname.replace(/\/+$/, '') || '/';
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Mcp-Protocol-Version, Mcp-Session-Id',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    if (path === METADATA_PATH || path === `${METADATA_PATH}${MCP_PATH}`) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        throw new ProblemException(405, 'method_not_allowed', 'Use GET.', { headers: { Allow: 'GET, HEAD' } });
      }
      return this.sendJson(res, 200, this.protectedResourceMetadata(), { 'Cache-Control': 'public, max-age=3600' });
    }
    if (path !== MCP_PATH) throw Problems.notFound('The MCP endpoint is /mcp.');
    const principal = await this.authenticate(req);
    if (req.method !== 'POST') {
      // Stateless: no server-initiated stream (GET) and no session to end (DELETE).
      throw new ProblemException(
        405,
        'method_not_allowed',
        'This MCP endpoint is stateless: send JSON-RPC with POST.',
        {
          headers: { Allow: 'POST' },
        },
      );
    }
    const body = await this.readJson(req);
    // As on REST: the deadline covers the work, not the client's upload.
    const budget = this.config.databaseBudgets.requestDeadlineMs;
    restartDeadline(requestDeadline(res, budget), budget);
    const server = this.tools.serverFor(principal);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
  }

  private protectedResourceMetadata(): Record<string, unknown> {
    const hub = this.config.publicUrl.replace(/\/$/, '');
    return {
      resource: `${this.publicBase}${MCP_PATH}`,
      bearer_methods_supported: ['header'],
      resource_name: 'Template catalog hub (MCP)',
      resource_documentation: `${hub}/api/docs`,
      // Personal access tokens are minted by a signed-in user at the hub (POST /api/v1/account/access-tokens),
      // not issued by an OAuth authorization server, so none is listed.
      authorization_servers: [],
      token_types_supported: ['svcp_ personal access token'],
    };
  }

  /**
   * Everything but a valid personal access token → 401; a suspended organization → 403 (docs/api-decisions.md).
   * The REST guards' pipeline (libs/auth): the same bearer reading, the token's kind from the token itself,
   * then the passport strategy of that kind (access-token.strategy.ts); only the challenge differs (RFC 9728).
   */
  private async authenticate(req: IncomingMessage): Promise<AccessTokenPrincipal> {
    const challenge = (error?: string) =>
      `Bearer ${error ? `error="${error}", ` : ''}resource_metadata="${this.resourceMetadataUrl}"`;
    const token = bearerOf(req.headers.authorization);
    if (token === undefined) {
      throw new ProblemException(401, 'unauthenticated', 'A personal access token (svcp_) is required.', {
        headers: { 'WWW-Authenticate': challenge() },
      });
    }
    const invalid = (detail: string) =>
      new ProblemException(401, 'invalid_token', detail, {
        headers: { 'WWW-Authenticate': challenge('invalid_token') },
      });
    const shape = token === null ? null : credentialShapeOf(token);
    if (shape !== 'personalAccessToken') {
      throw invalid(
        shape !== null
          ? 'Only personal access tokens (svcp_) are accepted at the MCP endpoint.'
          : 'Send a personal access token as "Authorization: Bearer svcp_…".',
      );
    }
    try {
      return await authenticateWith<AccessTokenPrincipal>(this.accessTokens, req);
    } catch (error) {
      if (!(error instanceof AccessTokenRefused)) throw error;
      if (error.reason === 'suspended') {
        throw Problems.forbidden('The organization of this token’s instance is suspended.');
      }
      if (error.reason === 'expired') {
        throw new ProblemException(401, 'token_expired', 'The personal access token has expired.', {
          headers: {
            'WWW-Authenticate': `${challenge('invalid_token')}, error_description="The access token expired"`,
          },
        });
      }
      throw invalid(
        error.reason === 'not_member'
          ? 'The minter of this token is no longer a member of the instance’s organization.'
          : error.reason === 'instance_revoked'
            ? 'The instance key of this token is revoked.'
            : `The personal access token is ${error.reason === 'malformed' ? 'malformed' : error.reason}.`,
      );
    }
  }

  private async readJson(req: IncomingMessage): Promise<unknown> {
    const type = req.headers['content-type'] ?? '';
    if (!/^application\/json\b/i.test(type)) {
      throw new ProblemException(415, 'unsupported_media_type', 'Send the JSON-RPC message as application/json.');
    }
    // Read with listeners, not `for await`: leaving that loop early destroys the request and its socket, and the
    // 413 must still be sent (and the connection read on while the client writes: closeAfterLingering).
    const chunks = await new Promise<Buffer[]>((resolve, reject) => {
      const received: Buffer[] = [];
      let size = 0;
      const onData = (chunk: Buffer) => {
        size += chunk.length;
        if (size > BODY_LIMIT) {
          req.off('data', onData);
          req.pause();
          reject(Problems.tooLarge());
          return;
        }
        received.push(chunk);
      };
      req.on('data', onData);
      req.once('end', () => resolve(received));
      req.once('error', reject);
      // The client went away mid-body (after 'end', a no-op).
      req.once('close', () => reject(Problems.validation('The request body ended early.')));
    });
    const text = Buffer.concat(chunks).toString('utf8');
    // The same bounds as the REST listeners, before any JSON-RPC message is looked at.
    if (jsonHasMoreValuesThan(text, MAX_INPUT_VALUES)) {
      throw Problems.validation(`The input holds more than ${MAX_INPUT_VALUES} values.`);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw Problems.validation('The request body is not valid JSON.');
    }
    const problem = inputProblem(body, true);
    if (problem) throw Problems.validation(problem);
    return body;
  }

  private sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  }

  /**
   * The REST listeners' error answer (libs/common problemAnswer). One sent before the request's body was read (a
   * refused credential, a body over the limit) says `Connection: close`, then reads on for a bounded time before
   * closing (closeAfterLingering): closing at once would reset a client still writing its body.
   */
  private fail(req: IncomingMessage, res: ServerResponse, error: unknown): void {
    const answer = problemAnswer(error, this.logger);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (!req.complete) closeAfterLingering(req, res);
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  }
}
