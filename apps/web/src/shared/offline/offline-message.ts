/** What a page that needs the network says when the browser has no connection (decision 020). */
export const OFFLINE_MESSAGE = 'You are offline: this needs an internet connection.';
