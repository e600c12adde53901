import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CitySuggestions } from '@farewise/domain/flights/city-suggestion.schemas';
import { CITY_SUGGESTION_MESSAGES } from '@farewise/domain/flights/city-suggestion.rules';
import { call, makeApp } from '../../../test/helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(async () => {
  await app.close();
});

describe('GET /v2/ticket/getCity', () => {
  test('answers the three suggestion groups in the envelope', async () => {
    const res = await call<CitySuggestions>(app, {
      method: 'GET',
      url: '/v2/ticket/getCity?query=lon',
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data.citylist[0]).toMatchObject({
      cityCode: 'LON',
      cityName: 'London',
      countryName: 'United Kingdom',
    });
    expect(res.body.data.citylist[0]?.children.map((a) => a.airportCode)).toContain('LHR');
    expect(Array.isArray(res.body.data.airportlist)).toBe(true);
    expect(Array.isArray(res.body.data.countrylist)).toBe(true);
  });

  test('an exact code is the first airport', async () => {
    const res = await call<CitySuggestions>(app, {
      method: 'GET',
      url: '/v2/ticket/getCity?query=LHR',
    });
    expect(res.body.data.airportlist[0]?.airportName).toBe('London Heathrow Airport');
  });

  test("'new y' puts New York with its airports first, 'tok' Tokyo", async () => {
    const newYork = await call<CitySuggestions>(app, {
      method: 'GET',
      url: '/v2/ticket/getCity?query=new%20y',
    });
    expect(newYork.body.data.citylist[0]).toMatchObject({ cityCode: 'NYC', cityName: 'New York' });
    expect(newYork.body.data.citylist[0]?.children.map((a) => a.airportCode)).toEqual(
      expect.arrayContaining(['JFK', 'LGA', 'EWR']),
    );
    const tokyo = await call<CitySuggestions>(app, {
      method: 'GET',
      url: '/v2/ticket/getCity?query=tok',
    });
    expect(tokyo.body.data.citylist[0]).toMatchObject({ cityCode: 'TYO', cityName: 'Tokyo' });
    expect(tokyo.body.data.citylist[0]?.children.map((a) => a.airportCode)).toEqual(
      expect.arrayContaining(['HND', 'NRT']),
    );
  });

  test('one character is refused with a readable message', async () => {
    const res = await call(app, { method: 'GET', url: '/v2/ticket/getCity?query=l' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toBe(CITY_SUGGESTION_MESSAGES.queryTooShort);
    expect(res.body.errors?.[0]?.field).toBe('query');
  });

  test('a missing query is refused the same way', async () => {
    const res = await call(app, { method: 'GET', url: '/v2/ticket/getCity' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(CITY_SUGGESTION_MESSAGES.queryTooShort);
  });

  test('no match gives empty lists, not an error', async () => {
    const res = await call<CitySuggestions>(app, {
      method: 'GET',
      url: '/v2/ticket/getCity?query=zz',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ airportlist: [], citylist: [], countrylist: [] });
  });
});
