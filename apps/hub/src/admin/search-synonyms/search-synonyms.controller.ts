import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Audited, idFromBodyOrQuery } from '#lib/common';
import { Authenticated, CurrentCaller } from '../../auth/authenticated.decorator.js';
import type { Caller } from '../../auth/caller.js';
import {
  SearchSynonymCreateDto,
  SearchSynonymIdOptionalDto,
  SearchSynonymListResponseDto,
  SearchSynonymResponseDto,
  SearchSynonymUpdateDto,
} from './dto/search-synonym.dto.js';
import { SearchSynonymsService } from './search-synonyms.service.js';

const actorOf = (caller: Caller): string => (caller.kind === 'jwt' ? caller.userId : caller.kind);

@ApiTags('admin')
@Controller('admin/search-synonyms')
@Authenticated({ accept: ['jwt'], admin: true })
export class AdminSearchSynonymsController {
  constructor(private readonly synonyms: SearchSynonymsService) {}

  @Get()
  @ApiOperation({ summary: 'List the synonym groups of the catalog search' })
  @ApiOkResponse({ type: SearchSynonymListResponseDto })
  async list(): Promise<SearchSynonymListResponseDto> {
    return { synonyms: await this.synonyms.list() };
  }

  @Post()
  @Audited('search_synonym.create')
  @ApiOperation({
    summary: 'Add a synonym group',
    description: 'A search for any of its terms also finds the others; takes effect at once on every hub process.',
  })
  @ApiCreatedResponse({ type: SearchSynonymResponseDto })
  async create(
    @CurrentCaller() caller: Caller,
    @Body() body: SearchSynonymCreateDto,
  ): Promise<SearchSynonymResponseDto> {
    return { synonym: await this.synonyms.create(actorOf(caller), body.terms) };
  }

  @Put()
  @Audited('search_synonym.update', 'id')
  @ApiOperation({ summary: 'Replace the terms of a synonym group', description: '`id` plus the new `terms`.' })
  @ApiOkResponse({ type: SearchSynonymResponseDto })
  async update(
    @CurrentCaller() caller: Caller,
    @Body() body: SearchSynonymUpdateDto,
  ): Promise<SearchSynonymResponseDto> {
    return { synonym: await this.synonyms.update(actorOf(caller), body.id, body.terms) };
  }

  @Delete()
  @Audited('search_synonym.delete', 'id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a synonym group', description: '`id` in the body or as `?id=`.' })
  @ApiBody({ type: SearchSynonymIdOptionalDto, required: false })
  @ApiNoContentResponse({ description: 'Deleted.' })
  async delete(
    @CurrentCaller() caller: Caller,
    @Body() body: SearchSynonymIdOptionalDto,
    @Query() query: SearchSynonymIdOptionalDto,
  ): Promise<void> {
    await this.synonyms.delete(actorOf(caller), idFromBodyOrQuery(body, query));
  }
}
