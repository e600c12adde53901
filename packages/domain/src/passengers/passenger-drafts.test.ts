import { describe, expect, test, vi } from 'vitest';
import {
  MAX_PASSENGER_DRAFTS,
  PASSENGER_DRAFTS_KEY,
  draftFormValues,
  findPassengerDraft,
  readPassengerDrafts,
  removePassengerDraft,
  savePassengerDraft,
  type DraftStorage,
} from './passenger-drafts.ts';

function memoryStorage(
  initial: Record<string, string> = {},
): DraftStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}
const quietLog = () => ({ warn: vi.fn() });

describe('passenger drafts (SPEC 4 and 9)', () => {
  test('a filled form is restored by type and index', () => {
    const storage = memoryStorage();
    const log = quietLog();
    savePassengerDraft(
      storage,
      { given_name: 'Ann', surname: 'Lee' },
      { type: 'adult', index: 0, now: 1 },
      log,
    );
    savePassengerDraft(storage, { given_name: 'Tom' }, { type: 'child', index: 0, now: 2 }, log);
    expect(draftFormValues(findPassengerDraft(storage, { type: 'adult', index: 0 }, log)!)).toEqual(
      {
        given_name: 'Ann',
        surname: 'Lee',
      },
    );
    expect(findPassengerDraft(storage, { type: 'child', index: 0 }, log)?.given_name).toBe('Tom');
    expect(findPassengerDraft(storage, { type: 'adult', index: 1 }, log)).toBeNull();
    expect(log.warn).not.toHaveBeenCalled();
  });

  test('only forms with a value filled are saved; emptying a form drops its draft', () => {
    const storage = memoryStorage();
    const log = quietLog();
    expect(
      savePassengerDraft(
        storage,
        { given_name: '', sex: null },
        { type: 'adult', index: 0, now: 1 },
        log,
      ),
    ).toEqual([]);
    expect(storage.data.has(PASSENGER_DRAFTS_KEY)).toBe(false);
    savePassengerDraft(storage, { given_name: 'Ann' }, { type: 'adult', index: 0, now: 2 }, log);
    savePassengerDraft(storage, { given_name: '' }, { type: 'adult', index: 0, now: 3 }, log);
    expect(readPassengerDrafts(storage, log)).toEqual([]);
  });

  test('at most 5 drafts are kept, newest first; saving a slot again replaces it', () => {
    const storage = memoryStorage();
    const log = quietLog();
    for (let i = 0; i < 7; i++)
      savePassengerDraft(
        storage,
        { given_name: `P${i}` },
        { type: 'adult', index: i, now: i },
        log,
      );
    savePassengerDraft(storage, { given_name: 'Again' }, { type: 'adult', index: 4, now: 10 }, log);
    const drafts = readPassengerDrafts(storage, log);
    expect(drafts).toHaveLength(MAX_PASSENGER_DRAFTS);
    expect(drafts.map((d) => d.given_name)).toEqual(['Again', 'P6', 'P5', 'P3', 'P2']);
  });

  test('stored data that is not JSON is discarded and logged', () => {
    const storage = memoryStorage({ [PASSENGER_DRAFTS_KEY]: '{oops' });
    const log = quietLog();
    expect(readPassengerDrafts(storage, log)).toEqual([]);
    expect(storage.data.has(PASSENGER_DRAFTS_KEY)).toBe(false);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  test('corrupt entries are dropped and the good ones kept', () => {
    const good = { given_name: 'Ann', _timestamp: 5, _type: 'adult', _index: 0 };
    const stored = [
      good,
      { given_name: 'X', _type: 'baby', _index: 0, _timestamp: 1 },
      'nope',
      { _timestamp: 'x' },
    ];
    const storage = memoryStorage({ [PASSENGER_DRAFTS_KEY]: JSON.stringify(stored) });
    const log = quietLog();
    expect(readPassengerDrafts(storage, log)).toEqual([good]);
    expect(JSON.parse(storage.data.get(PASSENGER_DRAFTS_KEY)!)).toEqual([good]);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  test('a list that is not a list is discarded', () => {
    const storage = memoryStorage({ [PASSENGER_DRAFTS_KEY]: '{"a":1}' });
    const log = quietLog();
    expect(readPassengerDrafts(storage, log)).toEqual([]);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  test('a storage that throws loses the draft, not the page', () => {
    const log = quietLog();
    const broken: DraftStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(() =>
      savePassengerDraft(broken, { given_name: 'Ann' }, { type: 'adult', index: 0, now: 1 }, log),
    ).not.toThrow();
    expect(log.warn).toHaveBeenCalledOnce();
  });

  test('a draft can be removed after the booking is made', () => {
    const storage = memoryStorage();
    const log = quietLog();
    savePassengerDraft(storage, { given_name: 'Ann' }, { type: 'adult', index: 0, now: 1 }, log);
    removePassengerDraft(storage, { type: 'adult', index: 0 }, log);
    expect(readPassengerDrafts(storage, log)).toEqual([]);
  });
});
