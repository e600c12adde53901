// The auth module's public face besides its services (decision 021): what the auth plugin needs
// to read a request's bearer token and say that its session expired; and what the account's
// deletion (users/account-data.service.ts) answers when its mailed code is refused or not sent.
export {
  codeNotAccepted,
  codeSendFailed,
  sessionExpired,
  type CodeProblem,
} from './auth.errors.ts';
export { bearerToken } from './session-token.ts';
export { codeMail } from './code-mail.ts';
