/* Lernen: the learner's path (data-widget="learn"). The map of every game's lessons with progress and stars kept in
 * this browser (localStorage, nothing sent anywhere; a reset button), and the lesson player: a lesson's table drawn
 * with the engine's card pictures (troggu-table.js's T.cards), the learner's answer judged by the engine (web ops
 * lessons, lesson, lesson_answer: troggu_core/learn). This file draws and labels; no rule is decided here. */
(function () {
  "use strict";
  const T = window.Troggu;
  if (!T || !T.WIDGETS || !T.cards) return;
  const { el, clear, t } = T;
  const KEY = "troggu-learn/1";
  const LAST = "troggu-learn/game"; // the game whose path the learner is on ("Weitermachen" stays on it)
  const HASH = "#lektion-"; // a lesson's address: learn/#lektion-troggu-06-trumping (the map: learn/)
  const lastGame = () => { try { return localStorage.getItem(LAST); } catch (e) { return null; } };
  const keepGame = (g) => { try { localStorage.setItem(LAST, g); } catch (e) { /* private mode */ } };

  // Progress as stored, read defensively (another version of the page, another script or a hand may have written
  // it): a lesson counts as solved when its entry holds a number of stars, clamped to 0..the engine's most whole
  // stars; any other entry (a string, null, no object) is no progress. What is dropped here is gone at the next save.
  function storedStars(entry, most) {
    const n = entry && typeof entry === "object" ? entry.stars : undefined;
    return typeof n === "number" && !Number.isNaN(n) ? Math.min(most, Math.max(0, Math.trunc(n))) : null;
  }
  function loadProgress(most) {
    let stored = null;
    try { stored = JSON.parse(localStorage.getItem(KEY) || "{}"); } catch (e) { return {}; }
    const out = Object.create(null); // a lesson id is a key, never a prototype ("__proto__")
    if (!stored || typeof stored !== "object" || Array.isArray(stored)) return out;
    for (const [id, entry] of Object.entries(stored)) {
      const n = storedStars(entry, most);
      if (n !== null) out[id] = { stars: n };
    }
    return out;
  }
  function saveProgress(p) { try { localStorage.setItem(KEY, JSON.stringify(p)); } catch (e) { /* private mode: kept for this visit */ } }
  // the stars are the engine's (lesson_answer judges the tries and hints; the path says how many there are at most)
  const starsText = (n, most) => "★".repeat(n) + "☆".repeat(most - n);
  // A lesson's text with the glossary's words linked to their entry (the engine says where: the answer's
  // "glossary", [start, end, the entry's id] per text; the glossary page is a sibling of this learn/ page).
  function withTerms(text, spans) {
    const page = new URL("../glossary/", location.href.replace(/#.*$/, "")).href;
    const out = [];
    let at = 0;
    for (const [a, b, id] of spans || []) {
      if (a < at || b > text.length) continue;
      out.push(text.slice(at, a), el("a", { class: "troggu-learn-term", href: page + "#" + id }, text.slice(a, b)));
      at = b;
    }
    out.push(text.slice(at));
    return out;
  }

  T.WIDGETS.learn = async function (w, ui) {
    const path = await T.call("lessons", {});
    if (!path.ok) { ui.append(T.refusalBox(path)); return; }
    const live = T.announcer(); // the one announcer (troggu.js)
    const view = el("div", { class: "troggu-learn" });
    ui.append(view, live.element);
    const most = path.max_stars;
    let progress = loadProgress(most);
    const say = live.say;
    const attempts = new Map(); // a stage's test: how many times it was begun in this visit (the engine's stars read it)

    // the next lesson to solve on one game's path (the game the learner is on: never another game's, unasked)
    const gameOf = (id) => path.games.find((g) => g.lessons.some((l) => l.id === id));
    const current = () => path.games.find((g) => g.game === lastGame()) || path.games[0];
    function nextOpen(g) {
      const open = g.lessons.find((l) => !progress[l.id]);
      return open ? open.id : null;
    }
    const gameDone = (g) => g.lessons.every((l) => progress[l.id]);

    // ---------------------------------------------------------------- addresses: a lesson's own, Back to the map
    // Opening a lesson from the map pushes its address (the phone's Back returns to the map); the next lesson
    // replaces it; a lesson's link opens it (the map is put beneath it). history.state is Material's (it keeps the
    // scroll offset there): only the address is read, on "hashchange" (site-anchors.js keeps a history step within
    // the page from Material's instant navigation: its popstate stops there).
    let here = null; // the lesson shown, null: the map
    let pushed = false; // the lesson's address was pushed over the map's by this page
    let mapFocus = null; // the lesson the map focuses once Back has drawn it
    function lessonOfHash() {
      let h = "";
      try { h = decodeURIComponent(location.hash || ""); } catch (e) { return null; }
      const id = h.startsWith(HASH) ? h.slice(HASH.length) : null;
      return id && gameOf(id) ? id : null;
    }
    const mapUrl = () => location.pathname + location.search;
    function address(id, how) {
      if (how === "push") { history.pushState(null, "", HASH + id); pushed = true; }
      else if (how === "replace") history.replaceState(null, "", HASH + id);
    }
    function toMap(focusId) {
      if (pushed && lessonOfHash()) { mapFocus = focusId; history.back(); return; } // its hashchange draws the map
      if (lessonOfHash()) history.replaceState(null, "", mapUrl());
      showMap(focusId);
    }
    const onPop = () => {
      if (!w.isConnected) { window.removeEventListener("hashchange", onPop); return; } // another page now
      const id = lessonOfHash();
      if (id && id !== here) openLesson(id, "none");
      else if (!id && here) { pushed = false; showMap(mapFocus || here); mapFocus = null; }
    };
    window.addEventListener("hashchange", onPop);

    // ---------------------------------------------------------------- a game's path done: what next
    function completion(g) {
      const base = new URL("../", location.href.replace(/#.*$/, "")); // this page is learn/ under the language's root
      const head = el("h3", { tabindex: "-1", text: t("learn_complete_title", { game: g.title }) });
      const family = path.games.find((x) => x.game !== g.game && !gameDone(x));
      return el("section", { class: "troggu-learn-complete", "data-complete": g.game }, head,
        el("p", { text: t("learn_complete_text", { n: g.lessons.length }) }),
        el("ul", {},
          el("li", {}, el("a", { href: new URL("play/", base).href }, t("learn_complete_play"))),
          el("li", {}, el("a", { href: new URL("score/", base).href }, t("learn_complete_pad"))),
          family ? el("li", {}, el("button", { type: "button", class: "md-button", "data-action": "family", onclick: () => {
            keepGame(family.game); toMap(nextOpen(family));
          } }, t("learn_complete_family"))) : null));
    }

    // ---------------------------------------------------------------- the map
    function showMap(focusId) {
      clear(view);
      here = null;
      w.dataset.view = "map";
      w.dataset.lesson = "";
      const on = current();
      const resume = nextOpen(on);
      const head = el("div", { class: "troggu-learn-head" });
      if (resume) head.append(el("button", { type: "button", class: "md-button md-button--primary", "data-action": "resume", onclick: () => openLesson(resume) }, Object.keys(progress).length ? t("learn_resume") : t("learn_begin")));
      head.append(" ", el("button", { type: "button", class: "md-button", "data-action": "reset", onclick: () => {
        if (!window.confirm(t("learn_reset_confirm"))) return;
        progress = {}; saveProgress(progress); showMap(); say(t("learn_reset_done"));
      } }, t("learn_reset")));
      view.append(head);
      if (!resume && gameDone(on)) view.append(completion(on));
      for (const g of path.games) {
        const done = g.lessons.filter((l) => progress[l.id]).length;
        const sec = el("section", { class: "troggu-learn-game", "data-game": g.game });
        sec.append(el("h3", { text: g.title }), el("p", { class: "troggu-learn-count", text: t("learn_done_of", { done, of: g.lessons.length }) }));
        // the path in stages: a stage's title and goal, then its lessons (numbered on through the path)
        let ol = el("ol", { class: "troggu-learn-map" });
        for (const l of g.lessons) {
          if (l.stage) {
            if (ol.childNodes.length) sec.append(ol);
            ol = el("ol", { class: "troggu-learn-map", start: String(l.order) });
            sec.append(el("h4", { class: "troggu-learn-stage", text: l.stage.title }), el("p", { class: "troggu-learn-goal", text: l.stage.goal }));
          }
          const p = progress[l.id];
          const name = l.test ? l.title : `${l.order}. ${l.title}`; // a stage's test: its title, no number of its own
          const label = name + (p ? ` – ${t("learn_stars", { n: p.stars })}` : "");
          ol.append(el("li", {}, el("button", { type: "button", class: "troggu-learn-item" + (p ? " troggu-learn-done" : "") + (l.test ? " troggu-learn-test" : ""), "data-lesson": l.id, "aria-label": label, onclick: () => openLesson(l.id) },
            el("span", { class: "troggu-learn-title", text: name }),
            el("span", { class: "troggu-learn-stars", "aria-hidden": "true", text: p ? starsText(p.stars, most) : "" }))));
        }
        sec.append(ol);
        view.append(sec);
      }
      const f = focusId && view.querySelector(`[data-lesson="${focusId}"]`);
      if (f) f.focus();
    }

    // ---------------------------------------------------------------- one lesson
    async function openLesson(id, how) {
      address(id, how || (here ? "replace" : "push"));
      here = id;
      const les = await T.call("lesson", { lesson: id });
      if (!les.ok) { clear(view); view.append(T.refusalBox(les)); return; }
      await T.cards.gameMeta(les.game);
      if (here !== id) return; // another lesson or the map was asked for meanwhile (Back)
      keepGame(les.game);
      clear(view);
      w.dataset.view = "lesson";
      w.dataset.lesson = id;
      w.dataset.solved = "";
      let tries = 0, hintsShown = 0, solved = false;
      const back = el("button", { type: "button", class: "md-button", "data-action": "map", onclick: () => toMap(id) }, t("learn_back"));
      const title = el("h3", { tabindex: "-1", class: "troggu-learn-lesson-title", text: les.title });
      view.append(back, title, el("p", {}, withTerms(les.intro, les.glossary && les.glossary.intro)));
      if (les.numbers) view.append(el("p", { class: "troggu-learn-numbers", text: les.numbers }));
      // a finished round's facts, in the engine's words (a question about what the round pays)
      if (les.facts) view.append(el("div", { class: "troggu-learn-facts", role: "group", "aria-label": t("learn_round") },
        el("span", { class: "troggu-learn-label", text: t("learn_round") }), el("p", { text: les.facts })));
      const prompt = el("p", { class: "troggu-learn-prompt" }, withTerms(les.prompt, les.glossary && les.glossary.prompt));
      const feedback = el("div", { class: "troggu-learn-feedback" });
      const hintBox = el("ul", { class: "troggu-learn-hints" });
      const selected = new Set();
      let embedded = null; // the play table of a whole hand, started once it is in the page

      // an answer: a card, an action, a number; a whole hand's is the play table's finished round (its id: the
      // engine reads who made each move, and the hints taken, from the round itself)
      async function answer(value, round, cards) { // cards: a lay-away's, which the engine writes as the action
        if (solved) return;
        tries += 1;
        // the engine gives the stars: it is told the tries (this one included) and the hints shown; a stage's test,
        // the times it was begun (its answers are judged together, once per attempt)
        const counts = { lesson: id, tries: les.kind === "quiz" ? (attempts.get(id) || 1) : tries, hints: hintsShown };
        const res = await T.call("lesson_answer", round !== undefined ? { ...counts, round } : cards ? { ...counts, cards } : { ...counts, answer: value });
        clear(feedback);
        if (!res.ok) { feedback.append(T.refusalBox(res)); return; }
        w.dataset.verdict = res.verdict;
        if (res.marks) lockQuiz(); // a stage's test judged whole: its answers stand
        if (res.verdict === "refused") { feedback.append(T.refusalBox(res.refusal)); return; }
        if (res.verdict === "worse") {
          feedback.append(el("p", { class: "troggu-learn-worse", text: t("learn_worse") + " " + (res.reason || "") }));
          // a whole hand not played by the learner: the lesson's deal again, from its start
          if (les.kind === "play_hand") feedback.append(el("button", { type: "button", class: "md-button md-button--primary", "data-action": "restart", onclick: () => openLesson(id) }, t("learn_restart_hand")));
          // a stage's test not passed: begun anew, all its questions again (the engine: one star at most then)
          if (res.marks) feedback.append(el("button", { type: "button", class: "md-button md-button--primary", "data-action": "restart", onclick: () => { attempts.set(id, (attempts.get(id) || 1) + 1); openLesson(id); } }, t("learn_test_again")));
          say(t("learn_worse") + " " + (res.reason || ""));
          return;
        }
        solved = true;
        const stars = res.stars; // the engine's (a whole hand's: from the learner's own moves)
        const before = progress[id];
        progress[id] = { stars: Math.max(stars, before ? before.stars : 0) };
        saveProgress(progress);
        w.dataset.solved = "1";
        // the game's path goes on; its last lesson solved with every other: the moment of completion
        const g = gameOf(id);
        const done = gameDone(g) ? completion(g) : null;
        const next = les.next;
        const nextBtn = next && !done ? el("button", { type: "button", class: "md-button md-button--primary", "data-action": "next", onclick: () => openLesson(next) }, t("learn_next"))
          : el("button", { type: "button", class: "md-button" + (done ? "" : " md-button--primary"), "data-action": "map", onclick: () => toMap(id) }, t("learn_to_map"));
        feedback.append(el("div", { class: "troggu-learn-solved" },
          el("p", {}, el("strong", { text: t("learn_solved") + " " }), el("span", { "aria-hidden": "true", text: starsText(stars, most) }), el("span", { class: "troggu-sr-only", text: t("learn_stars", { n: stars }) })),
          el("p", {}, withTerms(res.explanation, res.glossary && res.glossary.explanation)), res.detail ? el("p", { class: "troggu-learn-detail", text: res.detail }) : null, done, nextBtn));
        say(`${t("learn_solved")} ${t("learn_stars", { n: stars })}. ${res.explanation}` + (res.detail ? " " + res.detail : "")
          + (done ? " " + t("learn_complete_title", { game: g.title }) : ""));
        if (done) done.querySelector("h3").focus(); else nextBtn.focus();
      }

      const game = les.game;
      const table = les.table;
      // what the learner sees: the trick (or the cards asked about), then the hand
      const shown = (les.cards && les.cards.length) ? les.cards : (table ? table.trick.map((x) => x.card) : []);
      if (shown.length) {
        const label = les.kind === "count" ? t("learn_pile") : t("learn_trick");
        view.append(el("div", { class: "troggu-learn-cards", role: "group", "aria-label": label },
          el("span", { class: "troggu-learn-label", text: label }), ...shown.map((c) => T.cards.cardEl(game, c))));
      }
      view.append(prompt);
      const answers = el("div", { class: "troggu-learn-answers", role: "group", "aria-label": t("learn_answer") });
      const quizControls = []; // a stage's test: its answers' controls, locked once the engine has judged them
      const lockQuiz = () => quizControls.forEach((c) => { c.disabled = true; });
      if (les.kind === "quiz") {
        // a stage's test: every question answered, then handed in at once; the engine judges them together
        answers.classList.add("troggu-learn-quiz");
        const chosen = les.questions.map(() => "");
        les.questions.forEach((q, i) => {
          const box = el("fieldset", { class: "troggu-learn-question", "data-question": String(i + 1) },
            el("legend", { text: t("learn_question_n", { i: i + 1, n: les.questions.length }) }));
          if (q.cards.length && q.input === "number") {
            box.append(el("div", { class: "troggu-learn-cards", role: "group", "aria-label": t("learn_pile") },
              el("span", { class: "troggu-learn-label", text: t("learn_pile") }), ...q.cards.map((c) => T.cards.cardEl(game, c))));
          }
          box.append(el("p", { class: "troggu-learn-prompt" }, q.prompt));
          if (q.input === "number") {
            const input = el("input", { type: "text", inputmode: "decimal", "aria-label": t("learn_points"), class: "troggu-learn-number", "data-answer-input": String(i + 1) });
            input.addEventListener("input", () => { chosen[i] = input.value.trim(); });
            quizControls.push(input);
            box.append(el("div", { class: "troggu-learn-form" }, el("label", {}, t("learn_points"), " ", input)));
          } else {
            const opts = el("div", { class: "troggu-learn-answers", role: "group", "aria-label": t("learn_answer") });
            for (const o of q.options) {
              const pick = () => {
                chosen[i] = o.value;
                opts.querySelectorAll("[data-answer]").forEach((b) => b.setAttribute("aria-pressed", b.dataset.answer === o.value ? "true" : "false"));
              };
              const b = o.card ? T.cards.cardEl(game, o.value, { button: true, type: "button", "data-answer": o.value, "aria-pressed": "false", onclick: pick })
                : el("button", { type: "button", class: "md-button", "data-answer": o.value, "aria-pressed": "false", onclick: pick }, o.label);
              quizControls.push(b);
              opts.append(b);
            }
            box.append(opts);
          }
          answers.append(box);
        });
        const handIn = el("button", { type: "button", class: "md-button md-button--primary", "data-action": "check", onclick: () => answer(chosen.join(" | ")) }, t("learn_hand_in"));
        quizControls.push(handIn);
        answers.append(handIn);
      } else if (les.options && les.options.length) {
        for (const o of les.options) {
          answers.append(o.card ? T.cards.cardEl(game, o.value, { button: true, type: "button", "data-answer": o.value, onclick: () => answer(o.value) })
            : el("button", { type: "button", class: "md-button", "data-answer": o.value, onclick: () => answer(o.value) }, o.label));
        }
      } else if (les.input === "number") {
        // a number typed: points counted, or what a round pays (a minus for a payment made)
        const what = les.kind === "count" ? t("learn_points") : t("learn_payment");
        const input = el("input", { type: "text", inputmode: les.kind === "count" ? "decimal" : "text", "aria-label": what, class: "troggu-learn-number", "data-answer-input": "1" });
        const form = el("form", { class: "troggu-learn-form", onsubmit: (e) => { e.preventDefault(); if (input.value.trim()) answer(input.value.trim()); } },
          el("label", {}, what, " ", input), " ", el("button", { type: "submit", class: "md-button md-button--primary", "data-action": "check" }, t("learn_check")));
        answers.append(form);
      } else if (les.kind === "play_hand" && table) {
        const d = table.deal;
        // the final test: the lesson's deal on the play table, without its settings, new deal or "bots finish"
        // (troggu-learn.css); the table's Tipp is the one hint. Once the round is over the engine judges it.
        const play = el("div", { class: "troggu-widget troggu-learn-table", "data-widget": "play", "data-game": game, "data-ruleset": d.ruleset, "data-players": String(d.players), "data-hints": "on" });
        let judged = null;
        play.addEventListener("troggu:render", (e) => {
          const st = e.detail.state();
          if (!st || !st.over || judged === st.id) return;
          judged = st.id;
          answer(null, st.id);
        });
        answers.append(play);
        embedded = play;
      } else if (table) {
        const layAway = les.kind === "lay_away";
        const hand = el("div", { class: "troggu-learn-hand", role: "group", "aria-label": t("learn_hand") });
        // the cards are answers where the engine lets a card be played (or laid away); else the lesson asks for a
        // bid, a call or an announcement, and the hand is only shown
        const playable = layAway || table.hand.some((c) => table.legal.includes(c));
        for (const c of table.hand) {
          if (!playable) { hand.append(T.cards.cardEl(game, c)); continue; }
          const b = T.cards.cardEl(game, c, { button: true, type: "button", "data-answer": c, "aria-pressed": layAway ? "false" : null, onclick: () => {
            if (!layAway) { answer(c); return; }
            if (selected.has(c)) selected.delete(c); else selected.add(c);
            b.setAttribute("aria-pressed", selected.has(c) ? "true" : "false");
          } });
          hand.append(b);
        }
        // the actions that are no card (pass, a bid, a call, a king's demand), in the game's words
        if (!layAway && table.actions && table.actions.length) {
          const acts = el("div", { class: "troggu-learn-actions", role: "group", "aria-label": t("learn_actions") });
          for (const a of table.actions) {
            const pic = a.card ? T.cards.face(game, a.card) : null;
            if (pic) pic.setAttribute("aria-hidden", "true");
            acts.append(el("button", { type: "button", class: pic ? "troggu-fcard troggu-has-face troggu-learn-action" : "md-button troggu-learn-action", "data-answer": a.value, onclick: () => answer(a.value) },
              pic ? [pic, el("span", { class: "troggu-sr-only", text: a.label })] : a.label));
          }
          answers.append(acts);
        }
        answers.append(el("span", { class: "troggu-learn-label", text: t("learn_hand") }), hand);
        if (layAway) answers.append(el("button", { type: "button", class: "md-button md-button--primary", "data-action": "check", onclick: () => answer(null, undefined, [...selected]) }, t("learn_lay_away")));
      }
      view.append(answers);
      if (embedded) {
        T.initAll(); // the table's start button, as on every page with a table
        // the lesson's deal as a share link gives it, the engine's (the table reads it when started)
        embedded._openedWith = "#" + table.share;
      }
      const hintBtn = el("button", { type: "button", class: "md-button", "data-action": "hint", onclick: () => {
        const all = les.hints.slice();
        if (les.suggestion) all.push(t("learn_bot_hint", { card: les.suggestion.label }) + (les.suggestion.reason ? " " + les.suggestion.reason : ""));
        if (hintsShown >= all.length) return;
        const text = all[hintsShown++];
        hintBox.append(el("li", { text }));
        say(text);
        if (hintsShown >= all.length) hintBtn.disabled = true;
      } }, t("learn_hint"));
      // the lesson's own Tipp where it has hints (a whole hand's is the table's)
      if (les.hints.length || les.suggestion) view.append(el("div", { class: "troggu-learn-tools" }, hintBtn), hintBox);
      view.append(feedback);
      if (les.rules && les.rules.length) {
        // the rules the lesson teaches, each linked to its page (from the page language's root, as a refusal's link)
        const base = new URL("../", location.href.replace(/#.*$/, "")); // this page is learn/ under the language's root
        view.append(el("div", { class: "troggu-learn-rules" }, el("p", { class: "troggu-learn-label", text: t("learn_rules") }),
          el("ul", {}, les.rules.map((r) => el("li", {}, r.page ? el("a", { href: new URL(r.page, base).href, class: "troggu-rule-link" }, `${r.title} (${r.id})`) : `${r.title} (${r.id})`)))));
      }
      title.focus({ preventScroll: true });
      showTask(title, prompt);
      say(les.title);
    }

    // A lesson opens scrolled to its task: the title at the top (under the page's header) when the prompt and the
    // first row of answers fit below it, else the task itself (the cards, the prompt) at the top.
    function showTask(title, prompt) {
      const header = (document.querySelector(".md-header") || { offsetHeight: 0 }).offsetHeight;
      const at = (node) => node.getBoundingClientRect().top + window.scrollY - header - 8;
      const task = view.querySelector(".troggu-learn-cards") || prompt;
      const below = prompt.getBoundingClientRect().bottom + window.scrollY + 140; // the prompt and a row of cards
      let y = at(title);
      if (below > y + window.innerHeight) y = at(task);
      window.scrollTo({ top: Math.max(0, y), behavior: "instant" });
    }

    showMap();
    const linked = lessonOfHash();
    if (linked) { // opened by a lesson's address: the map beneath it, so that Back returns there
      history.replaceState(null, "", mapUrl());
      openLesson(linked, "push");
    } else if (w.dataset.lesson) openLesson(w.dataset.lesson, "push");
  };
  T.START_LABEL.learn = "learn_start";
  T.initAll();
  // A lesson's address opens the lessons at once (a reader saving data taps "open" first: the runtime is large)
  function openLinked() {
    if (!location.hash.startsWith(HASH) || (navigator.connection && navigator.connection.saveData)) return;
    document.querySelectorAll('.troggu-widget[data-widget="learn"]').forEach((w) => {
      const b = w.querySelector(".troggu-start");
      if (b && !w._active) b.click();
    });
  }
  openLinked();
  window.addEventListener("hashchange", openLinked);
  if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(() => setTimeout(openLinked));
})();
