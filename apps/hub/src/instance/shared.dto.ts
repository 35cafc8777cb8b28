import { ApiProperty } from '@nestjs/swagger';

export class PaginationDto {
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
  @ApiProperty() total: number;
  @ApiProperty({ description: '0 when total is 0.' }) totalPages: number;
}
