/* global document, location, requestAnimationFrame, window */
// Starts the app after the shell's first paint (docs/decisions/008); no inline script (CSP).
(function () {
  'use strict';
  var me = document.currentScript;
  if (!me || !me.dataset.entry) return;
  var data = me.dataset;
  var add = function (tag, attrs) {
    var el = document.createElement(tag);
    Object.keys(attrs).forEach(function (name) {
      el.setAttribute(name, attrs[name]);
    });
    document.head.appendChild(el);
  };
  // A list of paths (space-separated) names this page: a path ending in /* stands for every path
  // it begins, as /hotelDetail/* (decision 029).
  var names = function (paths) {
    return paths.split(' ').some(function (path) {
      var prefix = path.slice(-2) === '/*' && path.slice(0, -1);
      return path === location.pathname || (prefix && location.pathname.indexOf(prefix) === 0);
    });
  };
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    // A results page's search (or a hotel's page's hotel, decision 030) starts from its address at
    // once, beside the entry (decision 027). Its module and what it imports are asked for first,
    // so it runs before the entry has run.
    var search = (data.search || '|').split('|');
    if (names(search[0])) {
      var files = search[1].split(' ');
      add('script', { type: 'module', crossorigin: '', src: files[0] });
      files.slice(1).forEach(function (href) {
        add('link', { rel: 'modulepreload', crossorigin: '', href: href });
      });
    }
    add('script', { type: 'module', crossorigin: '', src: data.entry });
    // A few preloads per task: each one starts a request, and twenty in one task block input.
    var queue = (data.preload || '').split(' ').filter(Boolean);
    // This page's own code too (home's, or a results page's with its search, decision 027).
    // A file marked >: a part shown on screens wider than a phone only (decision 030).
    var wide = !window.matchMedia('(max-width: 47.99em)').matches;
    (data.routes || '').split('|').forEach(function (route) {
      var files = route.split(' ');
      if (names(files[0]))
        files.slice(1).forEach(function (href) {
          if (href.charAt(0) !== '>') queue.push(href);
          else if (wide) queue.push(href.slice(1));
        });
    });
    (function next() {
      queue.splice(0, 4).forEach(function (href) {
        add('link', { rel: 'modulepreload', crossorigin: '', href: href });
      });
      if (queue.length) setTimeout(next, 0);
    })();
  };
  // The top banner painted with the shell (decision 028): its Agree works before the app runs.
  var banner = document.querySelector('#root .shell-banner button');
  if (banner)
    banner.addEventListener('click', function () {
      try {
        window.sessionStorage.setItem('bannerAgreed', '1');
      } catch {
        // Storage refused (private mode): hidden for this page only.
      }
      document.documentElement.setAttribute('data-agreed', '');
    });
  // The service worker (decision 020) after load: its precaching never slows the page.
  if (navigator.serviceWorker)
    window.addEventListener('load', function () {
      navigator.serviceWorker.register('/sw.js');
    });
  // A background tab paints nothing and runs no animation frames: it starts at once.
  if (document.visibilityState === 'hidden') return start();
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  document.addEventListener('visibilitychange', start, { once: true });
})();
