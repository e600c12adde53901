import type {
  ActivityItemBody,
  ActivityListBody,
} from '@farewise/domain/activities/activity.schemas';

/** Query keys of the activities feature's pages (the home tab's city calls spell theirs in get-cities.ts). */
export const activityKeys = {
  all: ['activities'] as const,
  classify: (cityId: string, date: string) =>
    [...activityKeys.all, 'classify', cityId, date] as const,
  list: (body: ActivityListBody) => [...activityKeys.all, 'list', body] as const,
  item: (body: ActivityItemBody) => [...activityKeys.all, 'item', body] as const,
  order: (orderNo: string) => [...activityKeys.all, 'order', orderNo] as const,
};
