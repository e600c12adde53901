import {
  AUTH_MESSAGES as M,
  codeResendWaitMessage,
  deviceSlowedMessage,
  networkSlowedMessage,
  signInSlowedMessage,
} from '@farewise/domain/auth/auth.messages';
import { AppError, tooManyRequests } from '../../shared/app-error.ts';

/** Why a mailed code was not accepted. */
export type CodeProblem = 'missing' | 'expired' | 'wrong' | 'spent';

export const codeTooSoon = (retryAfterSeconds: number) =>
  tooManyRequests(
    codeResendWaitMessage(retryAfterSeconds),
    retryAfterSeconds,
    'auth.code_too_soon',
  );

export const codeNotAccepted = (problem: CodeProblem) => {
  switch (problem) {
    case 'missing':
      return new AppError({ status: 400, code: 'auth.code_missing', msg: M.codeMissing });
    case 'expired':
      return new AppError({ status: 400, code: 'auth.code_expired', msg: M.codeExpired });
    case 'wrong':
      return new AppError({ status: 400, code: 'auth.code_wrong', msg: M.codeWrong });
    case 'spent':
      return new AppError({ status: 429, code: 'auth.code_spent', msg: M.codeSpent });
  }
};

export const codeSendFailed = () =>
  new AppError({ status: 503, code: 'auth.code_send_failed', msg: M.codeSendFailed });

export const emailTaken = () =>
  new AppError({ status: 409, code: 'auth.email_taken', msg: M.emailTaken });

export const invalidCredentials = () =>
  new AppError({ status: 401, code: 'auth.invalid_credentials', msg: M.invalidCredentials });

/** Sign-ins to this e-mail from devices it does not know wait after repeated failures. */
export const signInSlowed = (retryAfterSeconds: number) =>
  tooManyRequests(signInSlowedMessage(retryAfterSeconds), retryAfterSeconds, 'auth.sign_in_slowed');

/** A device known to the e-mail waits after its own repeated failures. */
export const deviceSlowed = (retryAfterSeconds: number) =>
  tooManyRequests(deviceSlowedMessage(retryAfterSeconds), retryAfterSeconds, 'auth.device_slowed');

/** One client address failing on many e-mails waits. */
export const networkSlowed = (retryAfterSeconds: number) =>
  tooManyRequests(
    networkSlowedMessage(retryAfterSeconds),
    retryAfterSeconds,
    'auth.network_slowed',
  );

export const oldPasswordWrong = () =>
  new AppError({
    status: 400,
    code: 'auth.old_password_wrong',
    msg: M.oldPasswordWrong,
    errors: [{ field: 'old_pass', message: M.oldPasswordWrong }],
  });

export const resetFailed = () =>
  new AppError({ status: 400, code: 'auth.reset_failed', msg: M.resetFailed });

export const sessionExpired = () =>
  new AppError({ status: 401, code: 'auth.session_expired', msg: M.sessionExpired });

/** Too many password checks are waiting: the traveller is asked to try again in a moment. */
export const passwordCheckBusy = () =>
  new AppError({
    status: 503,
    code: 'auth.busy',
    msg: M.signInBusy,
    headers: { 'retry-after': '5' },
    data: { retryAfter: 5 },
  });
