/* global document, requestAnimationFrame */
/*
 * Starts the app once the browser has painted the shell that index.html carries (decision 008).
 * The built index.html names the files on this script's data attributes: data-css (stylesheets),
 * data-preload (modules to fetch alongside) and data-entry (the app's module). None of them is
 * requested before the first paint, so the first paint waits for nothing but the HTML; the
 * app's script runs once its stylesheets have arrived, so it never renders unstyled.
 * A classic external script, because the Content-Security-Policy allows no inline script.
 */
(function () {
  'use strict';
  var me = document.currentScript;
  if (!me || !me.dataset.entry) return;
  var data = me.dataset;
  var list = function (value) {
    return value ? value.split(' ').filter(Boolean) : [];
  };
  var add = function (tag, attrs) {
    var el = document.createElement(tag);
    Object.keys(attrs).forEach(function (name) {
      el.setAttribute(name, attrs[name]);
    });
    document.head.appendChild(el);
    return el;
  };
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    list(data.preload).forEach(function (href) {
      add('link', { rel: 'modulepreload', crossorigin: '', href: href });
    });
    var run = function () {
      add('script', { type: 'module', crossorigin: '', src: data.entry });
    };
    var css = list(data.css);
    var waiting = css.length;
    if (!waiting) return run();
    css.forEach(function (href) {
      var link = add('link', { rel: 'stylesheet', crossorigin: '', href: href });
      link.onload = link.onerror = function () {
        if (--waiting === 0) run();
      };
    });
  };
  // A tab opened in the background paints nothing and runs no animation frames: start at once.
  if (document.visibilityState === 'hidden') return start();
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  document.addEventListener('visibilitychange', start, { once: true });
})();
