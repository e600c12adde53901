import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { SavedPassenger } from '@farewise/domain/passengers/passenger.schemas';
import { buildApp } from '../../app.ts';
import { manualClock } from '../../shared/clock.ts';
import { call } from '../../../test/helpers.ts';
import { testConfig } from '../../config.ts';
import { signUp } from '../auth/auth.test-support.ts';
import { adultAnn } from './users.test-support.ts';

// Ages and passport expiry have no place: the server counts them from the UTC date (decision
// 047), whatever zone its process runs in.
const clock = manualClock(new Date('2025-06-15T12:00:00Z'));
let app: FastifyInstance;
let token: string;

const save = (payload: object) =>
  call<SavedPassenger>(app, {
    method: 'POST',
    url: '/v2/user/updateUserPassenger',
    token,
    payload,
  });

describe.each(['Pacific/Kiritimati', 'America/Los_Angeles'])('the server in %s', (zone) => {
  beforeAll(async () => {
    vi.stubEnv('TZ', zone);
    app = await buildApp(testConfig(), { clock });
    await app.ready();
    ({ token } = await signUp(app));
  });
  afterAll(async () => {
    await app?.close();
    vi.unstubAllEnvs();
  });

  test('12 years to the UTC day is an adult, and a passport is valid on its UTC expiry day', async () => {
    // 12:00 UTC on 15 June: already 16 June in Kiritimati, still 15 June in Los Angeles.
    clock.set(new Date('2025-06-15T12:00:00Z'));
    const edge = await save({
      ...adultAnn,
      given_name: 'Edge',
      birthday: '2013-06-15',
      id_card: 'ED1234567',
      id_card_time: '2025-06-15',
    });
    expect(edge.status).toBe(200);
    expect(edge.body.data.age_type).toBe(0);
  });

  test('a passport that expired on the UTC date before is refused', async () => {
    // 03:00 UTC on 16 June: still 15 June in Los Angeles.
    clock.set(new Date('2025-06-16T03:00:00Z'));
    const late = await save({
      ...adultAnn,
      given_name: 'Late',
      id_card: 'LA1234567',
      id_card_time: '2025-06-15',
    });
    expect(late.status).toBe(422);
    expect(late.body.errors?.[0]?.field).toBe('id_card_time');
  });
});
