export { TwoFactorService } from './two-factor.service';

import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import type { TwoFactorServices } from './two-factor.context';
import { SecretBox } from './secret-box';
import { RecoveryCodeSchema, TwoFactorPolicySchema, TwoFactorSchema } from './two-factor.entities';
import { TwoFactorResolver } from './two-factor.resolver';
import { TwoFactorService } from './two-factor.service';

/** Two-factor sign-in (TOTP and recovery codes) for owners and the super admin; auth asks it at sign-in and step-up. */
export const twoFactorModule = {
  name: 'two-factor',
  entities: [TwoFactorSchema, RecoveryCodeSchema, TwoFactorPolicySchema],
  resolvers: [TwoFactorResolver],
  createServices: (deps: { orm: Orm; serverSecret: Uint8Array }) => ({
    twoFactor: new TwoFactorService(deps.orm, new SecretBox(deps.serverSecret)),
  }),
} satisfies ModuleManifest<TwoFactorServices>;
