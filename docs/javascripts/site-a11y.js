/* Accessibility touches for Material's page chrome (site helper), checked by axe-core in tests/browser.
 * A table that scrolls sideways must be reachable by keyboard (axe scrollable-region-focusable): each wide table
 * wrapper becomes a named, focusable region, re-checked after every instant navigation and on resize.
 * (The search dialog and the loading bar get their names in overrides/partials/.) No inline script: CSP. */
(function () {
  "use strict";
  var SELECTOR = ".md-typeset__scrollwrap, .md-typeset table.troggu-table, .highlight-ipynb, .jp-OutputArea-output pre";

  function label(el) {
    var en = (document.documentElement.lang || "de").indexOf("en") === 0;
    if (el.matches("table, .md-typeset__scrollwrap")) return en ? "Table, scrolls sideways" : "Tabelle, seitwärts verschiebbar";
    return en ? "Code, scrolls sideways" : "Code, seitwärts verschiebbar";
  }

  function update() {
    var els = document.querySelectorAll(SELECTOR);
    for (var i = 0; i < els.length; i++) {
      var el = els[i];
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
  }

  var timer = null;
  window.addEventListener("resize", function () {
    clearTimeout(timer);
    timer = setTimeout(update, 150);
  });
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(update);
  } else {
    document.addEventListener("DOMContentLoaded", update);
  }
})();
