import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { BearerStrategy } from '#lib/auth';
import { AuthService } from './auth.service.js';
import type { InstanceKeyCaller } from './caller.js';

/** `svch_` instance keys: checksum, then one hash lookup (key and organization status). */
@Injectable()
export class InstanceKeyStrategy extends PassportStrategy(BearerStrategy, 'instance-key') {
  constructor(private readonly auth: AuthService) {
    super();
  }

  validate(token: string): Promise<InstanceKeyCaller> {
    return this.auth.authenticateInstanceKey(token);
  }
}
