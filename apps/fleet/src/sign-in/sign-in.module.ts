import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { LoginAttemptsRepository } from './login-attempts.repository.js';
import { LoginLimiter } from './login-limiter.js';
import { OidcClient } from './oidc-client.js';
import { SignInService } from './sign-in.service.js';

/** The sign-in flows (/auth): OIDC code exchange and refresh, the login form with its limits, sign-out. */
@Module({
  imports: [UsersModule],
  controllers: [AuthController],
  providers: [SignInService, OidcClient, LoginLimiter, LoginAttemptsRepository],
})
export class SignInModule {}
