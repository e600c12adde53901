// The auth module's public face besides its services (decision 021): what the auth plugin needs
// to read a request's bearer token and say that its session expired.
export { sessionExpired } from './auth.errors.ts';
export { bearerToken } from './session-token.ts';
