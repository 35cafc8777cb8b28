import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { LoginAttemptsRepository } from './login-attempts.repository.js';
import { LoginLimiter } from './login-limiter.js';
import { OidcClient } from './oidc-client.js';
import { SignInAudit } from './sign-in-audit.js';
import { SignInService } from './sign-in.service.js';

/** The sign-in flows (/auth): OIDC code exchange and refresh, the login form with its limits, sign-out. */
@Module({
  imports: [UsersModule, AuditModule],
  controllers: [AuthController],
  providers: [SignInService, SignInAudit, OidcClient, LoginLimiter, LoginAttemptsRepository],
})
export class SignInModule {}
