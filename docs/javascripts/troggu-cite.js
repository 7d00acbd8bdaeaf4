/* The cite page's citations in BibTeX, RIS and CSL-JSON (docs_hooks/citations.py, render_cite_formats): the build
 * writes its own date as the access date; here, at reading time, the access date becomes today's (the reader's
 * local date). With ?rule=<id> (and &game=<game> for a game other than the default one: the build's
 * default_game, the engine's registry's) in the address, as the "Zitieren"
 * link beside each rule opens the page, the formats cite that rule: its title, key and address with its anchor come
 * from the build's data (#troggu-cite-rules, docs_hooks/citations.py); the sentence above them says so. The address
 * is read by the site's one query reader (troggu-runtime.js, on every page, before this deferred script). The copy
 * buttons copy what is shown. */
(function () {
  "use strict";
  const two = (n) => String(n).padStart(2, "0");
  function chosenRule() {
    const data = document.getElementById("troggu-cite-rules");
    const T = window.Troggu;
    const params = T && T.queryFields ? T.queryFields(window.location.search) : {};
    const id = params.rule;
    if (!data || !id) return null;
    let parsed;
    try {
      parsed = JSON.parse(data.dataset.rules);
    } catch (e) {
      return null;
    }
    const rule = parsed.rules[`${params.game || parsed.default_game}/${id}`];
    return rule ? { id, rule, note: parsed.note } : null;
  }
  function citeRule(fmt, text, rule) {
    if (fmt === "bibtex") {
      return text
        .replace(/^@misc\{[^,]*,/, `@misc{${rule.key},`)
        .replace(/^( {2}title {3}= \{).*\},$/m, (m, head) => `${head}${rule.title}},`)
        .replace(/^( {2}url {5}= \{).*\},$/m, (m, head) => `${head}${rule.url}},`);
    }
    if (fmt === "ris") {
      return text.replace(/^TI {2}- .*$/m, `TI  - ${rule.title}`).replace(/^UR {2}- .*$/m, `UR  - ${rule.url}`);
    }
    const data = JSON.parse(text);
    data[0].id = rule.key;
    data[0].title = rule.title;
    data[0].URL = rule.url;
    return JSON.stringify(data, null, 2);
  }
  function showRule(chosen) {
    const note = document.querySelector(".troggu-cite-rule-note");
    if (!note || !chosen) return;
    note.textContent = chosen.note.replace("{name}", chosen.rule.name).replace("{id}", chosen.id);
    note.hidden = false;
    // the reader lands on the sentence, below the sticky header, unless the address names an anchor of this page
    // (Material's anchor tracking may leave the rules page's anchor on the address: not one of this page's)
    const hash = decodeURIComponent(window.location.hash.slice(1));
    if (!hash || !document.getElementById(hash)) {
      note.style.scrollMarginTop = "4rem";
      note.scrollIntoView();
    }
  }
  function fill() {
    const chosen = chosenRule();
    const now = new Date();
    const y = now.getFullYear(), m = now.getMonth() + 1, d = now.getDate();
    const iso = `${y}-${two(m)}-${two(d)}`;
    for (const box of document.querySelectorAll(".troggu-cite-format")) {
      const code = box.querySelector("pre code") || box.querySelector("pre");
      if (!code) continue;
      let text = code.textContent;
      const fmt = box.dataset.format;
      if (chosen) {
        try {
          text = citeRule(fmt, text, chosen.rule);
          box.dataset.rule = chosen.id;
        } catch (e) {
          continue; // left as the build wrote it
        }
      }
      if (fmt === "bibtex") text = text.replace(/(urldate = \{)[^}]*\}/, `$1${iso}}`);
      else if (fmt === "ris") text = text.replace(/^Y2 {2}- .*$/m, `Y2  - ${y}/${two(m)}/${two(d)}`);
      else if (fmt === "csl-json") {
        try {
          const data = JSON.parse(text);
          data[0].accessed = { "date-parts": [[y, m, d]] };
          text = JSON.stringify(data, null, 2);
        } catch (e) {
          continue; // left as the build wrote it
        }
      }
      code.textContent = text;
      box.dataset.accessed = iso;
    }
    showRule(chosen);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", fill);
  else fill();
  if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(fill);
})();
