import { BANNER_LINK_TEXT, BANNER_TEXT } from '@farewise/domain/site/consent-banner';
import { agreeToBanner } from './layout/consent-banner';
import { paintedHotel } from '../shared/ui/painted-hotel';
import { paintedHotelList } from '../shared/ui/painted-hotel-list';

/**
 * The hero art the server painted into the shell (index.html, decision 008), read once as the
 * app starts, before React replaces the shell: present on home only, and already an inline
 * picture, so showing it again costs no download.
 */
const paintedHero =
  typeof document === 'undefined'
    ? null
    : (document.querySelector('#root .shell-hero img')?.getAttribute('src') ?? null);

/** Whether the server painted the consent banner (decision 028). */
const paintedBanner =
  typeof document !== 'undefined' && !!document.querySelector('#root .shell-banner');

/** Whether the server painted the results pages' skeleton (decision 027). */
const paintedResults =
  typeof document !== 'undefined' && !!document.querySelector('#root .shell-results');

/**
 * What the router shows while the first page's code is still loading (its HydrateFallback):
 * the same shell the server painted, so the screen stays as it was until the page is ready,
 * instead of going blank. The classes are styled by index.html's own inline style.
 */
export function StartShell() {
  return (
    <>
      {paintedBanner && (
        // Hidden by index.html's style once agreed (html[data-agreed]).
        <section className="shell-banner" aria-label="Cookies and terms">
          <div className="shell-inner">
            <p>
              {BANNER_TEXT} <a href="/terms">{BANNER_LINK_TEXT}</a>.
            </p>
            <button type="button" onClick={agreeToBanner}>
              Agree
            </button>
          </div>
        </section>
      )}
      <div className="shell-header">
        <div className="shell-inner">
          <img src="/v2/static/logo" alt="Farewise" width={168} height={40} />
        </div>
      </div>
      {paintedHero && (
        <div className="shell-hero">
          <img src={paintedHero} alt="" width={1440} height={360} />
        </div>
      )}
      {paintedResults && (
        <div className="shell-results" aria-busy="true">
          <div className="bar" />
          <div className="line" />
          <div className="line short" />
          <div className="card" />
          <div className="card" />
          <div className="card" />
        </div>
      )}
      {paintedHotelList && (
        <div className="shell-hotels" aria-busy="true">
          <div className="sum">
            <p data-summary>{paintedHotelList.summary}</p>
            <span />
          </div>
          <div className="bar" />
          <div className="tools">
            <div>
              <h1 data-title>{paintedHotelList.title}</h1>
              <p data-stay>{paintedHotelList.stay}</p>
            </div>
            <div className="ctl">
              <span className="filters" />
              <span className="sort" />
            </div>
          </div>
          <div className="row">
            <span className="track" />
            <span className="seg" />
          </div>
          <div className="card">
            <img src={paintedHotelList.photo} alt="" width={341} height={180} />
          </div>
        </div>
      )}
      {paintedHotel && (
        <div className="shell-hotel" aria-busy="true">
          <div className="back" />
          <img src={paintedHotel.photo} alt="" width={343} height={200} />
          <div className="line" />
        </div>
      )}
    </>
  );
}
