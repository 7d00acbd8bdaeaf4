/* Links and history steps within one page stay the browser's (site helper).
 * Material's instant navigation handles every link into the site, a heading of the same page included, and fetches
 * and re-renders the page for the first one it sees (its location stream starts empty) and for Back/Forward
 * between a page's anchors: the live card tables, lessons and score pads would be replaced by fresh ones and the
 * game in hand lost. A link to an anchor of the page itself therefore gets target="_self" (Material leaves links
 * with a target to the browser, which only scrolls, as site-lang.js does for the language links), and a history
 * step that stays on the page is not passed on to Material. Loaded in the head (overrides/main.html), before
 * Material's bundle: a window's listeners run in the order they were added, so this one comes first. */
(function () {
  "use strict";
  var path = location.pathname;
  document.addEventListener("click", function (ev) {
    var a = ev.target instanceof Element ? ev.target.closest("a[href]") : null;
    if (!a || a.target || a.hasAttribute("download")) return;
    var url = new URL(a.href, location.href);
    if (url.hash && url.origin === location.origin && url.pathname === location.pathname && url.search === location.search) {
      a.target = "_self";
    }
  }, true);
  window.addEventListener("popstate", function (ev) {
    if (location.pathname === path) ev.stopImmediatePropagation();
  }, true);
  // the page Material's instant navigation has shown last (its document$ exists once the bundle has run)
  document.addEventListener("DOMContentLoaded", function () {
    if (window.document$ && typeof window.document$.subscribe === "function") {
      window.document$.subscribe(function () { path = location.pathname; });
    }
  });
})();
