import { Module } from '@nestjs/common';
import { UserStore } from '../auth/credential-stores.js';
import { UsersController } from './users.controller.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

@Module({
  controllers: [UsersController],
  providers: [UsersRepository, UsersService, { provide: UserStore, useExisting: UsersRepository }],
  exports: [UsersRepository, UserStore],
})
export class UsersModule {}
