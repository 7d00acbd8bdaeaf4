/* The house-rules composer (data-widget="house", issue 34): choose a game and the ruleset to start from, then each
 * option in plain words with its sources; the engine checks the choice and writes the house rules
 * (troggu_core.web.house_rules through Troggu.call: house_options, house_rules). This file draws and hands on:
 * "Mit diesen Regeln spielen" opens the play table with the rules' link (data-play), "Link teilen" copies that link,
 * "Datei sichern" saves the troggu-ruleset/1 file; "Was ändert sich?" has the engine play the same deals under the
 * base and the house rules (house_compare) and shows the outcomes (in the engine's words) and the payments;
 * "… Punkte schreiben" opens the score pad with the rules' link (data-score), "Regelblatt drucken" prints the rules on
 * one A4 page (the sheet below the composer, shown only in print). The composer's own address carries the choices
 * (#g=…&r=…&o=…&name=…&place=…&year=…&reported_by=…&notes=…): opening it restores them, and "Link teilen" copies it.
 * "Beitrag vorbereiten" shows a short text to send with the file to the variants as played (what the table plays in
 * the engine's words, place, year, who reports it) and says where it goes; the reader sends it. No rule here;
 * nothing is sent anywhere. */
(function () {
  "use strict";
  const T = window.Troggu;
  if (!T || !T.WIDGETS) return;
  const { el, clear, t } = T;
  T.START_LABEL.house = "hr_open";
  const fmt = (x) => new Intl.NumberFormat(T.lang ? T.lang() : "de", { maximumFractionDigits: 2 }).format(x);

  T.WIDGETS.house = async function (w, ui) {
    const playPage = new URL(w.dataset.play || "../play/", location.href);
    const scorePage = new URL(w.dataset.score || "../score/", location.href);
    const linked = T.shareLink(location.hash); // a shared composer link (troggu.js's one reader): the choices to restore
    let game = w.dataset.game || await T.defaultGame();
    let offer = null; // house_options' answer for the game
    let base = null;
    let chosen = {}; // option -> value the reader picked (the engine drops a value equal to the base's)
    let last = null; // house_rules' last answer
    let said = ""; // what differs, as last said
    const top = el("div", { class: "troggu-house-top" });
    const form = el("div", { class: "troggu-house-options" });
    const words = el("div", { class: "troggu-house-words" });
    const out = el("div", { class: "troggu-house-out" }); // what the rules say, redrawn at every choice: said by ``live``
    const live = T.announcer(); // the composer's one announcer (troggu.js): what differs, a copy or a file saved
    ui.append(top, form, words, out, live.element);

    const wordIn = {};
    const WORDS = ["name", "place", "year", "reported_by", "notes"]; // the reporter's words (ruleset_format.KEYS)
    for (const [key, type] of [["name", "text"], ["place", "text"], ["year", "number"], ["reported_by", "text"], ["notes", "textarea"]]) {
      wordIn[key] = type === "textarea" ? el("textarea", { name: `hr-${key}`, rows: 3 })
        : el("input", { type, name: `hr-${key}`, inputmode: type === "number" ? "numeric" : null, autocomplete: "off" });
      wordIn[key].addEventListener("change", () => update());
      words.append(el("label", { class: "troggu-house-word" }, t(`hr_${key}`), " ", wordIn[key]));
    }

    async function load(g, preset) {
      const res = await T.call("house_options", { game: g });
      if (!res.ok) { clear(out); out.append(T.refusalBox(res)); return; }
      game = g; offer = res; base = res.default_base; chosen = {};
      if (preset) restore(preset);
      drawTop(); drawOptions(); await update();
    }
    // The choices of a composer link (its fields, as T.shareLink read them): the base if it is one of the game's, the
    // options as the link wrote them (the engine judges them in update(), saying what it refuses), the reporter's words.
    function restore(q) {
      if (offer.bases.some((x) => x.id === q.r)) base = q.r;
      try { const o = JSON.parse(q.o || "{}"); if (o && typeof o === "object" && !Array.isArray(o)) chosen = o; }
      catch (e) { /* not JSON: the base's options */ }
      for (const key of WORDS) if (q[key]) wordIn[key].value = q[key];
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
        if (!(base in entry.defaults)) continue; // the engine gives this base no value for it: its rules do not have it
        const current = option in chosen ? chosen[option] : entry.defaults[base];
        const box = el("fieldset", { class: "troggu-house-option", "data-option": option }, el("legend", { text: entry.title }));
        entry.values.forEach((v, i) => {
          const input = el("input", { type: "radio", name: `hr-${option}`, value: String(i), checked: same(v.value, current) });
          input.addEventListener("change", () => { chosen[option] = v.value; update(); });
          const isBase = same(v.value, entry.defaults[base]);
          box.append(el("label", { class: "troggu-house-value" + (isBase ? " troggu-house-base" : "") }, input, " ",
            el("span", { text: v.meaning }), isBase ? el("small", { class: "troggu-house-is-base", text: t("hr_is_base", { base: baseTitle() }) }) : null,
            v.unsourced ? null : el("small", { class: "troggu-house-source", text: t("hr_source", { source: v.source }) })));
        });
        if (entry.range) box.append(ownNumbers(option, entry, current));
        form.append(box);
      }
    }
    // Where the engine takes other whole numbers too (the catalogue's range: how many, the lowest and the highest, in
    // the engine's words), the last line is a radio with that many number fields; the engine judges what is typed
    // (update() shows its refusal), this draws only the bounds it gave.
    function ownNumbers(option, entry, current) {
      const r = entry.range;
      const listed = entry.values.some((v) => same(v.value, current));
      const start = Array.isArray(current) ? current : [current];
      const radio = el("input", { type: "radio", name: `hr-${option}`, value: "own", checked: !listed });
      const fields = Array.from({ length: Math.max(r.count, 1) }, (_, i) => el("input", {
        type: "number", class: "troggu-house-number", name: `hr-${option}-${i}`, min: r.low, max: r.high, step: 1,
        inputmode: "numeric", value: start[i] ?? "", "aria-label": r.count ? `${entry.title} ${i + 1}` : entry.title }));
      const read = () => {
        const vals = fields.map((x) => (/^-?[0-9]+$/.test(x.value.trim()) ? Number(x.value.trim()) : x.value.trim()));
        return r.count ? vals : vals[0];
      };
      const pick = () => { radio.checked = true; chosen[option] = read(); update(); };
      radio.addEventListener("change", pick);
      for (const x of fields) x.addEventListener("change", pick);
      return el("div", { class: "troggu-house-value troggu-house-own" },
        el("label", {}, radio, " ", el("span", { text: r.words })), " ",
        el("span", { class: "troggu-house-numbers" }, fields));
    }

    function request() {
      const args = { game, base, options: chosen };
      for (const key of ["name", "place", "reported_by", "notes"]) if (wordIn[key].value.trim()) args[key] = wordIn[key].value.trim();
      const year = wordIn.year.value.trim();
      if (year) args.year = /^[0-9]{1,4}$/.test(year) ? Number(year) : year;
      return args;
    }

    async function update() {
      const res = await T.call("house_rules", request());
      clear(out);
      if (!res.ok) { last = null; out.append(T.refusalBox(res)); return; }
      last = res;
      const own = res.link; // this composer with these choices (the engine's: its link and the reporter's words)
      if (location.hash.slice(1) !== own) history.replaceState(history.state, "", "#" + own);
      out.append(el("p", { class: "troggu-house-id" }, t("hr_id"), " ", el("code", { text: res.id })));
      if (res.differs.length) {
        out.append(el("p", { text: t("hr_differs", { base: baseTitle() }) }),
          el("ul", { class: "troggu-house-differs" }, res.differs.map((d) => el("li", {}, el("strong", { text: d.title }), ": " + d.meaning))));
      } else {
        out.append(el("p", { class: "troggu-house-none", text: t("hr_same", { base: baseTitle() }) }));
      }
      // what differs, said when it changed (a word of the reporter's typed changes nothing of it)
      const differs = res.differs.length ? `${t("hr_differs", { base: baseTitle() })} ${res.differs.map((d) => `${d.title}: ${d.meaning}`).join("; ")}.`
        : t("hr_same", { base: baseTitle() });
      if (differs !== said) live.say(said = differs);
      const link = new URL("#" + res.query, playPage).href;
      const scoreLink = new URL("#" + res.query, scorePage).href; // the query names a game other than the default
      const shared = location.href;
      const shown = el("input", { type: "text", readonly: true, class: "troggu-house-link", value: shared, "aria-label": t("hr_link") });
      const done = el("span", { class: "troggu-house-done" });
      const tell = (text) => { done.textContent = text; live.say(text); }; // written beside the buttons, and said
      const share = el("button", { type: "button", class: "md-button", "data-action": "share" }, t("hr_share"));
      share.addEventListener("click", async () => {
        shown.select();
        try { await navigator.clipboard.writeText(shared); tell(t("hr_copied")); }
        catch (e) { tell(t("hr_copy_self")); }
      });
      const save = el("button", { type: "button", class: "md-button", "data-action": "save" }, t("hr_save"));
      save.addEventListener("click", () => {
        const url = URL.createObjectURL(new Blob([last.text], { type: "application/json" }));
        const a = el("a", { href: url, download: last.filename });
        document.body.append(a); a.click(); a.remove();
        setTimeout(() => URL.revokeObjectURL(url), 1000);
        tell(t("hr_saved", { file: last.filename }));
      });
      const compareOut = el("div", { class: "troggu-house-compare", "aria-live": "polite" }); // the comparison, shown: live itself
      const compare = el("button", { type: "button", class: "md-button", "data-action": "compare" }, t("hr_compare", { n: offer.compare_rounds }));
      compare.addEventListener("click", async () => {
        compare.disabled = true;
        clear(compareOut);
        compareOut.append(el("p", { text: t("hr_comparing", { n: offer.compare_rounds }) }));
        const cmp = await T.call("house_compare", { game, base, options: chosen, rounds: offer.compare_rounds });
        compare.disabled = false;
        clear(compareOut);
        if (!cmp.ok) { compareOut.append(T.refusalBox(cmp)); return; }
        compareOut.append(el("table", { class: "troggu-table troggu-house-compare-table" },
          el("thead", {}, el("tr", {}, el("th", { text: t("hr_outcome") }), el("th", { text: baseTitle() }), el("th", { text: t("hr_yours") }))),
          el("tbody", {}, cmp.outcomes.map((r) => el("tr", { "data-outcome": r.outcome }, el("td", { text: r.title || r.outcome }), el("td", { text: String(r.base) }), el("td", { text: String(r.house) }))))),
        el("p", { class: "troggu-house-turnover", text: t("hr_turnover", { base: baseTitle(), a: fmt(cmp.turnover.base), b: fmt(cmp.turnover.house), n: cmp.rounds }) }));
      });
      const print = el("button", { type: "button", class: "md-button", "data-action": "print" }, t("hr_print"));
      print.addEventListener("click", () => {
        document.body.classList.add("troggu-house-printing");
        window.print();
      });
      const contribOut = el("div", { class: "troggu-house-contrib", "aria-live": "polite" }); // the text to send, shown: live itself
      const contribute = el("button", { type: "button", class: "md-button", "data-action": "contribute" }, t("hr_contribute"));
      contribute.addEventListener("click", () => drawContribution(contribOut, res, shared));
      out.append(el("div", { class: "troggu-house-actions" },
        el("a", { class: "md-button md-button--primary", href: link, "data-action": "play" }, t("hr_play")), " ",
        el("a", { class: "md-button", href: scoreLink, "data-action": "score" }, t("hr_score")), " ", share, " ", save, " ", print,
        " ", contribute),
      shown, done, contribOut, el("div", { class: "troggu-house-actions" }, compare), compareOut);
      drawSheet(res, shared);
    }

    // The contribution to the variants as played: a short text in the reader's language to send with the file (the
    // game and the base, each difference in the engine's words, the reporter's words, the id and the link), where it
    // goes (the variants page says how a table's rules reach the site) and a button to copy it. Nothing is sent.
    function contributionText(res, shared) {
      const h = res.house_rules;
      const gameTitle = offer.games.find((x) => x.id === game).title;
      const lines = [t("hr_contrib_intro", { file: res.filename }), "", h.name || null, t("hr_sheet_base", { game: gameTitle, base: baseTitle() })];
      if (res.differs.length) lines.push(t("hr_differs", { base: baseTitle() }), ...res.differs.map((d) => `- ${d.title}: ${d.meaning}`));
      else lines.push(t("hr_same_sheet", { base: baseTitle() }));
      for (const [key, msg] of [["place", "hr_contrib_place"], ["year", "hr_contrib_year"], ["reported_by", "hr_contrib_by"], ["notes", "hr_contrib_notes"]]) {
        if (h[key] !== "" && h[key] !== null && h[key] !== undefined) lines.push(`${t(msg)} ${h[key]}`); // not through t: a "$&" stays
      }
      lines.push(`${t("hr_id")} ${res.id}`, `${t("hr_sheet_link")} ${shared}`);
      return lines.filter((x) => x !== null).join("\n");
    }
    function drawContribution(box, res, shared) {
      clear(box);
      const text = contributionText(res, shared);
      const area = el("textarea", { readonly: true, class: "troggu-house-contrib-text", rows: Math.min(text.split("\n").length + 1, 16), "aria-label": t("hr_contribute") });
      area.value = text;
      const done = el("span", { class: "troggu-house-done" });
      const tell = (said) => { done.textContent = said; live.say(said); }; // written beside the button, and said
      const copy = el("button", { type: "button", class: "md-button", "data-action": "copy-contribution" }, t("hr_contrib_copy"));
      copy.addEventListener("click", async () => {
        area.select();
        try { await navigator.clipboard.writeText(text); tell(t("hr_contrib_copied")); }
        catch (e) { tell(t("hr_contrib_copy_self")); }
      });
      const variants = new URL(w.dataset.variants || "../variants/", location.href).href;
      box.append(el("p", { class: "troggu-house-contrib-where" }, t("hr_contrib_where", { file: res.filename }), " ",
        el("a", { href: variants, text: t("hr_contrib_page") })), area, el("div", { class: "troggu-house-actions" }, copy, " ", done));
    }

    // The rules sheet for the table (printed on one A4 page by "Regelblatt drucken"; hidden on the screen): the
    // game and the base, each difference in words with its source, the reporter's words, the id and the addresses.
    const sheet = el("section", { class: "troggu-house-sheet", "aria-hidden": "true" });
    ui.append(sheet);
    window.addEventListener("afterprint", () => document.body.classList.remove("troggu-house-printing"));
    function drawSheet(res, shared) {
      clear(sheet);
      const h = res.house_rules;
      const gameTitle = offer.games.find((x) => x.id === game).title;
      const source = (d) => {
        const v = (offer.options[d.option] || { values: [] }).values.find((x) => same(x.value, d.value));
        if (v && v.unsourced) return ""; // its meaning says "nicht in den Quellen" already
        return v && v.source ? t("hr_source", { source: v.source }) : t("hr_no_source");
      };
      sheet.append(...[
        el("h1", { text: h.name || t("hr_sheet_title") }),
        el("p", { class: "troggu-house-sheet-base", text: t("hr_sheet_base", { game: gameTitle, base: baseTitle() }) }),
        h.place || h.year ? el("p", { class: "troggu-house-sheet-place", text: [h.place, h.year].filter((x) => x).join(", ") }) : null,
        el("h2", { text: res.differs.length ? t("hr_differs", { base: baseTitle() }) : t("hr_same_sheet", { base: baseTitle() }) }),
        res.differs.length ? el("ol", {}, res.differs.map((d) => el("li", {}, el("strong", { text: d.title }), ": " + d.meaning,
          el("br"), el("small", { text: source(d) })))) : null,
        res.payments && res.payments.length ? el("h2", { text: t("hr_pay_title", { players: res.payments[0].players }) }) : null,
        res.payments && res.payments.length ? payTable(res.payments) : null,
        el("p", { class: "troggu-house-sheet-id" }, t("hr_id"), " ", el("code", { text: res.id })),
        el("p", { class: "troggu-house-sheet-link" }, t("hr_sheet_link"), " ", el("code", { text: shared })),
        el("p", { class: "troggu-house-sheet-site" }, t("hr_sheet_site"), " ", el("code", { text: new URL(w.dataset.home || "../", location.href).href })),
      ].filter((node) => node)); // DOM append writes a null as the text "null"
    }

    // The payments table: each case the engine paid by these rules with what each seat pays or gets below it (in the
    // wide column: one line), and what one player pays (the engine's words); no kind column where no case has a kind
    // (Troccas: two parties in every case).
    function payTable(rows) {
      const kinds = rows.some((r) => r.kind);
      const head = (kinds ? ["hr_pay_kind"] : []).concat(["hr_pay_case", "hr_pay_amount"]);
      return el("table", { class: "troggu-house-sheet-pay" },
        el("thead", {}, el("tr", {}, head.map((k) => el("th", { text: t(k) })))),
        el("tbody", {}, rows.map((r) => el("tr", {}, kinds ? el("td", { text: r.kind }) : null,
          el("td", {}, r.case, r.seats ? el("br") : null, r.seats ? el("small", { class: "troggu-house-sheet-seats", text: r.seats }) : null),
          el("td", { text: r.pays })))));
    }

    if (linked && linked.fields.r) await load(linked.game || game, linked.fields); else await load(game);
  };
  if (T.initAll) T.initAll();
})();
