/* The house-rules composer (data-widget="house", issue 34): choose a game and the ruleset to start from, then each
 * option in plain words with its sources; the engine checks the choice and writes the house rules
 * (troggu_core.kernel.ruleset_web through Troggu.call: house_options, house_rules). This file draws and hands on:
 * "Mit diesen Regeln spielen" opens the play table with the rules' link (data-play), "Link teilen" copies that link,
 * "Datei sichern" saves the troggu-ruleset/1 file; "Was ändert sich?" has the engine play the same deals under the
 * base and the house rules (house_compare) and shows the outcomes and the payments. No rule here; nothing is sent
 * anywhere. */
(function () {
  "use strict";
  const T = window.Troggu;
  if (!T || !T.WIDGETS) return;
  const { el, clear, t } = T;
  T.START_LABEL.house = "hr_open";
  // how many rounds the comparison plays per ruleset: what a phone computes in a few seconds (the French Tarot's
  // rounds take ten times Troggu's); the engine plays them, with the same deals under both rules
  const ROUNDS = (game) => (game === "troggu" ? 200 : 40);
  const fmt = (x) => new Intl.NumberFormat(T.lang ? T.lang() : "de", { maximumFractionDigits: 2 }).format(x);

  T.WIDGETS.house = async function (w, ui) {
    const playPage = new URL(w.dataset.play || "../play/", location.href);
    let game = w.dataset.game || "troggu";
    let offer = null; // house_options' answer for the game
    let base = null;
    let chosen = {}; // option -> value the reader picked (the engine drops a value equal to the base's)
    let last = null; // house_rules' last answer
    const top = el("div", { class: "troggu-house-top" });
    const form = el("div", { class: "troggu-house-options" });
    const words = el("div", { class: "troggu-house-words" });
    const out = el("div", { class: "troggu-house-out", role: "status", "aria-live": "polite" });
    ui.append(top, form, words, out);

    const wordIn = {};
    for (const [key, type] of [["name", "text"], ["place", "text"], ["year", "number"]]) {
      wordIn[key] = el("input", { type, name: `hr-${key}`, inputmode: type === "number" ? "numeric" : null, autocomplete: "off" });
      wordIn[key].addEventListener("change", () => update());
      words.append(el("label", { class: "troggu-house-word" }, t(`hr_${key}`), " ", wordIn[key]));
    }

    async function load(g) {
      const res = await T.call("house_options", { game: g });
      if (!res.ok) { clear(out); out.append(T.errorBox(res)); return; }
      game = g; offer = res; base = res.default_base; chosen = {};
      drawTop(); drawOptions(); await update();
    }

    function drawTop() {
      clear(top);
      const gameSel = el("select", { name: "hr-game" }, offer.games.map((x) => el("option", { value: x.id, selected: x.id === game }, x.title)));
      gameSel.addEventListener("change", () => load(gameSel.value));
      const baseSel = el("select", { name: "hr-base" }, offer.bases.map((x) => el("option", { value: x.id, selected: x.id === base }, x.title)));
      baseSel.addEventListener("change", () => { base = baseSel.value; chosen = {}; drawOptions(); update(); });
      top.append(el("label", {}, t("hr_game"), " ", gameSel), el("label", {}, t("hr_base"), " ", baseSel));
    }

    const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
    const baseTitle = () => offer.bases.find((x) => x.id === base).title;
    function drawOptions() {
      clear(form);
      for (const [option, entry] of Object.entries(offer.options)) {
        const current = option in chosen ? chosen[option] : entry.defaults[base];
        const box = el("fieldset", { class: "troggu-house-option", "data-option": option }, el("legend", { text: entry.title }));
        entry.values.forEach((v, i) => {
          const input = el("input", { type: "radio", name: `hr-${option}`, value: String(i), checked: same(v.value, current) });
          input.addEventListener("change", () => { chosen[option] = v.value; update(); });
          const isBase = same(v.value, entry.defaults[base]);
          box.append(el("label", { class: "troggu-house-value" + (isBase ? " troggu-house-base" : "") }, input, " ",
            el("span", { text: v.meaning }), isBase ? el("small", { class: "troggu-house-is-base", text: t("hr_is_base", { base: baseTitle() }) }) : null,
            el("small", { class: "troggu-house-source", text: t("hr_source", { source: v.source }) })));
        });
        form.append(box);
      }
    }

    function request() {
      const args = { game, base, options: chosen };
      for (const key of ["name", "place"]) if (wordIn[key].value.trim()) args[key] = wordIn[key].value.trim();
      const year = wordIn.year.value.trim();
      if (year) args.year = /^[0-9]{1,4}$/.test(year) ? Number(year) : year;
      return args;
    }

    async function update() {
      const res = await T.call("house_rules", request());
      clear(out);
      if (!res.ok) { last = null; out.append(T.errorBox(res)); return; }
      last = res;
      out.append(el("p", { class: "troggu-house-id" }, t("hr_id"), " ", el("code", { text: res.id })));
      if (res.differs.length) {
        out.append(el("p", { text: t("hr_differs", { base: baseTitle() }) }),
          el("ul", { class: "troggu-house-differs" }, res.differs.map((d) => el("li", {}, el("strong", { text: d.title }), ": " + d.meaning))));
      } else {
        out.append(el("p", { class: "troggu-house-none", text: t("hr_same", { base: baseTitle() }) }));
      }
      const link = new URL("#" + res.query, playPage).href;
      const shown = el("input", { type: "text", readonly: true, class: "troggu-house-link", value: link, "aria-label": t("hr_link") });
      const done = el("span", { class: "troggu-house-done", role: "status" });
      const share = el("button", { type: "button", class: "md-button", "data-action": "share" }, t("hr_share"));
      share.addEventListener("click", async () => {
        shown.select();
        try { await navigator.clipboard.writeText(link); done.textContent = t("hr_copied"); }
        catch (e) { done.textContent = t("hr_copy_self"); }
      });
      const save = el("button", { type: "button", class: "md-button", "data-action": "save" }, t("hr_save"));
      save.addEventListener("click", () => {
        const url = URL.createObjectURL(new Blob([last.text], { type: "application/json" }));
        const a = el("a", { href: url, download: last.filename });
        document.body.append(a); a.click(); a.remove();
        setTimeout(() => URL.revokeObjectURL(url), 1000);
        done.textContent = t("hr_saved", { file: last.filename });
      });
      const compareOut = el("div", { class: "troggu-house-compare", "aria-live": "polite" });
      const compare = el("button", { type: "button", class: "md-button", "data-action": "compare" }, t("hr_compare", { n: ROUNDS(game) }));
      compare.addEventListener("click", async () => {
        compare.disabled = true;
        clear(compareOut);
        compareOut.append(el("p", { text: t("hr_comparing", { n: ROUNDS(game) }) }));
        const cmp = await T.call("house_compare", { game, base, options: chosen, rounds: ROUNDS(game) });
        compare.disabled = false;
        clear(compareOut);
        if (!cmp.ok) { compareOut.append(T.errorBox(cmp)); return; }
        compareOut.append(el("table", { class: "troggu-table troggu-house-compare-table" },
          el("thead", {}, el("tr", {}, el("th", { text: t("hr_outcome") }), el("th", { text: baseTitle() }), el("th", { text: t("hr_yours") }))),
          el("tbody", {}, cmp.outcomes.map((r) => el("tr", { "data-outcome": r.outcome }, el("td", { text: r.outcome }), el("td", { text: String(r.base) }), el("td", { text: String(r.house) }))))),
        el("p", { class: "troggu-house-turnover", text: t("hr_turnover", { base: baseTitle(), a: fmt(cmp.turnover.base), b: fmt(cmp.turnover.house), n: cmp.rounds }) }));
      });
      out.append(el("div", { class: "troggu-house-actions" },
        el("a", { class: "md-button md-button--primary", href: link, "data-action": "play" }, t("hr_play")), " ", share, " ", save),
      shown, done, el("div", { class: "troggu-house-actions" }, compare), compareOut);
    }

    await load(game);
  };
  if (T.initAll) T.initAll();
})();
