import { ApiProperty } from '@nestjs/swagger';

/** The `pagination` object of every paged list (one schema in the OpenAPI documents). */
export class PaginationDto {
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 50, description: 'After clamping: at most 100.' }) limit: number;
  @ApiProperty({ example: 28 }) total: number;
  @ApiProperty({ example: 1, description: '0 when total is 0.' }) totalPages: number;
}
