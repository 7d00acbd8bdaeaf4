/* Printed pages (issue 35): the print head the build writes on every page (overrides/main.html, shown in print
 * only) gets the print date, the reader's local date, when the page is shown and again just before printing.
 * Material's instant navigation swaps the page without loading this script again: its document$ is followed. */
(function () {
  "use strict";
  const two = (n) => String(n).padStart(2, "0");
  function fill() {
    const now = new Date();
    const iso = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
    for (const span of document.querySelectorAll(".troggu-print-date")) {
      const time = span.querySelector("time");
      if (!time) continue;
      time.dateTime = iso;
      time.textContent = iso;
      span.hidden = false;
    }
  }
  window.addEventListener("beforeprint", fill);
  if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(fill);
  else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", fill);
  else fill();
})();
