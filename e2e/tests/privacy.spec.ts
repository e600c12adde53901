import { expect, test } from '@playwright/test';
import { checkWidths } from '../support/axe.ts';

test("the footer's Privacy link opens the privacy page, listing the server's retention periods; axe finds nothing at 1280 and 375 px", async ({
  page,
}) => {
  const periods = (await (await page.request.get('/v2/static/retention')).json()).data.days;
  await page.goto('/aboutUs');
  await page.locator('footer').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  const list = page.getByRole('region', { name: 'How long we keep it' }).getByRole('listitem');
  await expect(list).toHaveCount(8);
  await expect(list.first()).toContainText(`${periods.mailBodies} days after it was sent`);
  await expect(list.last()).toContainText(`${periods.closedCasePictures} days after the case`);
  await checkWidths(page, 'privacy');
});
