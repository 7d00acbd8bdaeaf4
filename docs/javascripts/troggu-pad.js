/* The score pad (data-widget="pad"): an evening at a real table, round by round, kept on this device.
 *
 * This file draws and stores; the engine decides (troggu_core.web.pad through Troggu.call): the form of a
 * round is drawn from the game's fields (pad_spec), each round is checked and paid by the game's rules
 * (pad_round, pad_evening: payments, why, running totals, who pays whom), and files are written and read
 * strictly by the engine (pad_export, pad_import). No payment rule here.
 *
 * House rules (issue 34): an evening may be scored by a troggu-ruleset/1 object instead of a ruleset's name. They come
 * from the composer's or the variants page's link (#g=…&r=…&o=…, read by the engine: pad_spec), or from a rules file
 * chosen in the form; the evening stores the object, its file carries it, and its header says what differs.
 *
 * Storage: localStorage, one key per evening ("troggu-pad:<id>", JSON {v, evening}); nothing leaves the device.
 * A store that is full is reported and left as it is. What is stored but cannot be read as an evening (or is refused
 * by the engine when opened) never hides the others: each is named, with two ways out, saving its stored text as a
 * file or removing it after asking; nothing is dropped unasked. Another tab's change to the
 * open evening (the storage event, or a version newer than the one read) is reported and the evening reloaded,
 * never overwritten. */
