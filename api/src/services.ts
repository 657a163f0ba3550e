import type { AppConfig } from './config/config';
import type { Orm } from './db/orm';
import { AccountService } from './modules/account/account.service';
import { AuthService } from './modules/auth/auth.service';
import { resolveJwtSecret } from './modules/auth/jwt-secret';
import { TokenService } from './modules/auth/token.service';
import { SignInGuard } from './modules/security/sign-in-guard';

/** Every service, built once per process and shared by both transports. */
export interface Services {
  auth: AuthService;
  accounts: AccountService;
  signInGuard: SignInGuard;
}

export function createServices(orm: Orm, config: AppConfig): Services {
  const tokens = new TokenService(resolveJwtSecret(config), config.tokenTtlSeconds);
  const signInGuard = new SignInGuard(orm);
  return {
    auth: new AuthService(orm, tokens, signInGuard),
    accounts: new AccountService(orm),
    signInGuard,
  };
}
