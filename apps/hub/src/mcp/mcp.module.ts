import { Module } from '@nestjs/common';
import { AccessTokensModule } from '../account/access-tokens/access-tokens.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { InstanceModule } from '../instance/instance.module.js';
import { AccessTokenStrategy } from './access-token.strategy.js';
import { McpListener } from './mcp.listener.js';
import { McpTools } from './mcp.tools.js';

/** The MCP endpoint; bootstrap starts its listener (McpListener.listen) after the REST one. */
@Module({
  imports: [AccessTokensModule, CatalogModule, InstanceModule],
  providers: [AccessTokenStrategy, McpTools, McpListener],
  exports: [McpListener],
})
export class McpModule {}
