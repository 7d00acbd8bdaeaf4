/* The cite page's citations in BibTeX, RIS and CSL-JSON (docs_hooks/citations.py, render_cite_formats): the build
 * writes its own date as the access date; here, at reading time, the access date becomes today's (the reader's
 * local date). Nothing else changes; the copy buttons copy what is shown. */
(function () {
  "use strict";
  const two = (n) => String(n).padStart(2, "0");
  function fill() {
    const now = new Date();
    const y = now.getFullYear(), m = now.getMonth() + 1, d = now.getDate();
    const iso = `${y}-${two(m)}-${two(d)}`;
    for (const box of document.querySelectorAll(".troggu-cite-format")) {
      const code = box.querySelector("pre code") || box.querySelector("pre");
      if (!code) continue;
      let text = code.textContent;
      const fmt = box.dataset.format;
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
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", fill);
  else fill();
  if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(fill);
})();
