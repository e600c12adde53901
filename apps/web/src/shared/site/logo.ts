/** The static logo: plain for the header and footer, style 2 for the login dialog. */
export const LOGO_URL = '/v2/static/logo';
export const LOGIN_LOGO_URL = '/v2/static/logo?style=2';
