/** Field and toast messages of SPEC sections 5 and 8 for sign-in, registration and reset. */
export const AUTH_MESSAGES = {
  emailRequired: 'Enter a valid Email',
  emailInvalid: 'This email address appears to be incorrect.',
  emailForCode: 'Please fill in the correct email address',
  passwordRequired: 'Please enter a password',
  passwordRule: 'Password at least 6 characters (including letters and numbers)',
  passwordTooLong: 'Password can be at most 128 characters',
  confirmRequired: 'Please re-enter the password',
  confirmEmpty: 'Please enter your password again',
  confirmMismatch: 'Two input password is inconsistent!',
  codeRequired: 'Please enter the verification code',
  codeFormat: 'The verification code is the 6 digits we sent to your email',
  registerFailed: 'Registration failed. Please contact support.',
  /** SPEC 8's default for a register success: shown only when the register answer signs no one in. */
  registerSucceeded: 'Registration successful. Please log in.',
  /** The server's msg for a register that signs the new traveller in (SPEC 4), so the toast is true. */
  registerSignedIn: 'Registration successful. You are now logged in.',
  resetFailed: 'Password reset failed. Please contact support.',
  resetSucceeded: 'Password has been reset successfully. Please log in.',
  logoutSucceeded: 'Exit successfully',
  loginSucceeded: 'Login successful',
  invalidCredentials: 'The email or password is incorrect.',
  oldPasswordRequired: 'Please enter your current password',
  oldPasswordWrong: 'The current password is incorrect.',
  samePassword: 'The new password must be different from the current one',
  passwordChanged: 'Password changed. Other devices have been signed out.',
  codeUseInvalid: "use must be '1' (register) or '2' (reset password)",
  codeSent: 'The verification code has been sent to your email.',
  /** The same answer whether or not an account exists, so the reset form reveals no accounts. */
  resetCodeSent: 'If an account exists for this email, we have sent a verification code to it.',
  codeCorrect: 'The verification code is correct.',
  codeWrong: 'The verification code is incorrect.',
  codeExpired: 'The verification code has expired. Please request a new one.',
  codeSpent: 'Too many wrong codes. Please request a new code.',
  codeMissing: 'Please get a verification code first.',
  codeSendFailed: 'We could not send the email. Please try again in a moment.',
  emailTaken: 'This email is already registered. Please log in.',
  loginRequired: 'Please log in first.',
  sessionExpired: 'Your session has expired. Please log in again.',
  signInBusy: 'We are busy checking passwords right now. Please try again in a few seconds.',
} as const;

/** 429 answer to a second code request within the countdown. */
export function codeResendWaitMessage(seconds: number): string {
  return `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting another code.`;
}

/** A wait in words: '45 seconds', '1 minute', '15 minutes' (a part minute counts as a whole one). */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * 429 answers while sign-ins are slowed after failures (OWASP: slow the guesser, do not lock the
 * owner out). An e-mail's failures from devices that have not signed in to it before slow only
 * such devices, so the owner's usual device still gets in; a device's own failures slow it.
 */
export function signInSlowedMessage(seconds: number): string {
  return `Too many failed sign-ins for this email. Please wait ${waitInWords(seconds)} and try again, or reset your password. A device you have signed in on before can still sign in.`;
}
export function deviceSlowedMessage(seconds: number): string {
  return `Too many failed sign-ins on this device. Please wait ${waitInWords(seconds)} and try again, or reset your password.`;
}
export function networkSlowedMessage(seconds: number): string {
  return `Too many failed sign-ins from your network. Please wait ${waitInWords(seconds)} and try again.`;
}

/** 429 answer when one network sends too many registrations or password resets. */
export function accountRequestsLimitedMessage(seconds: number): string {
  return `Too many requests from your network. Please try again in ${waitInWords(seconds)}.`;
}

/** 429 answer when one network sends too many sign-in attempts. */
export function loginRateLimitedMessage(seconds: number): string {
  return `Too many sign-in attempts. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}
