import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited, LARGE_INPUT_LIMITS } from '#lib/common';
import { Authenticated, LargeBody } from '../auth/authenticated.decorator.js';
import { InventoryResponseDto, NetworkTypesUpdateDto, NodeListDto } from './dto/inventory.dto.js';
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
  @Audited('inventory.replace')
  // Up to 32 MiB, read by the inventory reader (one buffer, one at a time, parsed in slices); the caller is checked
  // before the body is read (the class's @Authenticated rule).
  @LargeBody(LARGE_INPUT_LIMITS)
  @ApiOperation({
    summary: 'Replace the inventory with a NodeList (`kubectl get nodes -o json`)',
    description:
      'Up to 2,000 nodes (body ≤ 32 MiB). Bad input is a 400 whose errors name the node and the field. A change is ' +
      'sent to the hub at once. 409 `inventory_from_cluster` when FLEET_KUBERNETES_INVENTORY reads the cluster.',
  })
  @ApiBody({ type: NodeListDto })
  @ApiOkResponse({ type: InventoryResponseDto })
  // The body as it came, not a NodeListDto (see there): the service's parseNodeList checks it.
  async put(@Body() body: Record<string, unknown>): Promise<InventoryResponseDto> {
    return { inventory: await this.inventory.put(body) };
  }

  @Put('network-types')
  @Audited('inventory.network_types.change')
  @ApiOperation({
    summary: 'Set the network types this instance offers (reported to the hub with the inventory)',
    description:
      'Stored, and sent to the hub at once. FLEET_NETWORK_TYPES, when set, wins: `network_types_from_env` says so.',
  })
  @ApiOkResponse({ type: InventoryResponseDto })
  async putNetworkTypes(@Body() body: NetworkTypesUpdateDto): Promise<InventoryResponseDto> {
    return { inventory: await this.inventory.setNetworkTypes(body.network_types) };
  }
}
