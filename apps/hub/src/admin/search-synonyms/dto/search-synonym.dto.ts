import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';

const TERMS_RULE = 'terms must hold 2–20 terms of 1–60 characters, each with a letter or digit';

export class SearchSynonymCreateDto {
  @ApiProperty({
    type: [String],
    example: ['k8s', 'kubernetes'],
    description:
      'Equivalent terms (2–20, each 1–60 characters with a letter or digit): a search for any of them also finds ' +
      'the others. Stored normalised (lowercase, single spaces), duplicates dropped.',
  })
  @IsArray()
  @ArrayMinSize(2, { message: TERMS_RULE })
  @ArrayMaxSize(20, { message: TERMS_RULE })
  @IsString({ each: true })
  @MaxLength(60, { each: true, message: TERMS_RULE })
  @Matches(/[\p{L}\p{N}]/u, { each: true, message: TERMS_RULE })
  terms: string[];
}

export class SearchSynonymUpdateDto extends SearchSynonymCreateDto {
  @ApiProperty({ format: 'uuid', example: '0f1e2d3c-4b5a-4697-8877-665544332211' })
  @IsUUID('all')
  id: string;
}

export class SearchSynonymIdOptionalDto {
  @ApiPropertyOptional({
    format: 'uuid',
    example: '0f1e2d3c-4b5a-4697-8877-665544332211',
    description: 'In the body or as `?id=`.',
  })
  @IsOptional()
  @IsUUID('all')
  id?: string;
}

export class SearchSynonymDto {
  @ApiProperty({ format: 'uuid', example: '0f1e2d3c-4b5a-4697-8877-665544332211' }) id: string;
  @ApiProperty({ type: [String], example: ['k8s', 'kubernetes'] }) terms: string[];
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'k8s',
    description:
      'The shipped default group this one came from (default-synonyms.json); null for a group an administrator ' +
      'made. Editing or deleting a default group overrides the default for good.',
  })
  default_key: string | null;
  @ApiProperty({ format: 'date-time', example: '2026-03-14T09:26:53.000Z' }) created_at: string;
  @ApiProperty({ format: 'date-time', example: '2026-03-14T09:26:53.000Z' }) updated_at: string;
}

export class SearchSynonymResponseDto {
  @ApiProperty() synonym: SearchSynonymDto;
}

export class SearchSynonymListResponseDto {
  @ApiProperty({ type: [SearchSynonymDto] }) synonyms: SearchSynonymDto[];
}
