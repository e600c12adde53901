import { describe, expect, test } from 'vitest';
import {
  AUTH_MESSAGES,
  codeResendWaitMessage,
  deviceSlowedMessage,
  networkSlowedMessage,
  signInSlowedMessage,
} from './auth.messages.ts';
import {
  MAIL_CODE_COUNTDOWN_SECONDS,
  MAIL_CODE_MAX_ATTEMPTS,
  MAIL_CODE_TTL_MINUTES,
  TOKEN_TTL_DAYS,
  confirmPasswordError,
  emailError,
  emailForCodeError,
  loginPasswordError,
  mailCodeError,
  newPasswordError,
  normaliseEmail,
  oldPasswordError,
  samePasswordError,
} from './auth.rules.ts';
import {
  changePasswordBody,
  getMailCodeBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  verifyMailCodeBody,
} from './auth.schemas.ts';

/** The messages a schema gives, by field. */
function issues(
  schema: {
    safeParse(v: unknown): {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('SPEC 5 and 8 messages are spelled exactly', () => {
  test.each([
    ['passwordRequired', 'Please enter a password'],
    ['passwordRule', 'Password at least 6 characters (including letters and numbers)'],
    ['confirmRequired', 'Please re-enter the password'],
    ['confirmEmpty', 'Please enter your password again'],
    ['confirmMismatch', 'Two input password is inconsistent!'],
    ['codeRequired', 'Please enter the verification code'],
    ['emailForCode', 'Please fill in the correct email address'],
    ['emailRequired', 'Enter a valid Email'],
    ['emailInvalid', 'This email address appears to be incorrect.'],
    ['registerFailed', 'Registration failed. Please contact support.'],
    ['registerSucceeded', 'Registration successful. Please log in.'],
    ['resetFailed', 'Password reset failed. Please contact support.'],
    ['resetSucceeded', 'Password has been reset successfully. Please log in.'],
    ['logoutSucceeded', 'Exit successfully'],
  ] as const)('%s is %j', (key, text) => {
    expect(AUTH_MESSAGES[key]).toBe(text);
  });

  test('the account messages the server answers with', () => {
    expect(AUTH_MESSAGES.invalidCredentials).toBe('The email or password is incorrect.');
    expect(AUTH_MESSAGES.loginSucceeded).toBe('Login successful');
    expect(AUTH_MESSAGES.registerSignedIn).toBe('Registration successful. You are now logged in.');
    expect(AUTH_MESSAGES.codeWrong).toBe('The verification code is incorrect.');
    expect(AUTH_MESSAGES.codeExpired).toBe(
      'The verification code has expired. Please request a new one.',
    );
    expect(AUTH_MESSAGES.codeSpent).toBe('Too many wrong codes. Please request a new code.');
    expect(AUTH_MESSAGES.codeMissing).toBe('Please get a verification code first.');
    expect(AUTH_MESSAGES.emailTaken).toBe('This email is already registered. Please log in.');
    expect(AUTH_MESSAGES.oldPasswordWrong).toBe('The current password is incorrect.');
    expect(AUTH_MESSAGES.loginRequired).toBe('Please log in first.');
    expect(AUTH_MESSAGES.sessionExpired).toBe('Your session has expired. Please log in again.');
  });

  test('wait and lock messages name the time left', () => {
    expect(codeResendWaitMessage(42)).toBe(
      'Please wait 42 seconds before requesting another code.',
    );
    expect(codeResendWaitMessage(1)).toBe('Please wait 1 second before requesting another code.');
    expect(signInSlowedMessage(30)).toBe(
      'Too many failed sign-ins for this email. Please wait 30 seconds and try again, or reset your password. A device you have signed in on before can still sign in.',
    );
    expect(deviceSlowedMessage(61)).toBe(
      'Too many failed sign-ins on this device. Please wait 2 minutes and try again, or reset your password.',
    );
    expect(networkSlowedMessage(60)).toBe(
      'Too many failed sign-ins from your network. Please wait 1 minute and try again.',
    );
  });

  test('the code constants of SPEC 9 and the account decisions', () => {
    expect(MAIL_CODE_COUNTDOWN_SECONDS).toBe(60);
    expect(MAIL_CODE_TTL_MINUTES).toBe(10);
    expect(MAIL_CODE_MAX_ATTEMPTS).toBe(5);
    expect(TOKEN_TTL_DAYS).toBe(30);
  });
});

describe('the email rule', () => {
  test('an empty or blank address is required', () => {
    expect(emailError('')).toBe(AUTH_MESSAGES.emailRequired);
    expect(emailError('   ')).toBe(AUTH_MESSAGES.emailRequired);
    expect(emailError(undefined)).toBe(AUTH_MESSAGES.emailRequired);
    expect(emailError(null)).toBe(AUTH_MESSAGES.emailRequired);
  });

  test.each([
    'plainaddress',
    'a@b',
    'a@b.c',
    'two@@example.com',
    'sp ace@example.com',
    'a@example.com.',
    '@example.com',
  ])('%j is not an address', (value) => {
    expect(emailError(value)).toBe(AUTH_MESSAGES.emailInvalid);
  });

  test.each([
    'ann@example.com',
    'Ann.Lee+trips@mail.example.co.uk',
    " o'neil@example.org ",
    'x_y-z@sub-domain.example.travel',
  ])('%j is an address', (value) => {
    expect(emailError(value)).toBeNull();
  });

  test('an address longer than 254 characters is refused', () => {
    expect(emailError(`${'a'.repeat(250)}@example.com`)).toBe(AUTH_MESSAGES.emailInvalid);
  });

  test('getting a code needs a valid-looking address, with its own message', () => {
    expect(emailForCodeError('')).toBe('Please fill in the correct email address');
    expect(emailForCodeError('nope')).toBe('Please fill in the correct email address');
    expect(emailForCodeError('ann@example.com')).toBeNull();
  });

  test('addresses are compared trimmed and lower-cased', () => {
    expect(normaliseEmail('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
  });
});

describe('the password rules', () => {
  test('login only needs a password typed', () => {
    expect(loginPasswordError('')).toBe('Please enter a password');
    expect(loginPasswordError(undefined)).toBe('Please enter a password');
    expect(loginPasswordError('x')).toBeNull();
  });

  test('a new password is required', () => {
    expect(newPasswordError('')).toBe('Please enter a password');
    expect(newPasswordError(null)).toBe('Please enter a password');
  });

  test.each(['abc12', 'abcdef', '123456', '      ', '!!!!!!!'])(
    '%j breaks the 6-with-letters-and-numbers rule',
    (value) => {
      expect(newPasswordError(value)).toBe(
        'Password at least 6 characters (including letters and numbers)',
      );
    },
  );

  test.each(['abc123', 'A1bcde', 'pass word 9', 'Ünïcode1'])('%j passes', (value) => {
    expect(newPasswordError(value)).toBeNull();
  });

  test('a password longer than 128 characters is refused', () => {
    expect(newPasswordError(`a1${'x'.repeat(126)}`)).toBeNull();
    expect(newPasswordError(`a1${'x'.repeat(127)}`)).toBe(AUTH_MESSAGES.passwordTooLong);
  });

  test('the re-entered password: untouched, blank, different, same', () => {
    expect(confirmPasswordError(undefined, 'abc123')).toBe('Please re-enter the password');
    expect(confirmPasswordError('', 'abc123')).toBe('Please re-enter the password');
    expect(confirmPasswordError('   ', 'abc123')).toBe('Please enter your password again');
    expect(confirmPasswordError('abc124', 'abc123')).toBe('Two input password is inconsistent!');
    expect(confirmPasswordError('abc123', 'abc123')).toBeNull();
  });

  test('changing the password needs the current one and a different new one', () => {
    expect(oldPasswordError('')).toBe(AUTH_MESSAGES.oldPasswordRequired);
    expect(oldPasswordError('old1pass')).toBeNull();
    expect(samePasswordError('abc123', 'abc123')).toBe(AUTH_MESSAGES.samePassword);
    expect(samePasswordError('abc124', 'abc123')).toBeNull();
  });
});

describe('the verification code rule', () => {
  test('the code is required', () => {
    expect(mailCodeError('')).toBe('Please enter the verification code');
    expect(mailCodeError(undefined)).toBe('Please enter the verification code');
    expect(mailCodeError('  ')).toBe('Please enter the verification code');
  });

  test.each(['12345', '1234567', '12a456', 12345, 123456.5])('%j is not six digits', (value) => {
    expect(mailCodeError(value)).toBe(AUTH_MESSAGES.codeFormat);
  });

  test('six digits pass as a string or a number', () => {
    expect(mailCodeError('482913')).toBeNull();
    expect(mailCodeError(482913)).toBeNull();
  });
});

describe('the request schemas use the same rules', () => {
  test('login: mail and password, with the form messages when missing', () => {
    expect(issues(loginBody, {})).toEqual({
      mail: AUTH_MESSAGES.emailRequired,
      password: 'Please enter a password',
    });
    expect(issues(loginBody, { mail: 'nope', password: '' })).toEqual({
      mail: AUTH_MESSAGES.emailInvalid,
      password: 'Please enter a password',
    });
    expect(loginBody.parse({ mail: ' Ann@Example.com ', password: 'x' })).toEqual({
      mail: 'ann@example.com',
      password: 'x',
    });
  });

  test('register: email, password rule and a numeric or string code', () => {
    expect(issues(registerBody, { email: 'ann@example.com', password: 'abcdef' })).toEqual({
      password: 'Password at least 6 characters (including letters and numbers)',
      code: 'Please enter the verification code',
    });
    expect(
      registerBody.parse({ email: 'ann@example.com', password: 'abc123', code: 482913 }).code,
    ).toBe('482913');
    expect(
      registerBody.parse({ email: 'ann@example.com', password: 'abc123', code: '482913' }).code,
    ).toBe('482913');
  });

  test('reset: the new password follows the register rule', () => {
    expect(
      issues(resetPasswordBody, { email: 'ann@example.com', new_pass: '123456', code: 482913 }),
    ).toEqual({
      new_pass: 'Password at least 6 characters (including letters and numbers)',
    });
  });

  test('getMailCode: a wrong address gets the code message; use is 1 or 2', () => {
    expect(issues(getMailCodeBody, { email: 'nope', use: '3' })).toEqual({
      email: 'Please fill in the correct email address',
      use: AUTH_MESSAGES.codeUseInvalid,
    });
    expect(getMailCodeBody.parse({ email: 'Ann@example.com', use: '1' })).toEqual({
      email: 'ann@example.com',
      lang: 'en',
      use: '1',
    });
  });

  test('verifyMailCode: email, code and use', () => {
    expect(issues(verifyMailCodeBody, { email: 'ann@example.com', use: '2' })).toEqual({
      code: 'Please enter the verification code',
    });
  });

  test('changePass: current password required; the new one follows the rule and differs', () => {
    expect(issues(changePasswordBody, { new_pass: 'abc123' })).toEqual({
      old_pass: AUTH_MESSAGES.oldPasswordRequired,
    });
    expect(issues(changePasswordBody, { old_pass: 'abc123', new_pass: 'abc123' })).toEqual({
      new_pass: AUTH_MESSAGES.samePassword,
    });
    expect(issues(changePasswordBody, { old_pass: 'abc123', new_pass: 'short' })).toEqual({
      new_pass: 'Password at least 6 characters (including letters and numbers)',
    });
  });
});
