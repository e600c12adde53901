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
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
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
  ])('%s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
