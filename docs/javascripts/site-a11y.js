/* Accessibility touches for Material's page chrome (site helper), checked by axe-core in tests/browser.
 * A table that scrolls sideways must be reachable by keyboard (axe scrollable-region-focusable): each wide table
 * wrapper becomes a named, focusable region. A ResizeObserver re-checks a wrapper whenever its box changes (a
 * turned phone, a resized window), in the same frame as the layout: a debounced resize handler left a table that
 * had just become wide unreachable for a while. Tables added later (instant navigation, a widget's table) are
 * found by a MutationObserver. (The search dialog and the loading bar get their names in overrides/partials/.)
 * No inline script: CSP. */
(function () {
  "use strict";
  var SELECTOR = ".md-typeset__scrollwrap, .md-typeset table.troggu-table, .highlight-ipynb, .jp-OutputArea-output pre";

  function label(el) {
    var en = (document.documentElement.lang || "de").indexOf("en") === 0;
    if (el.matches("table, .md-typeset__scrollwrap")) return en ? "Table, scrolls sideways" : "Tabelle, seitwärts verschiebbar";
    return en ? "Code, scrolls sideways" : "Code, seitwärts verschiebbar";
  }

  function apply(el) {
    var wide = el.scrollWidth > el.clientWidth + 1;
    if (wide && !el.hasAttribute("tabindex")) {
      el.setAttribute("tabindex", "0");
      el.setAttribute("role", "region");
      el.setAttribute("aria-label", label(el));
      el.setAttribute("data-troggu-scroll", "");
    } else if (!wide && el.hasAttribute("data-troggu-scroll")) {
      el.removeAttribute("tabindex");
      el.removeAttribute("role");
      el.removeAttribute("aria-label");
      el.removeAttribute("data-troggu-scroll");
    }
  }

  var sizes = typeof ResizeObserver === "function"
    ? new ResizeObserver(function (entries) { for (var i = 0; i < entries.length; i++) apply(entries[i].target); })
    : null;
  var watched = typeof WeakSet === "function" ? new WeakSet() : null;

  // every wrapper in root (an element or the document): checked now, and watched from now on
  function scan(root) {
    var els = root.querySelectorAll(SELECTOR);
    var all = root.nodeType === 1 && root.matches(SELECTOR) ? [root].concat(Array.prototype.slice.call(els)) : els;
    for (var i = 0; i < all.length; i++) {
      apply(all[i]);
      if (sizes && watched && !watched.has(all[i])) { watched.add(all[i]); sizes.observe(all[i]); }
    }
  }

  if (typeof MutationObserver === "function") {
    new MutationObserver(function (records) {
      for (var i = 0; i < records.length; i++) {
        var t = records[i].target;
        var host = t.nodeType === 1 && t.closest(SELECTOR); // a wrapper whose content changed
        if (host) apply(host);
        var added = records[i].addedNodes;
        for (var j = 0; j < added.length; j++) if (added[j].nodeType === 1) scan(added[j]);
      }
    }).observe(document.documentElement, { childList: true, subtree: true });
  }
  if (!sizes) { // an old browser: re-check after a resize
    var timer = null;
    window.addEventListener("resize", function () { clearTimeout(timer); timer = setTimeout(function () { scan(document); }, 150); });
  }
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(function () { scan(document); });
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", function () { scan(document); });
  } else {
    scan(document);
  }
})();
