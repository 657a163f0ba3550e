import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import type { WalletServices } from './wallet.context';
import { WalletResolver } from './wallet.resolver';
import { walletRoutes } from './wallet.rest';
import { walletRouteInputs } from './wallet.route-inputs';
import { WalletAdminService } from './wallet-admin.service';

export const walletModule = {
  name: 'wallet',
  resolvers: [WalletResolver],
  rest: { router: walletRoutes, inputs: walletRouteInputs },
  // The transactions list is a report: a read-only API token reads it (and exports it).
  readOnly: { getPaths: [/^\/admin\/transactions$/] },
  createServices: ({ orm }: { orm: Orm }) => ({ walletAdmin: new WalletAdminService(orm) }),
} satisfies ModuleManifest<WalletServices>;
