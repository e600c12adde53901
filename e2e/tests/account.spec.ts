import { expect, test } from '@playwright/test';
import { mailCount, readMailedCode, uniqueEmail } from '../support/mailbox.ts';

test('a new traveller registers with a mailed code, signs out, signs in and resets the password', async ({
  page,
}) => {
  const email = uniqueEmail('newcomer');
  const password = 'Travel2026';
  await page.goto('/');

  // Register: open the login dialog, switch to Create an Account.
  await page.getByRole('button', { name: 'Log In' }).first().click();
  const login = page.getByRole('dialog', { name: 'Welcome' });
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'Create an Account' }).click();
  const register = page.getByRole('dialog', { name: /create an account|register/i });
  await expect(register).toBeVisible();
  await register.getByLabel('Email').fill(email);
  const before = await mailCount(email);
  await register.getByRole('button', { name: 'Get Code' }).click();
  // The button counts down 60 seconds and cannot be pressed again meanwhile.
  await expect(register.getByRole('button', { name: /\d+\s*s/ })).toBeDisabled();
  const code = await readMailedCode(email, before);
  await register.getByLabel('Verification code').fill(code);
  await register.getByLabel('Password', { exact: true }).fill(password);
  await register.getByLabel('Re-enter password').fill(password);
  await register.getByRole('button', { name: /register|create account|sign up/i }).click();

  // Signed in: the user popover carries the e-mail.
  const userButton = page.getByRole('button', {
    name: new RegExp(email.replace(/[.+]/g, '\\$&'), 'i'),
  });
  await expect(userButton).toBeVisible();
  // The toast agrees with the header: signed in, not asked to log in.
  await expect(page.getByText('Registration successful. You are now logged in.')).toBeVisible();
  await expect(page.getByText(/Please log in/)).toHaveCount(0);
  await userButton.click();
  await expect(
    page
      .getByRole('menuitem', { name: 'My Trips' })
      .or(page.getByRole('link', { name: 'My Trips' }))
      .first(),
  ).toBeVisible();
  await page
    .getByRole('menuitem', { name: 'Log out' })
    .or(page.getByRole('button', { name: 'Log out' }))
    .first()
    .click();
  await expect(page.getByText('Exit successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log In' }).first()).toBeVisible();

  // Log in again.
  await page.getByRole('button', { name: 'Log In' }).first().click();
  const again = page.getByRole('dialog', { name: 'Welcome' });
  await again.getByLabel('Email').fill(email);
  await again.getByLabel('Password', { exact: true }).fill(password);
  await again.getByRole('button', { name: 'Log In' }).click();
  await expect(userButton).toBeVisible();

  // Log out, then retrieve the password with a new mailed code.
  await userButton.click();
  await page
    .getByRole('menuitem', { name: 'Log out' })
    .or(page.getByRole('button', { name: 'Log out' }))
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Log In' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Log In' }).first().click();
  await page
    .getByRole('dialog', { name: 'Welcome' })
    .getByRole('button', { name: 'Forgot Password?' })
    .click();
  const retrieve = page.getByRole('dialog', { name: 'Retrieve Password' });
  await expect(retrieve).toBeVisible();
  await retrieve.getByLabel('Email').fill(email);
  const beforeReset = await mailCount(email);
  await retrieve.getByRole('button', { name: 'Get Code' }).click();
  const resetCode = await readMailedCode(email, beforeReset);
  const newPassword = 'Journey2027';
  await retrieve.getByLabel('Verification code').fill(resetCode);
  await retrieve.getByLabel('New password', { exact: true }).fill(newPassword);
  await retrieve.getByLabel('Re-enter password').fill(newPassword);
  await retrieve.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('Password has been reset successfully. Please log in.'),
  ).toBeVisible();

  // The new password works.
  const welcome = page.getByRole('dialog', { name: 'Welcome' });
  if (!(await welcome.isVisible()))
    await page.getByRole('button', { name: 'Log In' }).first().click();
  await welcome.getByLabel('Email').fill(email);
  await welcome.getByLabel('Password', { exact: true }).fill(newPassword);
  await welcome.getByRole('button', { name: 'Log In' }).click();
  await expect(userButton).toBeVisible();
});

test('the register form shows the field messages of the specification', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log In' }).first().click();
  await page
    .getByRole('dialog', { name: 'Welcome' })
    .getByRole('button', { name: 'Create an Account' })
    .click();
  const register = page.getByRole('dialog', { name: /create an account|register/i });
  await register.getByLabel('Email').fill('not-an-email');
  await register.getByRole('button', { name: 'Get Code' }).click();
  await expect(register.getByText('Please fill in the correct email address')).toBeVisible();
  await register.getByLabel('Password', { exact: true }).fill('abcdef');
  await register.getByLabel('Re-enter password').fill('abcdeg');
  await register.getByRole('button', { name: /register|create account|sign up/i }).click();
  await expect(
    register.getByText('Password at least 6 characters (including letters and numbers)'),
  ).toBeVisible();
  await expect(register.getByText('Please enter the verification code')).toBeVisible();
});
