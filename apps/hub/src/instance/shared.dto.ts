export { PaginationDto } from '#lib/common';
