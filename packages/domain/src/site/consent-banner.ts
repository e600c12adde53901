/** The session storage key of the top banner's Agree (SPEC 2.2: agreed for the browser session). */
export const BANNER_AGREED_KEY = 'bannerAgreed';

/**
 * The one inline script of index.html (decision 028). The top banner is painted with the shell,
 * before any script has loaded; this runs first, in the head, and marks the page when this
 * session has already agreed, so the painted banner stays hidden. The server's
 * Content-Security-Policy allows exactly this text, by its hash.
 */
export const BANNER_AGREED_CHECK =
  `try{if(sessionStorage.getItem('${BANNER_AGREED_KEY}')==='1')` +
  `document.documentElement.setAttribute('data-agreed','')}catch(e){}`;

/** The banner's words (SPEC 2.2), before its link to the Terms and Conditions and a full stop. */
export const BANNER_TEXT =
  'By continuing to use Farewise you agree to our Privacy Policy, our use of cookies and our';
export const BANNER_LINK_TEXT = 'Terms and Conditions';
