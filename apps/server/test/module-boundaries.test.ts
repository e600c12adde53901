import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

// The repository's own ESLint config, run on code placed (by path, not on disk) where each
// boundary of decision 021 would be broken, and where it is kept.
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter(
      (m) =>
        m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'boundaries/no-data-reexport',
    )
    .map((m) => m.message);
}

describe('module boundaries fail lint when broken', () => {
  test.each([
    [
      'a server module reaching another module’s repository',
      'apps/server/src/modules/orders/boundary-probe.ts',
      "import { createFlightOrdersRepository } from '../flight-orders/flight-orders.repository.ts';\nexport const probe = createFlightOrdersRepository;\n",
    ],
    [
      'a server module reaching another module’s table',
      'apps/server/src/modules/payments/boundary-probe.ts',
      "import { users } from '../users/users.table.ts';\nexport const probe = users;\n",
    ],
    [
      'a server module reaching another module’s internal helper',
      'apps/server/src/modules/hotel-orders/boundary-probe.ts',
      "import { toCard } from '../hotels/hotel-cards.ts';\nexport const probe = toCard;\n",
    ],
    [
      'a table naming another module’s repository',
      'apps/server/src/modules/payments/boundary-probe.table.ts',
      "import { createUsersRepository } from '../users/users.repository.ts';\nexport const probe = createUsersRepository;\n",
    ],
    [
      'a server module reaching a supplier’s internals',
      'apps/server/src/modules/hotels/boundary-probe.ts',
      "import { seededRandom } from '../../suppliers/flights/seeded-random.ts';\nexport const probe = seededRandom;\n",
    ],
    [
      'a web feature importing another feature',
      'apps/web/src/features/payments/boundary-probe.ts',
      "import { bookHotel } from '../hotels/api/book-hotel';\nexport const probe = bookHotel;\n",
    ],
    [
      'a web feature importing the payments feature',
      'apps/web/src/features/hotels/boundary-probe.ts',
      "import * as pay from '../payments/api/create-payment';\nexport const probe = pay;\n",
    ],
    [
      'a web feature importing the app shell',
      'apps/web/src/features/flights/boundary-probe.tsx',
      "import * as shell from '../../app/providers';\nexport const probe = shell;\n",
    ],
    [
      'a plugin reaching a module’s repository',
      'apps/server/src/plugins/boundary-probe.ts',
      "import { createUsersRepository } from '../modules/users/users.repository.ts';\nexport const probe = createUsersRepository;\n",
    ],
    [
      'server shared/ reaching a module’s repository',
      'apps/server/src/shared/boundary-probe.ts',
      "import { createFlightOrdersRepository } from '../modules/flight-orders/flight-orders.repository.ts';\nexport const probe = createFlightOrdersRepository;\n",
    ],
    [
      'a supplier reaching a module’s repository',
      'apps/server/src/suppliers/hotels/boundary-probe.ts',
      "import * as allotments from '../../modules/hotels/allotments.repository.ts';\nexport const probe = allotments;\n",
    ],
    [
      'main.ts reaching a module’s internals',
      'apps/server/src/main.ts',
      "import { warmUpFlightSearch } from './modules/flights/search-warm-up.ts';\nexport const probe = warmUpFlightSearch;\n",
    ],
    [
      'the composition root reaching a module’s repository',
      'apps/server/src/app.ts',
      "import { createUsersRepository } from './modules/users/users.repository.ts';\nexport const probe = createUsersRepository;\n",
    ],
    [
      'web shared/ importing a feature',
      'apps/web/src/shared/ui/boundary-probe.ts',
      "import { bookHotel } from '../../features/hotels/api/book-hotel';\nexport const probe = bookHotel;\n",
    ],
    [
      'a server module importing web code by relative path',
      'apps/server/src/modules/site/boundary-probe.ts',
      "import { ApiError } from '../../../../web/src/shared/api/client';\nexport const probe = ApiError;\n",
    ],
    [
      'web code importing the server by relative path',
      'apps/web/src/shared/boundary-probe.ts',
      "import { withFreshReference } from '../../../server/src/shared/references.ts';\nexport const probe = withFreshReference;\n",
    ],
    [
      'a service re-exporting its repository',
      'apps/server/src/modules/users/boundary-probe.service.ts',
      "export { createUsersRepository } from './users.repository.ts';\n",
    ],
    [
      'a service handing out an imported repository',
      'apps/server/src/modules/flight-orders/boundary-probe.service.ts',
      "import { createFlightOrdersRepository } from './flight-orders.repository.ts';\nexport { createFlightOrdersRepository as ordersRepository };\n",
    ],
    [
      'an index.ts re-exporting everything of a table',
      'apps/server/src/modules/hotels/index.ts',
      "export * from './hotels.table.ts';\n",
    ],
  ])('%s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });
});

describe('module boundaries let the public doors through', () => {
  test.each([
    [
      'a server module using another module’s service',
      'apps/server/src/modules/auth/boundary-probe.ts',
      "import { createUsersService } from '../users/users.service.ts';\nexport const probe = createUsersService;\n",
    ],
    [
      'a server module using another module’s index',
      'apps/server/src/modules/hotel-orders/boundary-probe.ts',
      "import { loadHotelRates } from '../hotels/index.ts';\nexport const probe = loadHotelRates;\n",
    ],
    [
      'a table naming another module’s table in a foreign key',
      'apps/server/src/modules/auth/boundary-probe.table.ts',
      "import { users } from '../users/users.table.ts';\nexport const probe = users;\n",
    ],
    [
      'a server module using a supplier and its index',
      'apps/server/src/modules/hotels/boundary-probe.ts',
      "import { hotelSupplier } from '../../suppliers/hotels/hotel-supplier.ts';\nimport { photoPath } from '../../suppliers/hotels/index.ts';\nexport const probe = [hotelSupplier, photoPath];\n",
    ],
    [
      'a web feature using shared, config and the domain',
      'apps/web/src/features/payments/boundary-probe.ts',
      "import { ApiError } from '../../shared/api/client';\nimport { paths } from '../../config/paths';\nimport { formatMoney } from '@farewise/domain/money/format';\nexport const probe = [ApiError, paths, formatMoney];\n",
    ],
    [
      'a plugin using a module’s service and index',
      'apps/server/src/plugins/boundary-probe.ts',
      "import { createSessionService } from '../modules/auth/sessions.service.ts';\nimport { bearerToken } from '../modules/auth/index.ts';\nexport const probe = [createSessionService, bearerToken];\n",
    ],
    [
      'the composition root registering a module’s routes and seed',
      'apps/server/src/app.ts',
      "import { siteRoutes } from './modules/site/site.routes.ts';\nimport { seedSite } from './modules/site/site.seed.ts';\nexport const probe = [siteRoutes, seedSite];\n",
    ],
    [
      'db/ gathering the modules’ tables',
      'apps/server/src/db/boundary-probe.ts',
      "export * from '../modules/users/users.table.ts';\n",
    ],
    [
      'a service passing on a row type of its repository',
      'apps/server/src/modules/users/boundary-probe.service.ts',
      "export type { UserRow } from './users.repository.ts';\n",
    ],
  ])('%s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
