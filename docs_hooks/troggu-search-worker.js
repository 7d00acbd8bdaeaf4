/* Material's search worker, with the search index loaded on the first search (issue 25: reading pages stay light).
 *
 * docs_hooks/offline.py writes this file next to Material's own worker (whose name it fills in below) and points
 * every page's __config at it. The index the page fetches at start-up is a stub ({config, docs: []}, with
 * config.troggu_full naming the real index relative to this script), so a page that is only read never downloads
 * the index nor the search languages; the first query fetches the index, sets Material's worker up with it and
 * then asks. Material's worker protocol: 0 setup, 1 ready, 2 query, 3 result.
 */
"use strict";
(function () {
  const post = self.postMessage.bind(self);
  let stub = null; // the stub's data, until the first query
  let loading = null; // the promise of Material's worker set up with the real index
  let ready = null; // resolves when Material's worker says it is ready (that message is for us, not the page)

  self.postMessage = function (message, ...rest) {
    if (ready && message && message.type === 1) {
      const done = ready;
      ready = null;
      done();
      return;
    }
    post(message, ...rest);
  };
  const forward = (data) => self.dispatchEvent(new MessageEvent("message", { data: { ...data, forwarded: true } }));

  function setUp() {
    const url = new URL(stub.config.troggu_full, self.location.href);
    return fetch(url)
      .then((r) => { if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`); return r.json(); })
      .then((index) => new Promise((resolve) => {
        ready = resolve;
        forward({ type: 0, data: { ...stub, config: index.config, docs: index.docs } });
      }));
  }

  self.addEventListener("message", (event) => {
    const m = event.data || {};
    if (m.forwarded) return; // for Material's worker
    if (m.type === 0 && m.data && m.data.config && m.data.config.troggu_full) {
      event.stopImmediatePropagation();
      stub = m.data;
      post({ type: 1 }); // ready at once: the page may take queries
    } else if (m.type === 2 && stub) {
      event.stopImmediatePropagation();
      if (!loading && !String(m.data || "").trim()) { post({ type: 3, data: { items: [] } }); return; } // the empty start
      if (!loading) loading = setUp().catch((e) => { loading = null; throw e; });
      loading.then(() => forward({ type: 2, data: m.data }),
        () => post({ type: 3, data: { items: [] } })); // no index (offline, never loaded): no results, next query retries
    }
  });
})();
importScripts("MATERIAL_SEARCH_WORKER");
