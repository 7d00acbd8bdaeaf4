/* The gallery's "run in the browser" button (gallery helper).
 *
 * Each example page has <button class="troggu-gallery-run" data-src="../downloads/x.py">. A click fetches
 * that script from this site and runs it with window.Troggu.runPython (docs/javascripts/troggu.js: the
 * page's single self-hosted Pyodide with troggu_core), then shows stdout and stderr as text in the
 * <pre class="troggu-gallery-browser-out"> that follows the buttons. Event delegation on document keeps
 * it working after Material's instant navigation without re-binding.
 */
(function () {
  "use strict";

  function outputFor(button) {
    var box = button.closest(".troggu-gallery-actions");
    var next = box ? box.nextElementSibling : null;
    while (next && !next.classList.contains("troggu-gallery-browser-out")) next = next.nextElementSibling;
    return next;
  }

  function run(button) {
    var out = outputFor(button);
    if (!out) return;
    out.hidden = false;
    out.classList.remove("troggu-gallery-error");
    if (!window.Troggu || typeof window.Troggu.runPython !== "function") {
      out.textContent = button.dataset.unavailable || "Python is not available on this page.";
      out.classList.add("troggu-gallery-error");
      return;
    }
    button.disabled = true;
    out.textContent = button.dataset.running || "Running …";
    var url = new URL(button.dataset.src, window.location.href).href;
    fetch(url)
      .then(function (response) {
        if (!response.ok) throw new Error("cannot load " + url + ": HTTP " + response.status);
        return response.text();
      })
      .then(function (code) { return window.Troggu.runPython(code); })
      .then(function (result) {
        var text = (result && result.stdout) || "";
        if (result && result.stderr) {
          text += (text ? "\n" : "") + result.stderr;
          out.classList.add("troggu-gallery-error");
        }
        out.textContent = text || "(no output)";
      })
      .catch(function (error) {
        out.textContent = String(error && error.message ? error.message : error);
        out.classList.add("troggu-gallery-error");
      })
      .finally(function () { button.disabled = false; });
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("button.troggu-gallery-run") : null;
    if (button) {
      event.preventDefault();
      run(button);
    }
  });
})();
