/* Language switch for the Troggu site (site helper).
 * Material's instant navigation replaces the page content but not the header, so the language links would keep
 * pointing at the first page loaded. Every page exists in both languages (German at /, English at /en/, a test
 * checks this), so the other language's URL follows from the current path. The links carry target="_self"
 * (overrides/partials/alternate.html), which makes the switch a full page load. */
(function () {
  "use strict";
  var cfg = document.getElementById("__config");
  var base = cfg ? JSON.parse(cfg.textContent).base : ".";
  var root = new URL(base.replace(/\/?$/, "/"), window.location.href);

  function update() {
    var path = window.location.pathname;
    if (path.indexOf(root.pathname) !== 0) return;
    // only ever a path inside the site: "///evil.example/" must not become a protocol-relative URL
    var rel = path.slice(root.pathname.length).replace(/^[\/\\]+/, "");
    var de = rel.indexOf("en/") === 0 ? rel.slice(3) : rel;
    var targets = { de: de, en: "en/" + de };
    var links = document.querySelectorAll("a[data-troggu-lang]");
    for (var i = 0; i < links.length; i++) {
      var lang = links[i].getAttribute("data-troggu-lang");
      if (targets[lang] === undefined) continue;
      var url = new URL(targets[lang], root);
      links[i].href = url.origin === root.origin && url.pathname.indexOf(root.pathname) === 0 ? url.href : root.href;
    }
  }

  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(update);
  } else {
    document.addEventListener("DOMContentLoaded", update);
  }
})();