(function () {
  "use strict";
  const T = window.Troggu;
  if (!T || !T.WIDGETS) return;
  const { el, clear, t } = T;
  const PREFIX = "troggu-pad:";
  T.START_LABEL.pad = "pad_open";

  // ------------------------------------------------------------------ the store (never throws: says what failed)
  // What the page needs to list and draw an evening (the engine judges the rest when it is opened): an object with
  // a list of rounds and a list of names. Anything else stored under the prefix is "broken": named, never dropped.
  const isEvening = (e) => !!e && typeof e === "object" && Array.isArray(e.rounds)
    && Array.isArray(e.names) && e.names.every((n) => typeof n === "string");
  const store = {
    list() {
      const out = [];
      const broken = [];
      let n = 0;
      try { n = localStorage.length; } catch (e) { return { items: out, broken, error: "pad_store_unavailable" }; }
      for (let i = 0; i < n; i++) {
        const key = localStorage.key(i);
        if (!key || !key.startsWith(PREFIX)) continue;
        const item = store.read(key.slice(PREFIX.length));
        if (item.ok) out.push(item.data);
        else if (!item.missing) broken.push({ id: key.slice(PREFIX.length), text: item.text });
      }
      const when = (it) => (Number.isFinite(it.evening.updated) ? it.evening.updated : 0);
      out.sort((a, b) => when(b) - when(a));
      broken.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      return { items: out, broken };
    },
    read(id) {
      let text;
      try { text = localStorage.getItem(PREFIX + id); } catch (e) { return { ok: false, error: "pad_store_unavailable" }; }
      if (text === null) return { ok: false, missing: true };
      let data = null;
      try { data = JSON.parse(text); } catch (e) { /* not JSON: broken, below */ }
      if (!data || typeof data !== "object" || !isEvening(data.evening)) return { ok: false, error: "pad_store_garbage", text };
      data.id = id;
      return { ok: true, data, text };
    },
    write(id, v, evening) {
      try {
        localStorage.setItem(PREFIX + id, JSON.stringify({ v, evening }));
        return { ok: true };
      } catch (e) {
        return { ok: false, error: e && (e.name === "QuotaExceededError" || e.code === 22) ? "pad_store_full" : "pad_store_unavailable" };
      }
    },
    remove(id) { try { localStorage.removeItem(PREFIX + id); return true; } catch (e) { return false; } },
  };

  function download(name, text, type) {
    const url = URL.createObjectURL(new Blob([text], { type }));
    const a = el("a", { href: url, download: name, hidden: true });
    document.body.append(a);
    a.click();
    setTimeout(() => { URL.revokeObjectURL(url); a.remove(); }, 1000);
  }

  // ------------------------------------------------------------------ a round's form (the pad's and the calculator's)
  // One input of a round as the game defines it (pad_spec's fields; no rule here): ``names`` name the seats (the
  // evening's players, or the table's seats), ``prefix`` starts the ids (one prefix per form on the page).
  function fieldInput(f, value, names, prefix) {
    const id = `${prefix}-${f.key}`;
    const wrap = el("div", { class: "troggu-pad-field", "data-key": f.key });
    const radios = (options) => {
      const fs = el("fieldset", { class: "troggu-pad-choices" }, el("legend", { text: f.label }));
      for (const [v, text] of options) {
        const rid = `${id}-${v}`;
        fs.append(el("label", { for: rid, class: "troggu-pad-choice" },
          el("input", { type: "radio", name: id, id: rid, value: v, checked: String(v) === String(value) }), " ", text));
      }
      return fs;
    };
    if (f.kind === "choice") wrap.append(radios(f.choices.map((c) => [c.value, c.title])));
    else if (f.kind === "seat" || f.kind === "seat?") {
      const opts = names.map((n, s) => [s, n]);
      if (f.kind === "seat?") opts.push(["", t("pad_nobody")]);
      wrap.append(radios(opts));
    } else if (f.kind === "flag") {
      wrap.append(el("label", { for: id, class: "troggu-pad-choice" }, el("input", { type: "checkbox", id, checked: !!value }), " ", f.label));
    } else if (f.kind === "number") {
      const who = f.seats ? ` (${f.seats.map((s) => names[s]).join(", ")})` : "";
      wrap.classList.add("troggu-pad-row");
      wrap.append(el("label", { for: id, text: f.label + who }),
        el("input", { id, type: "number", min: f.lo, max: f.hi, step: f.step, inputmode: f.step < 1 ? "decimal" : "numeric", value: value ?? "" }));
    } else if (f.kind === "numbers") {
      const fs = el("fieldset", { class: "troggu-pad-numbers" }, el("legend", { text: f.label }));
      names.forEach((n, s) => {
        const nid = `${id}-${s}`;
        fs.append(el("div", { class: "troggu-pad-row" }, el("label", { for: nid, text: n }),
          el("input", { id: nid, type: "number", min: f.lo, max: f.hi, step: f.step, inputmode: f.lo < 0 ? "text" : "numeric",
            value: value && value[s] !== undefined ? value[s] : "" })));
      });
      wrap.append(fs);
    }
    return wrap;
  }
  function readField(form, f, names, prefix) {
    const id = `${prefix}-${f.key}`;
    const num = (v) => (v === "" ? v : Number(v.replace(",", ".")));
    if (f.kind === "choice" || f.kind === "seat" || f.kind === "seat?") {
      const c = form.querySelector(`input[name="${id}"]:checked`);
      if (!c) return f.kind === "seat?" ? null : undefined;
      return f.kind === "choice" ? c.value : c.value === "" ? null : Number(c.value);
    }
    if (f.kind === "flag") return form.querySelector("#" + id).checked;
    if (f.kind === "number") return num(form.querySelector("#" + id).value);
    return names.map((_, s) => num(form.querySelector(`#${id}-${s}`).value));
  }
  // Whether a field counts for these inputs: its "when" (the engine's) holds.
  const applies = (f, inputs) => Object.entries(f.when || {}).every(([k, vs]) => vs.includes(inputs[k]));
  // The inputs of a form's fields (``items``: [field, node]) that count, read in the fields' order.
  function formInputs(form, items, names, prefix) {
    const out = {};
    for (const [f] of items) if (applies(f, out)) out[f.key] = readField(form, f, names, prefix);
    return out;
  }
  // Only the fields that count for these inputs are shown.
  function showApplying(items, inputs) {
    for (const [f, node] of items) node.hidden = !applies(f, inputs);
  }

  T.WIDGETS.pad = async function (w, ui) {
    const live = T.announcer(); // the one announcer (troggu.js)
    const note = el("div", { class: "troggu-pad-note" });
    const main = el("div", { class: "troggu-pad-main" });
    ui.append(note, main, live.element);
    let specs = {}; // per game: pad_spec's answer
    let cur = null; // {id, v, game, evening}
    let scored = null;
    let editing = null; // the index of the round being edited

    const say = live.say;
    let limits = null; // the engine's limits of a text it reads (meta.limits: kernel.jsonio's MAX_BYTES, MAX_DEPTH)
    async function engineLimits() {
      if (!limits) { const m = await T.call("meta", cur ? { game: cur.game } : {}); if (m.ok) limits = m.limits; }
      return limits;
    }
    // A file's text, read at most as far as shows that it is longer than the engine reads (4 bytes a character at most)
    async function readFile(file) {
      const l = await engineLimits();
      return (l ? file.slice(0, 4 * l.record_chars + 4) : file).text();
    }
    function tell(key, res, vars) {
      clear(note);
      if (res && !res.ok) note.append(T.refusalBox(res));
      else if (key) note.append(el("p", { class: "troggu-error", role: "alert", text: t(key, vars) }));
    }
    const ok = (text) => { clear(note); note.append(el("p", { class: "troggu-pad-ok", text })); say(text); };
    // A round entered, changed or deleted: said in the standing pinned at the top of the screen (beside the totals,
    // in view while the next round is entered), not in the note above the evening, which is off screen by then.
    // The screen shows the payments (the why is in the round's row below); the screen reader hears both.
    const done = (text) => {
      clear(note);
      const [shown, spoken] = Array.isArray(text) ? text : [text, text];
      const at = main.querySelector(".troggu-pad-done");
      if (at) at.textContent = shown; else note.append(el("p", { class: "troggu-pad-ok", text: shown }));
      say(spoken);
    };

    const unitOf = (n) => (Math.abs(n) === 1 ? cur.unitOne : cur.unit); // the unit of an amount: "1 Punkt", "2 Punkte"

    async function spec(game, ruleset, players) {
      const res = await T.call("pad_spec", { game, ruleset, players });
      if (res.ok) specs[game] = res;
      return res;
    }

    // ---------------------------------------------------------------- the list of evenings and a new one
    async function home() {
      cur = null; editing = null;
      clear(main);
      const { items, broken, error } = store.list();
      if (error) tell(error);
      else if (broken.length) tell("pad_store_garbage");
      main.append(el("h2", { text: t("pad_evenings") }));
      if (!items.length) main.append(el("p", { text: t("pad_none") }));
      const list = el("ul", { class: "troggu-pad-list" });
      for (const it of items) list.append(el("li", {}, el("button", { type: "button", class: "md-button", "data-action": "open", onclick: () => open(it.id) }, eveningLabel(it.evening))));
      main.append(list);
      if (broken.length) main.append(brokenList(broken));
      const file = el("input", { type: "file", accept: ".json,application/json", class: "troggu-pad-file", "data-action": "import",
        onchange: async () => { if (file.files && file.files[0]) await importFile(file.files[0]); file.value = ""; } });
      main.append(el("div", { class: "troggu-buttons" },
        el("button", { type: "button", class: "md-button md-button--primary", "data-action": "new", onclick: () => setup() }, t("pad_new")),
        el("label", { class: "md-button troggu-pad-import" }, t("pad_import"), file)));
    }
    function eveningLabel(e) {
      const title = typeof e.title === "string" && e.title ? e.title : t("pad_evening");
      // the day it was last changed; none where the stored time is no date (out of range: "Invalid Date")
      const day = Number.isFinite(e.updated) ? new Date(e.updated) : null;
      const when = day && !Number.isNaN(day.getTime()) ? " · " + day.toLocaleDateString(T.lang() === "de" ? "de-CH" : "en-GB") : "";
      return `${title} · ${e.names.join(", ")} · ${t(e.rounds.length === 1 ? "pad_rounds_one" : "pad_rounds_n", { n: e.rounds.length })}${when}`;
    }

    // What is stored but cannot be read (or is refused by the engine): named, with its first characters, and two
    // ways out: save it as a file (the stored text as it is), or remove it after asking. Nothing goes unasked.
    function brokenList(broken) {
      const ul = el("ul", { class: "troggu-pad-broken" });
      for (const b of broken) {
        ul.append(el("li", { "data-key": b.id },
          el("p", {}, el("strong", { text: t("pad_broken_item", { id: b.id }) })),
          el("p", { class: "troggu-pad-broken-text" }, el("code", { text: b.text.length > 80 ? b.text.slice(0, 80) + "…" : b.text })),
          brokenActions(b.id, b.text)));
      }
      return el("section", { class: "troggu-pad-broken-all", "aria-labelledby": "pad-broken-title" },
        el("h3", { id: "pad-broken-title", text: t("pad_broken_title") }), ul);
    }
    function brokenActions(id, text) {
      const name = "schreibblock-" + id.replace(/[^A-Za-z0-9_-]+/g, "_").slice(0, 60) + ".txt";
      return el("div", { class: "troggu-buttons troggu-pad-broken-actions" },
        el("button", { type: "button", class: "md-button", "data-action": "save-broken", "aria-label": t("pad_broken_save_n", { id }),
          onclick: () => download(name, text, "text/plain;charset=utf-8") }, t("pad_broken_save")),
        el("button", { type: "button", class: "md-button", "data-action": "remove-broken", "aria-label": t("pad_broken_remove_n", { id }),
          onclick: async () => {
            if (!window.confirm(t("pad_broken_remove_confirm", { id }))) return;
            if (!store.remove(id)) return tell("pad_store_unavailable");
            await home(); // says what else is still unreadable; then what was done, below it
            const done = t("pad_broken_removed", { id });
            note.append(el("p", { class: "troggu-pad-ok", text: done }));
            say(done);
          } }, t("pad_broken_remove")));
    }
    // The engine refused a stored evening: its reason, and the same two ways out.
    function refused(id, res) {
      tell(null, res);
      const item = store.read(id);
      if (item.text !== undefined) note.append(el("p", { text: t("pad_broken_refused") }), brokenActions(id, item.text));
    }

    // House rules for a new evening: from the page's link (#r=…&o=…[&g=…], as the composer writes it) or a file.
    const HOUSE = "__house";
    // a link that names no game (no g=) is the engine's default game's: the request names none, the answer names it.
    // The link is read by troggu.js's one reader (T.shareLink); the engine reads its rules (pad_spec).
    function linkedHouse() {
      const link = T.shareLink(location.hash);
      if (!link || !link.fields.r) return null;
      return { ...(link.game ? { game: link.game } : {}), ruleset: link.fields.r, options: link.fields.o || "{}" };
    }

    async function setup(preset) {
      clear(main); clear(note);
      const base = await T.call("pad_spec", {}); // the games with a pad, the first one's rulesets
      if (!base.ok) return tell(null, base);
      specs[base.games[0].id] = base;
      let house = null; // pad_spec's answer "house" for the rules chosen (link or file): the engine's reading
      const form = el("form", { class: "troggu-pad-setup", novalidate: true });
      const gameSel = el("select", { id: "pad-game", name: "game" },
        base.games.map((g) => el("option", { value: g.id }, g.title)));
      const rsSel = el("select", { id: "pad-ruleset", name: "ruleset" });
      const houseNote = el("div", { class: "troggu-pad-house" });
      const houseFile = el("input", { type: "file", accept: ".json,application/json", class: "troggu-pad-file", "data-action": "house-file",
        onchange: async () => { if (houseFile.files && houseFile.files[0]) await houseFromFile(houseFile.files[0]); houseFile.value = ""; } });
      const nSel = el("select", { id: "pad-players", name: "players" });
      const lim = base.limits; // the engine's limits of a name, a title and the base (pad_spec)
      const title = el("input", { id: "pad-title", name: "title", type: "text", maxlength: lim.title, value: new Date().toLocaleDateString(T.lang() === "de" ? "de-CH" : "en-GB") });
      const baseIn = el("input", { id: "pad-base", name: "base", type: "number", min: lim.base_min, max: lim.base_max, step: 1, inputmode: "numeric" });
      const unit = el("span", { class: "troggu-pad-unit" });
      const names = el("div", { class: "troggu-pad-names" });
      const row = (id, label, ...input) => el("div", { class: "troggu-pad-row" }, el("label", { for: id, text: label }), ...input);
      async function fillRulesets() {
        const s = specs[gameSel.value] || (await spec(gameSel.value));
        clear(rsSel);
        for (const r of s.rulesets) rsSel.append(el("option", { value: r.name, selected: !house && r.name === s.default_ruleset }, r.title));
        if (house && house.house_rules.game === gameSel.value) {
          rsSel.append(el("option", { value: HOUSE, selected: true }, houseTitle(house)));
        }
        fillPlayers();
        drawHouse();
      }
      function drawHouse() {
        clear(houseNote);
        if (!house || rsSel.value !== HOUSE) return;
        const differs = t("pad_house_differs", { base: house.base_title });
        houseNote.append(el("p", { text: differs }), differsList(house));
        say(differs);
      }
      async function useHouse(req) { // the engine reads the rules (refusing what it cannot play, naming the rule)
        const res = await T.call("pad_spec", req);
        if (!res.ok) { tell(null, res); return false; }
        specs[res.game_id] = { ...res, house: undefined }; // the game the engine read the rules for
        house = res.house;
        gameSel.value = res.game_id;
        await fillRulesets();
        return true;
      }
      async function houseFromFile(file) { // the engine reads the file (its size, its JSON, the game it names)
        const text = await readFile(file);
        if (await useHouse({ game: gameSel.value, ruleset_file: text })) ok(t("pad_house_read", { name: houseTitle(house) }));
      }
      function fillUnit() { // the unit follows the base: "1 Punkt", "2 Punkte"
        const s = specs[gameSel.value];
        if (s) unit.textContent = Number(baseIn.value) === 1 ? s.unit_one || s.unit : s.unit;
      }
      function fillPlayers() {
        const s = specs[gameSel.value];
        const r = rsSel.value === HOUSE ? house : s.rulesets.find((x) => x.name === rsSel.value);
        const keep = Number(nSel.value) || 4;
        clear(nSel);
        for (const n of r.players) nSel.append(el("option", { value: n, selected: n === keep }, String(n)));
        baseIn.value = r.base;
        fillUnit();
        fillNames();
      }
      function fillNames() {
        const old = [...names.querySelectorAll("input")].map((i) => i.value);
        clear(names);
        for (let s = 0; s < Number(nSel.value); s++) {
          const id = `pad-name-${s}`;
          names.append(row(id, t("pad_name_n", { n: s + 1 }), el("input", { id, type: "text", maxlength: lim.name, required: true, autocomplete: "off",
            value: old[s] || `${t("pad_player")} ${s + 1}` })));
        }
      }
      gameSel.addEventListener("change", fillRulesets);
      baseIn.addEventListener("input", fillUnit);
      rsSel.addEventListener("change", () => { fillPlayers(); drawHouse(); });
      nSel.addEventListener("change", fillNames);
      form.append(
        el("h2", { text: t("pad_new") }),
        row("pad-title", t("pad_title"), title),
        row("pad-game", t("pad_game"), gameSel),
        row("pad-ruleset", t("rules_choice"), rsSel),
        houseNote,
        el("p", { class: "troggu-pad-hint" }, el("label", { class: "md-button troggu-pad-import" }, t("pad_house_file"), houseFile)),
        row("pad-players", t("players"), nSel),
        row("pad-base", t("pad_base"), baseIn, unit),
        el("p", { class: "troggu-pad-hint", text: t("pad_seats_hint") }),
        names,
        el("div", { class: "troggu-buttons" },
          el("button", { type: "submit", class: "md-button md-button--primary", "data-action": "begin" }, t("pad_begin")),
          el("button", { type: "button", class: "md-button", onclick: home }, t("pad_back"))));
      form.addEventListener("submit", async (ev) => {
        ev.preventDefault();
        const evening = {
          ruleset: rsSel.value === HOUSE ? house.house_rules : rsSel.value, base: Number(baseIn.value), title: title.value.trim(),
          names: [...names.querySelectorAll("input")].map((i) => i.value.trim()), rounds: [],
        };
        const res = await T.call("pad_evening", { game: gameSel.value, evening });
        if (!res.ok) return tell(null, res);
        const id = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
        evening.game = gameSel.value;
        evening.updated = Date.now();
        const saved = store.write(id, 1, evening);
        if (!saved.ok) return tell(saved.error);
        if (location.hash) history.replaceState(null, "", location.pathname + location.search); // the link is used
        await open(id);
      });
      main.append(form);
      if (!(preset && (await useHouse(preset)))) await fillRulesets();
      gameSel.focus();
    }
    const houseTitle = (h) => t("pad_house_title", { name: h.house_rules.name || h.id, base: h.base_title });
    const differsList = (h) => el("ul", { class: "troggu-pad-differs" },
      h.differs.map((d) => el("li", {}, el("strong", { text: d.title }), ": " + d.meaning)));

    // ---------------------------------------------------------------- one evening
    async function open(id, quiet) {
      const item = store.read(id);
      if (!item.ok) return tell(item.error || "pad_store_garbage");
      const e = item.data.evening;
      const s = await spec(e.game, e.ruleset, e.names.length);
      if (!s.ok) return refused(id, s); // the stored evening stays as it is
      const res = await T.call("pad_evening", { game: e.game, evening: e });
      if (!res.ok) return refused(id, res);
      cur = { id, v: item.data.v || 1, game: e.game, evening: e, fields: s.fields, unit: s.unit, unitOne: s.unit_one || s.unit };
      scored = res;
      editing = null;
      if (!quiet) clear(note);
      draw();
    }

    // Write the evening unless another tab has changed it since it was read (then reload it, telling why).
    async function save(evening, doneText) {
      const now = store.read(cur.id);
      if (now.ok && (now.data.v || 1) !== cur.v) {
        await open(cur.id, true);
        tell("pad_other_tab");
        return false;
      }
      evening.updated = Date.now();
      const r = store.write(cur.id, cur.v + 1, evening);
      if (!r.ok) { tell(r.error); return false; }
      cur.v += 1;
      await open(cur.id, true);
      if (doneText) done(doneText);
      return true;
    }

    function roundForm() {
      const e = cur.evening;
      const prev = editing !== null ? e.rounds[editing].inputs : {};
      const form = el("form", { class: "troggu-pad-round", novalidate: true, "aria-labelledby": "pad-round-title" });
      const number = editing !== null ? editing + 1 : e.rounds.length + 1;
      const dealer = e.names[(number - 1) % e.names.length];
      form.append(el("h2", { id: "pad-round-title", text: t(editing !== null ? "pad_edit_n" : "pad_round_n", { n: number }) + ` · ${t("dealer")}: ${dealer}` }));
      const items = cur.fields.map((f) => [f, fieldInput(f, prev[f.key] ?? f.default, e.names, "pad-f")]);
      items.forEach(([, node]) => form.append(node));
      const inputs = () => formInputs(form, items, e.names, "pad-f");
      const sync = () => showApplying(items, inputs());
      form.addEventListener("change", sync);
      sync();
      const result = el("div", { class: "troggu-pad-result" });
      form.append(result, el("div", { class: "troggu-buttons" },
        el("button", { type: "submit", class: "md-button md-button--primary", "data-action": "enter" }, t(editing !== null ? "pad_save_round" : "pad_enter")),
        editing !== null ? el("button", { type: "button", class: "md-button", onclick: () => { editing = null; draw(); } }, t("pad_cancel")) : null));
      form.addEventListener("submit", async (ev) => {
        ev.preventDefault();
        const res = await T.call("pad_round", { game: cur.game, evening: e, inputs: inputs(), number });
        clear(result);
        if (!res.ok) {
          // a value the form holds out of its range: the engine's message says which and why; the rule of files
          // (record.format) is no help at the table, so it is not linked
          result.append(T.refusalBox(res.rule === "record.format" ? { ...res, rule_page: null } : res));
          say(res.reason || res.error);
          return;
        }
        const rounds = e.rounds.slice();
        if (editing !== null) rounds[editing] = { inputs: res.inputs }; else rounds.push({ inputs: res.inputs });
        const paid = `${t("pad_round_n", { n: number })}: ` + e.names.map((n, s) => `${n} ${fmt(res.payments[s])}`).join(", ") + ".";
        if (!(await save({ ...e, rounds }, [paid, paid + " " + res.why.join(". ") + "."]))) return;
        toForm();
      });
      return form;
    }

    const fmt = (x) => (x > 0 ? "+" + x : String(x));

    // The next round's form just under the pinned standing (totals and confirmation stay in view), its first
    // choice focused without the browser scrolling it to the top, under the standing.
    function toForm() {
      const form = main.querySelector(".troggu-pad-round");
      const standing = main.querySelector(".troggu-pad-standing");
      if (!form) return;
      const pinned = standing ? standing.getBoundingClientRect().bottom : 0;
      window.scrollBy(0, form.getBoundingClientRect().top - pinned - 8);
      const first = form.querySelector("input");
      if (first) first.focus({ preventScroll: true });
    }

    // The pad's page: the site's "available offline" note is set into the evening (above it, in the flow), not
    // over the bottom of the screen, where it would cover "Runde eintragen" on a phone until closed.
    const swSlot = el("div", { class: "troggu-pad-swslot" });
    ui.prepend(swSlot);
    const seatNote = () => {
      for (const n of document.querySelectorAll("body > .troggu-sw-note")) swSlot.append(n);
    };
    seatNote();
    new MutationObserver(seatNote).observe(document.body, { childList: true });

    // The evening's name changed (the engine reads the evening as it will be stored) or the evening deleted
    // (after asking; undoable: its stored text is kept until the page is left).
    function renameForm(e) {
      const input = el("input", { id: "pad-rename", type: "text", maxlength: specs[e.game].limits.title, value: e.title || "", autocomplete: "off" });
      const form = el("form", { class: "troggu-pad-rename troggu-pad-noprint", novalidate: true },
        el("div", { class: "troggu-pad-row" }, el("label", { for: "pad-rename", text: t("pad_rename_label") }), input),
        el("div", { class: "troggu-buttons" },
          el("button", { type: "submit", class: "md-button md-button--primary", "data-action": "rename-save" }, t("pad_rename_save")),
          el("button", { type: "button", class: "md-button", onclick: () => { form.replaceWith(headButtons(e)); } }, t("pad_cancel"))));
      form.addEventListener("submit", async (ev) => {
        ev.preventDefault();
        const title = input.value.trim();
        const res = await T.call("pad_evening", { game: cur.game, evening: { ...e, title } });
        if (!res.ok) return tell(null, res);
        if (await save({ ...e, title }, null)) ok(t("pad_renamed", { title: title || t("pad_evening") }));
      });
      return form;
    }
    function headButtons(e) {
      const bar = el("div", { class: "troggu-buttons troggu-pad-noprint troggu-pad-evening-actions" },
        el("button", { type: "button", class: "md-button", "data-action": "rename",
          onclick: () => { const f = renameForm(e); bar.replaceWith(f); f.querySelector("input").focus(); } }, t("pad_rename")),
        el("button", { type: "button", class: "md-button", "data-action": "remove-evening",
          onclick: () => removeEvening(e) }, t("pad_remove_evening")));
      return bar;
    }
    async function removeEvening(e) {
      const title = e.title || t("pad_evening");
      if (!window.confirm(t("pad_remove_evening_confirm", { title }))) return;
      const id = cur.id;
      const item = store.read(id);
      if (!store.remove(id)) return tell("pad_store_unavailable");
      clear(note);
      await home();
      const text = t("pad_removed_evening", { title });
      note.append(el("p", { class: "troggu-pad-ok" }, text + " ",
        el("button", { type: "button", class: "md-button", "data-action": "undo",
          onclick: async () => {
            const back = store.write(id, item.ok ? item.data.v || 1 : 1, item.ok ? item.data.evening : e);
            if (!back.ok) return tell(back.error);
            await open(id);
            ok(t("pad_restored", { title }));
          } }, t("pad_undo"))));
      say(text);
    }

    function draw() {
      clear(main);
      const e = cur.evening;
      const s = specs[cur.game];
      const rs = s.rulesets.find((r) => r.name === e.ruleset);
      const h = scored.house; // house rules: their name or id, and what differs from the base, in the engine's words
      main.append(el("div", { class: "troggu-pad-head" },
        el("h2", { text: `${e.title || t("pad_evening")}` }),
        el("p", { text: `${s.title} · ${h ? houseTitle(h) : rs ? rs.title : e.ruleset} · ${t("pad_base")} ${e.base} ${unitOf(e.base)}` }),
        h ? el("div", { class: "troggu-pad-house", "data-house": h.id },
          el("p", { text: t("pad_house_differs", { base: h.base_title }) }), differsList(h)) : null,
        headButtons(e)));
      // the standing, pinned at the top of the screen while rounds are entered: each total with its unit, big, on
      // one line (printed too), and the last round's confirmation under it
      const tot = el("ol", { class: "troggu-pad-totals", "aria-label": t("pad_totals") });
      e.names.forEach((n, i) => tot.append(el("li", { class: scored.totals[i] < 0 ? "troggu-pad-minus" : "" },
        el("span", { class: "troggu-pad-name", text: n }),
        el("span", { class: "troggu-pad-total" },
          el("span", { class: "troggu-pad-amount", text: fmt(scored.totals[i]) }), " ",
          el("span", { class: "troggu-pad-unit", text: unitOf(scored.totals[i]) })))));
      main.append(el("section", { class: "troggu-pad-standing", "aria-labelledby": "pad-totals-title" },
        el("h3", { id: "pad-totals-title", text: t("pad_totals") }), tot, el("p", { class: "troggu-pad-done troggu-pad-ok" })));
      main.append(roundForm());
      // the rounds, newest first
      const list = el("ol", { class: "troggu-pad-rounds", reversed: true, "aria-label": t("pad_rounds") });
      for (const r of scored.rounds.slice().reverse()) {
        const k = r.number - 1;
        list.append(el("li", { class: "troggu-pad-roundrow", "data-round": r.number },
          el("div", { class: "troggu-pad-roundhead", text: `${t("pad_round_n", { n: r.number })} · ${t("dealer")}: ${e.names[r.dealer]}` }),
          el("ul", { class: "troggu-pad-pay" }, e.names.map((n, i) => el("li", {}, `${n} `, el("strong", { text: fmt(r.payments[i]) })))),
          el("p", { class: "troggu-pad-why", text: r.why.join(" · ") }),
          el("p", { class: "troggu-pad-running" }, el("span", { text: t("pad_running", { n: r.number }) + ": " }),
            ...e.names.map((n, i) => el("span", { class: "troggu-pad-runitem" }, `${n} `, el("strong", { text: fmt(r.totals[i]) }), i < e.names.length - 1 ? ", " : ""))),
          el("div", { class: "troggu-buttons troggu-pad-noprint" },
            el("button", { type: "button", class: "md-button", "data-action": "edit", "aria-label": t("pad_edit_n", { n: r.number }),
              onclick: () => { editing = k; draw(); main.querySelector(".troggu-pad-round input").focus(); } }, t("pad_edit")),
            el("button", { type: "button", class: "md-button", "data-action": "delete", "aria-label": t("pad_delete_n", { n: r.number }),
              onclick: async () => {
                if (!window.confirm(t("pad_delete_confirm", { n: r.number }))) return;
                const rounds = e.rounds.filter((_, j) => j !== k);
                await save({ ...e, rounds }, t("pad_deleted", { n: r.number }));
              } }, t("pad_delete")))));
      }
      if (scored.rounds.length) main.append(el("h3", { text: t("pad_rounds") }), list);
      // who pays whom
      const settle = el("ul", { class: "troggu-pad-settle" });
      for (const tr of scored.transfers) settle.append(el("li", { text: t("pad_pays", { from: e.names[tr.from], to: e.names[tr.to], amount: tr.amount, unit: unitOf(tr.amount) }) }));
      if (!scored.transfers.length) settle.append(el("li", { text: t("pad_square") }));
      main.append(el("h3", { text: t("pad_settle") }), settle);
      main.append(el("div", { class: "troggu-buttons troggu-pad-noprint" },
        el("button", { type: "button", class: "md-button", "data-action": "csv", onclick: () => exportAs("csv") }, t("pad_csv")),
        el("button", { type: "button", class: "md-button", "data-action": "session", onclick: () => exportAs("session") }, t("pad_file")),
        el("button", { type: "button", class: "md-button", "data-action": "print", onclick: () => window.print() }, t("pad_print")),
        el("button", { type: "button", class: "md-button", "data-action": "home", onclick: home }, t("pad_all"))));
    }

    async function exportAs(kind) {
      const res = await T.call("pad_export", { game: cur.game, evening: cur.evening });
      if (!res.ok) return tell(null, res);
      w._lastExport = res; // for the tests: what was downloaded
      if (kind === "csv") download(res.csv_name, "\ufeff" + res.csv, "text/csv;charset=utf-8");
      else download(res.session_name, res.session, "application/json");
    }

    async function importText(text) { // the engine reads the file: its size, its JSON, the evening
      // the evenings stored: an import of one of them opens it and is not stored twice (the engine compares)
      const stored = {};
      for (const it of store.list().items) stored[it.id] = it.evening;
      const res = await T.call("pad_import", { text, stored });
      if (!res.ok) { tell(null, res); say(res.reason || res.error); return; } // nothing stored changes
      if (res.same_as) { await open(res.same_as); ok(res.note); return; }
      const id = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
      const evening = { ...res.evening, game: res.game, updated: Date.now() };
      const saved = store.write(id, 1, evening);
      if (!saved.ok) return tell(saved.error);
      await open(id);
      ok(t("pad_imported", { read: res.note })); // the engine counts the rounds in the language's plural
    }
    async function importFile(file) {
      await importText(await readFile(file));
    }
    w._padImport = importText; // for the tests: the same path as the file picker

    window.addEventListener("storage", async (ev) => {
      if (!cur || ev.key !== PREFIX + cur.id) return;
      if (ev.newValue === null) { tell("pad_removed_elsewhere"); return; }
      await open(cur.id, true);
      tell("pad_other_tab");
    });

    const linked = linkedHouse();
    if (linked) await setup(linked); else await home();
  };

  // ------------------------------------------------------------------ the one-round calculator (data-widget="scoring")
  /* One round as the table saw it, paid by every ruleset of the game side by side (rules/pay, play, each game's
     page; data-game: the game, else the engine's default one). The form is the pad's round (the game's fields,
     pad_spec), the payments, why and refusals are the engine's (pad_compare), and the side's cards may be picked:
     the engine counts them (pad_count) into the field the game counts (its field marked "counted"). */
  T.START_LABEL.scoring = "open_calc";
  let calcs = 0;
  T.WIDGETS.scoring = async function (w, ui, opts) {
    const first = await T.call("pad_spec", w.dataset.game ? { game: w.dataset.game } : {});
    if (!first.ok) throw new Error(first.reason || first.error);
    const game = first.game_id;
    const meta = await T.cards.gameMeta(game);
    if (!meta.ok) throw new Error(meta.reason || meta.error);
    const prefix = `calc${++calcs}-f`;
    const playersOf = (name) => (first.rulesets.find((r) => r.name === name) || first.rulesets[0]).players;
    const start = first.rulesets.some((r) => r.name === w.dataset.ruleset) ? w.dataset.ruleset : first.default_ruleset;
    const rsSel = el("select", { "data-calc": "ruleset" },
      first.rulesets.map((r) => el("option", { value: r.name, selected: r.name === start }, r.title)));
    const plSel = el("select", { "data-calc": "players" });
    const wanted = Number((opts && opts.players) || w.dataset.players) || meta.default_players;
    const fillPlayers = () => {
      const keep = Number(plSel.value) || wanted;
      const sizes = playersOf(rsSel.value);
      const chosen = sizes.includes(keep) ? keep : sizes[0];
      clear(plSel);
      for (const n of sizes) plSel.append(el("option", { value: n, selected: n === chosen }, String(n)));
    };
    fillPlayers();
    const form = el("form", { class: "troggu-calc-form", novalidate: true });
    const out = el("div", { class: "troggu-output", "aria-live": "polite" }); // the round's payments, shown: live itself
    ui.append(el("div", { class: "troggu-controls" },
      el("label", {}, t("rules_choice"), " ", rsSel), " ", el("label", {}, t("players"), " ", plSel)), form, out);
    let items = [];
    let names = [];
    const inputs = () => formInputs(form, items, names, prefix);

    // the cards the side took, picked: the engine counts them into the counted field
    function picker(f) {
      const picked = new Set();
      const row = el("div", { class: "troggu-cards" });
      const note = el("span", { class: "troggu-note" });
      const box = el("details", { class: "troggu-pick" }, el("summary", {}, t("calc_pick", { field: f.label }), " ", note), row);
      const draw = () => {
        clear(row);
        for (const code of Object.keys(meta.names)) {
          row.append(T.cards.cardEl(game, code, { button: true, type: "button", look: "troggu-card",
            class: picked.has(code) ? "troggu-chosen" : null, "aria-pressed": String(picked.has(code)),
            onclick: async () => {
              picked.has(code) ? picked.delete(code) : picked.add(code);
              draw();
              row.querySelector(`[data-card="${CSS.escape(code)}"]`).focus();
              const res = await T.call("pad_count", { game, cards: [...picked] });
              if (!res.ok) { clear(note).append(T.refusalBox(res)); return; }
              note.textContent = `${res.cards} → ${res.points} ${t("points")}`;
              form.querySelector(`#${prefix}-${f.key}`).value = res.points;
              await compute();
            } }));
        }
        T.rovingFocus(row, row.querySelector("button"));
      };
      box.addEventListener("toggle", () => { if (box.open && !row.firstChild) draw(); });
      return box;
    }

    async function drawForm() {
      const n = Number(plSel.value);
      const before = items.length ? inputs() : {};
      const spec = await T.call("pad_spec", { game, ruleset: rsSel.value, players: n });
      clear(form);
      if (!spec.ok) { form.append(T.refusalBox(spec)); return; }
      names = meta.seat_labels.slice(0, n); // the seats as the table names them (the engine's)
      const keep = (f) => (before[f.key] !== undefined && (f.kind !== "numbers" || before[f.key].length === n) ? before[f.key] : f.start);
      items = spec.fields.map((f) => [f, fieldInput(f, keep(f), names, prefix)]);
      for (const [f, node] of items) {
        form.append(node);
        if (f.counted) node.append(picker(f));
      }
      showApplying(items, inputs());
      await compute();
    }

    const signed = (x, unit) => `${x > 0 ? "+" : ""}${x} ${unit}`;
    let asked = 0; // the newest request: an older answer arriving later is not shown
    async function compute() {
      const now = inputs();
      showApplying(items, now);
      const n = Number(plSel.value);
      const mine = ++asked;
      const res = await T.call("pad_compare", { game, ruleset: rsSel.value, players: n, inputs: now });
      if (mine !== asked) return;
      clear(out);
      if (!res.ok) { out.append(T.refusalBox(res)); return; }
      // One column per ruleset, one row per seat: the rulesets side by side, the table growing downwards with the
      // players, so it fits a phone. The roles are the elements' own: they keep the table a table for screen
      // readers where a phone's style sets its rows as grids (troggu-widgets.css).
      const table = el("table", { class: "troggu-pay troggu-calc", role: "table" });
      table.style.setProperty("--troggu-villages", String(res.rows.length));
      const head = el("tr", { role: "row" }, el("th", { scope: "col", role: "columnheader", text: t("rules_choice") }));
      for (const r of res.rows) head.append(el("th", { scope: "col", role: "columnheader", "data-ruleset": r.ruleset, text: r.title }));
      table.append(el("thead", { role: "rowgroup" }, head));
      const body = el("tbody", { role: "rowgroup" });
      for (let s = 0; s < n; s++) {
        const tr = el("tr", { role: "row" }, el("th", { scope: "row", role: "rowheader", text: res.seat_labels[s] }));
        for (const r of res.rows) {
          const x = r.payments ? r.payments[s] : null;
          tr.append(el("td", { role: "cell", "data-ruleset": r.ruleset,
            class: x === null ? null : "troggu-rp " + (x > 0 ? "troggu-plus" : x < 0 ? "troggu-minus" : ""),
            text: x === null ? "–" : signed(x, Math.abs(x) === 1 ? res.unit_one : res.unit) }));
        }
        body.append(tr);
      }
      table.append(body);
      // why each ruleset pays so, in the engine's words: its reasons, its refusal, or that it is not played so
      const why = el("dl", { class: "troggu-calc-why" });
      for (const r of res.rows) {
        const said = !r.plays ? t("not_played") : r.refused ? r.refused : r.why.join(" · ");
        const dd = el("dd", { "data-ruleset": r.ruleset, text: said });
        if (r.refused && r.rule_page) dd.append(" ", T.ruleLink(r.rule_page, t("rule")));
        why.append(el("dt", { text: r.title }), dd);
      }
      out.append(el("div", { class: "troggu-table-wrap" }, table), el("h4", { text: t("calc_why") }), why);
    }

    form.addEventListener("change", compute);
    form.addEventListener("input", (ev) => { if (ev.target.type === "number") compute(); });
    form.addEventListener("submit", (ev) => ev.preventDefault());
    rsSel.addEventListener("change", () => { fillPlayers(); drawForm(); });
    plSel.addEventListener("change", drawForm);
    await drawForm();
  };
  if (T.initAll) T.initAll();
})();
