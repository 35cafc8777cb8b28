import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LargeInput } from '#lib/common';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { InventoryResponseDto } from './dto/inventory.dto.js';
import { InventoryService } from './inventory.service.js';

@ApiTags('inventory')
@Controller('inventory')
@Authenticated()
export class InventoryController {
  constructor(private readonly inventory: InventoryService) {}

  @Get()
  @ApiOperation({ summary: "The cluster's nodes as last taken, their totals, and whether the hub has them" })
  @ApiOkResponse({ type: InventoryResponseDto })
  async get(): Promise<InventoryResponseDto> {
    return { inventory: await this.inventory.view() };
  }

  @Put()
  @LargeInput()
  @ApiOperation({
    summary: 'Replace the inventory with a NodeList (`kubectl get nodes -o json`)',
    description:
      'Up to 2,000 nodes (body ≤ 32 MiB). Bad input is a 400 whose errors name the node and the field. A change is ' +
      'sent to the hub at once. 409 `inventory_from_cluster` when FLEET_KUBERNETES_INVENTORY reads the cluster.',
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['items'],
      properties: {
        apiVersion: { type: 'string', example: 'v1' },
        kind: { type: 'string', enum: ['NodeList', 'List'] },
        items: { type: 'array', maxItems: 2000, items: { type: 'object', description: 'A core/v1 Node.' } },
      },
    },
  })
  @ApiOkResponse({ type: InventoryResponseDto })
  async put(@Body() body: Record<string, unknown>): Promise<InventoryResponseDto> {
    return { inventory: await this.inventory.put(body) };
  }
}
