// What the layout and home page, drawn without Mantine and TanStack Query (decision 034), load in
// one go when a part of the page first needs them: the providers, and the two screens the router
// shows outside any page (an error, the log-in guard), so an error can be shown even after a
// deploy has removed the old build's files, once the libraries are in.
export { Providers, sharedQueryClient } from './providers';
export { RouteError } from './route-error';
export { RequireLogin } from './require-login';
