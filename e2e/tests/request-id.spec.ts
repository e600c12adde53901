import { expect, test } from '@playwright/test';
import { violations } from '../support/axe.ts';
import { uniqueEmail } from '../support/mailbox.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test("a failed call's toast shows its reference, the id the server logged and answered in X-Request-Id", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log In' }).first().click();
  const login = page.getByRole('dialog', { name: 'Welcome' });
  await login.getByLabel('Email').fill(uniqueEmail('nobody'));
  await login.getByLabel('Password', { exact: true }).fill('Wrong2026x');

  const answered = page.waitForResponse((r) => r.url().includes('/v3/login'));
  await login.getByRole('button', { name: 'Log In' }).click();
  const response = await answered;
  expect(response.status()).toBe(401);
  const id = response.headers()['x-request-id'];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(((await response.json()) as { requestId?: string }).requestId).toBe(id);

  const reference = page.getByTestId('error-reference');
  await expect(reference).toContainText(`Reference: ${id}`);
  await expect(page.getByTestId('error-reference-id')).toHaveText(id!);
  await reference.getByRole('button', { name: 'Copy the reference' }).click();
  await expect(reference.getByRole('button', { name: 'Reference copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id);

  // At 375 px the reference wraps inside the toast, and the toast passes axe.
  await page.setViewportSize({ width: 375, height: 800 });
  await reference.hover(); // a hovered toast stays open
  const box = await reference.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  expect(await violations(page, '.mantine-Notifications-root')).toEqual([]);
});
