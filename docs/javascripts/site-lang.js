/* Language switch for the Troggu site (site helper).
 * Material's instant navigation replaces the page content but not the header, so the language links would keep
 * pointing at the first page loaded. Every page exists in both languages (German at /, English at /en/, a test
 * checks this): each page names its translations (overrides/main.html, in the content instant navigation replaces);
 * a page that names none (the 404 page) takes the same path in the other language. The links carry target="_self"
 * (overrides/partials/alternate.html), which makes the switch a full page load.
 *
 * Each language has its own site base in __config (German: the site root, English: en/, written at build by
 * docs_hooks/site_languages.py), so that Material loads that language's search index and sitemap. The site root is
 * therefore the base, or the base's parent on an English page. A link from one language into the other also gets
 * target="_self": it loads the page in full, with that language's base and search, instead of instant navigation. */
(function () {
  "use strict";
  var cfg = document.getElementById("__config");
  var base = cfg ? JSON.parse(cfg.textContent).base : ".";
  // the page that supplied __config (instant navigation keeps it) decides which language the base belongs to
  var english = (document.documentElement.getAttribute("lang") || "").slice(0, 2) === "en";
  var langRoot = new URL(base.replace(/\/?$/, "/"), window.location.href);
  var root = english ? new URL("../", langRoot) : langRoot;

  function inside(url) {
    return url.origin === root.origin && url.pathname.indexOf(root.pathname) === 0;
  }

  function isEnglish(url) {
    return url.pathname.slice(root.pathname.length).replace(/^[\/\\]+/, "").indexOf("en/") === 0;
  }

  function update() {
    var path = window.location.pathname;
    if (path.indexOf(root.pathname) !== 0) return;
    // only ever a path inside the site: "///evil.example/" must not become a protocol-relative URL
    var rel = path.slice(root.pathname.length).replace(/^[\/\\]+/, "");
    var de = rel.indexOf("en/") === 0 ? rel.slice(3) : rel;
    var targets = { de: de, en: "en/" + de };
    // the page's own translations as the build names them (overrides/main.html: en/house-rules/ is the English
    // hausregeln/), in the content instant navigation replaces; the same path in the other language otherwise
    var named = document.querySelectorAll("a[data-troggu-translation]");
    for (var k = 0; k < named.length; k++) targets[named[k].getAttribute("data-troggu-translation")] = named[k].href;
    var links = document.querySelectorAll("a[data-troggu-lang]");
    for (var i = 0; i < links.length; i++) {
      var lang = links[i].getAttribute("data-troggu-lang");
      if (targets[lang] === undefined) continue;
      var url = new URL(targets[lang], root);
      links[i].href = inside(url) ? url.href : root.href;
    }
    var anchors = document.querySelectorAll("a[href]:not([target])");
    for (var j = 0; j < anchors.length; j++) {
      var target;
      try { target = new URL(anchors[j].href); } catch (e) { continue; }
      if (inside(target) && isEnglish(target) !== english) anchors[j].setAttribute("target", "_self");
    }
  }

  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(update);
  } else {
    document.addEventListener("DOMContentLoaded", update);
  }
})();
