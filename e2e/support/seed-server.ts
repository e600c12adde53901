import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import {
  seedFlightOrder,
  seedHotelOrder,
} from '../../apps/server/src/modules/orders/orders.test-support.ts';
import { createUsersRepository } from '../../apps/server/src/modules/users/users.repository.ts';
import { eq, sql } from 'drizzle-orm';
import { priceAlerts } from '../../apps/server/src/modules/price-alerts/price-alerts.table.ts';

export interface SeedOrdersBody {
  email: string;
  flights?: number;
  hotels?: number;
  /** Cycled over the flight orders (SPEC 4 numeric statuses); default [3]. */
  flightStatuses?: number[];
  /** Cycled over the hotel orders (SPEC 4 text statuses); default ['Issued']. */
  hotelStatuses?: string[];
}

/**
 * Test-only seeding for the browser tests, run inside the harness process (support/serve.ts)
 * and never by the product: POST /seed/orders writes a user's orders through the flight and
 * hotel orders repositories (the orders module's test-support helpers), flights and hotels
 * interleaved one minute apart, all older than now. Answers { flights, hotels } (ids, newest first).
 * POST /seed/run-jobs runs the scheduled jobs at a later time; POST /seed/price-alerts/earlier-price
 * gives an address's alerts a higher earlier price.
 */
export async function startSeedServer(app: FastifyInstance, port: number) {
  const users = createUsersRepository({ db: app.db });

  async function seedOrders(body: SeedOrdersBody) {
    const user = await users.findByEmail(body.email);
    if (!user) throw Object.assign(new Error(`no user ${body.email}`), { status: 404 });
    const flights = Math.max(0, Math.min(100, body.flights ?? 0));
    const hotels = Math.max(0, Math.min(100, body.hotels ?? 0));
    const flightStatuses = body.flightStatuses?.length ? body.flightStatuses : [3];
    const hotelStatuses = body.hotelStatuses?.length ? body.hotelStatuses : ['Issued'];
    const total = flights + hotels;
    const now = Date.now();
    const made = { flights: [] as string[], hotels: [] as string[] };
    let f = 0;
    let h = 0;
    for (let i = 0; i < total; i++) {
      const at = new Date(now - (total - i) * 60_000);
      const flightTurn = h >= hotels || (f < flights && i % 2 === 0);
      if (flightTurn) {
        const row = await seedFlightOrder(app, {
          userId: user.id,
          at,
          status: flightStatuses[f % flightStatuses.length]!,
        });
        made.flights.unshift(row.id);
        f++;
      } else {
        const row = await seedHotelOrder(app, {
          userId: user.id,
          at,
          status: hotelStatuses[h % hotelStatuses.length]!,
        });
        made.hotels.unshift(row.orderNo);
        h++;
      }
    }
    return made;
  }

  /**
   * The app's scheduled jobs run once as if the clock showed `at` (app.jobs.runDueJobs, the
   * job API every module registers with), so a test sees what a later run does.
   */
  async function runJobs(body: { at: string }) {
    const at = new Date(body.at);
    if (Number.isNaN(at.getTime())) throw Object.assign(new Error('bad at'), { status: 400 });
    return app.jobs.runDueJobs(at);
  }

  /**
   * The price an address's alerts last told of, as if the fare had been `factor` times higher
   * when they were saved: the supplier's fares only rise as departure nears, so this is how a
   * test stands for a fare that has since fallen.
   */
  async function earlierPrice(body: { email: string; factor: number }) {
    const rows = await app.db
      .update(priceAlerts)
      .set({
        referencePrice: sql`round(${priceAlerts.latestPrice} * ${Number(body.factor)}::numeric)::int`,
      })
      .where(eq(priceAlerts.email, body.email.toLowerCase()))
      .returning({ id: priceAlerts.id, referencePrice: priceAlerts.referencePrice });
    return { alerts: rows };
  }

  const handlers: Record<string, (body: never) => Promise<unknown>> = {
    '/seed/orders': seedOrders,
    '/seed/run-jobs': runJobs,
    '/seed/price-alerts/earlier-price': earlierPrice,
  };

  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    };
    const handler = req.method === 'POST' ? handlers[req.url ?? ''] : undefined;
    if (!handler) return send(404, { error: 'not found' });
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      Promise.resolve()
        .then(() => handler(JSON.parse(raw) as never))
        .then((made) => send(200, made))
        .catch((err: Error & { status?: number }) =>
          send(err.status ?? 500, { error: err.message }),
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
