/* The code editors of the gallery's examples and the notebooks' engine cells: CodeMirror 6 with Run, Reset, Stop.
 *
 * Bundled with CodeMirror and DOMPurify (npm, pinned in package-lock.json) by esbuild at every site build
 * (docs_hooks/editor_bundle.py) into javascripts/troggu-editor.js, which the loading layer (troggu-runtime.js)
 * loads only on a page with an editor.
 *
 * A page's cells are <div class="troggu-widget troggu-cell" data-widget="editor" data-group=G data-cell=N> around
 * the code as the build rendered it (and its build-time outputs): without this script the page reads as before.
 * Each cell's code becomes an editor. Run on cell N runs the group's cells 1..N as they stand in the editors, in
 * one fresh namespace of the page's Python (troggu_core.code_cells in the runtime worker, shared by the page's widgets),
 * and shows each cell's printed text, traceback or rich display (SVG as an image, HTML sanitised by DOMPurify)
 * under it. Stop ends the worker (a loop that never ends) and the loading layer starts a fresh one. The reader's
 * edits are kept in localStorage per page and cell; Reset restores the original.
 *
 * CSP (docs_hooks/pyodide_assets.py): script-src stays 'self' plus the hashes of the pages' own inline scripts: this
 * bundle is a same-origin file, and neither CodeMirror, Lezer nor DOMPurify evaluates strings as code. CodeMirror's
 * styles (style-mod) go into one <style> element in the head (adoptedStyleSheets only inside a shadow root), which
 * the site's style-src 'self' 'unsafe-inline' allows - as it must already for Material's and nbconvert's inline
 * styles; nothing in the policy was loosened for the editor. Were 'unsafe-inline' ever dropped from style-src, a
 * per-response nonce (EditorView.cspNonce; it needs a server that sets headers) or editors mounted in shadow roots
 * (constructed style sheets: CSSOM, which a CSP does not govern) would keep them styled.
 * Texts: the one catalogue (troggu-messages.js), in the page's language. No rule decided here.
 */
import { EditorView, keymap, lineNumbers, drawSelection } from "@codemirror/view";
import { EditorState } from "@codemirror/state";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { HighlightStyle, syntaxHighlighting, indentOnInput, bracketMatching } from "@codemirror/language";
import { python } from "@codemirror/lang-python";
import { tags } from "@lezer/highlight";
import DOMPurify from "dompurify";

const T = (window.Troggu = window.Troggu || {});
const CELLS = '.troggu-widget[data-widget="editor"]';
const STORE = "troggu-editor:";

// the page's language, words and elements: the runtime's (troggu-runtime.js loads this editor after itself)
const { lang, t, node } = T;

// ------------------------------------------------------------------ the look: the site's own code colours
const highlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.controlKeyword, tags.definitionKeyword, tags.moduleKeyword], color: "var(--md-code-hl-keyword-color)" },
  { tag: [tags.string, tags.special(tags.string)], color: "var(--md-code-hl-string-color)" },
  { tag: [tags.comment, tags.lineComment], color: "var(--md-code-hl-comment-color)" },
  { tag: [tags.number, tags.bool, tags.null], color: "var(--md-code-hl-number-color)" },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: "var(--md-code-hl-function-color)" },
  { tag: [tags.definition(tags.variableName), tags.className], color: "var(--md-code-hl-name-color)" },
  { tag: [tags.operator], color: "var(--md-code-hl-operator-color)" },
  { tag: [tags.punctuation, tags.bracket], color: "var(--md-code-hl-punctuation-color)" },
  { tag: [tags.self, tags.constant(tags.variableName)], color: "var(--md-code-hl-constant-color)" },
]);
const theme = EditorView.theme({
  "&": { color: "var(--md-code-fg-color)", backgroundColor: "var(--md-code-bg-color)", fontSize: ".85em" },
  ".cm-content": { fontFamily: "var(--md-code-font-family)", caretColor: "var(--md-code-fg-color)" },
  ".cm-gutters": { backgroundColor: "var(--md-code-bg-color)", color: "var(--md-default-fg-color--light)", border: "none" },
  "&.cm-focused": { outline: "2px solid var(--md-accent-fg-color)" },
  ".cm-cursor, .cm-dropCursor": { borderLeftColor: "var(--md-code-fg-color)" },
  "&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground":
    { backgroundColor: "var(--md-accent-fg-color--transparent)" },
});

// ------------------------------------------------------------------ the reader's edits, per page and cell
const hash = (s) => { let h = 5381; for (let i = 0; i < s.length; i++) h = ((h * 33) ^ s.charCodeAt(i)) >>> 0; return h.toString(36); };
const storeKey = (cell) => `${STORE}${cell.dataset.group}:${cell.dataset.cell}`;
function loadEdit(cell, original) {
  try {
    const kept = JSON.parse(localStorage.getItem(storeKey(cell)) || "null");
    return kept && kept.of === hash(original) ? kept.text : null; // an edit of another version of the code: dropped
  } catch (e) { return null; }
}
function keepEdit(cell, original, text) {
  try {
    if (text === original) localStorage.removeItem(storeKey(cell));
    else localStorage.setItem(storeKey(cell), JSON.stringify({ of: hash(original), text }));
  } catch (e) { /* private mode, storage full: the edit lives until the page goes */ }
}

// ------------------------------------------------------------------ output
const SANITISE = { USE_PROFILES: { html: true, svg: true }, FORBID_TAGS: ["style", "form", "input", "button"] };
function svgImage(svg) {
  const m = /<title>([\s\S]*?)<\/title>/.exec(svg);
  const alt = m ? new DOMParser().parseFromString(m[1], "text/html").body.textContent : t("ed_figure");
  const bytes = new TextEncoder().encode(svg);
  let bin = "";
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return node("img", { class: "troggu-gallery-figure", alt, src: `data:image/svg+xml;base64,${btoa(bin)}` });
}
function renderAnswer(answer) {
  const parts = [];
  if (answer.stdout) parts.push(node("pre", { class: "troggu-editor-text troggu-editor-stdout", text: answer.stdout.replace(/\n$/, "") }));
  const d = answer.display;
  if (d) {
    if (d["image/svg+xml"]) parts.push(node("div", { class: "troggu-gallery-image" }, svgImage(d["image/svg+xml"])));
    else if (d["text/html"]) {
      const box = node("div", { class: "troggu-gallery-html" });
      box.append(DOMPurify.sanitize(d["text/html"], { ...SANITISE, RETURN_DOM_FRAGMENT: true }));
      parts.push(box);
    } else parts.push(node("pre", { class: "troggu-editor-text", text: d["text/plain"] }));
  }
  if (answer.error) parts.push(node("pre", { class: "troggu-editor-text troggu-editor-error", text: answer.error.replace(/\n$/, "") }));
  return parts;
}

// ------------------------------------------------------------------ one cell
function cellsOf(group) {
  return [...document.querySelectorAll(CELLS)].filter((c) => c.dataset.group === group && c.troggu);
}

function setRunning(group, on, by) {
  for (const el of cellsOf(group)) {
    const s = el.troggu;
    s.run.disabled = on;
    s.stop.disabled = !(on && el === by);
    s.stop.hidden = !(on && el === by);
    el.classList.toggle("troggu-cell--running", on && el === by);
  }
}

function show(el, parts) {
  const s = el.troggu;
  // the build's outputs (a gallery cell's, a notebook cell's) give way to the reader's
  for (const old of el.querySelectorAll(":scope > .troggu-gallery-out, :scope > .jp-Cell-outputWrapper")) old.hidden = true;
  s.out.replaceChildren(...parts);
  s.out.hidden = !parts.length;
}

async function run(el) {
  const group = el.dataset.group;
  const all = cellsOf(group);
  const upto = all.slice(0, all.indexOf(el) + 1);
  const sources = upto.map((c) => c.troggu.view.state.doc.toString());
  const s = el.troggu;
  // a keyboard on Run follows it to Stop (Run is disabled meanwhile) and back
  const keyed = document.activeElement === s.run;
  setRunning(group, true, el);
  if (keyed) s.stop.focus();
  // the blocks this run answers for: nothing of an earlier run (a printed text, another block's error) stays
  // on screen while the new run goes (issue 35)
  for (const c of upto) show(c, []);
  s.say(t("ed_running"));
  const t0 = performance.now();
  // what a block prints is shown as it comes (issue 35); the answer at the end takes its place
  const streamed = new Map();
  const onStream = (i, text) => {
    if (!upto[i]) return;
    let pre = streamed.get(i);
    if (!pre) {
      pre = node("pre", { class: "troggu-editor-text troggu-editor-stdout troggu-editor-streaming" });
      streamed.set(i, pre);
      show(upto[i], [pre]);
    }
    pre.textContent += text;
  };
  try {
    const answers = await T.runtime.cells(sources, el.dataset.setup || "", onStream);
    answers.forEach((answer, i) => show(upto[i], renderAnswer(answer)));
    for (const later of upto.slice(answers.length)) show(later, []);
    const failed = answers.findIndex((a) => a.error);
    const secs = new Intl.NumberFormat(lang(), { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format((performance.now() - t0) / 1000);
    if (failed >= 0 && upto[failed] !== el) {
      show(el, [node("p", { class: "troggu-editor-note", text: t("ed_earlier", { n: Number(upto[failed].dataset.cell) + 1 }) })]);
    }
    s.say(failed >= 0 ? t("ed_failed", { n: Number(upto[failed].dataset.cell) + 1 }) : t("ed_done", { s: secs }));
  } catch (e) {
    if (e && e.stopped) {
      // said where the output goes, under what the block printed before it was stopped
      const printed = streamed.get(upto.indexOf(el));
      show(el, [...(printed ? [printed] : []), node("p", { class: "troggu-editor-note", text: t("ed_stopped") })]);
      s.say(t("ed_stopped"));
    } else {
      show(el, [node("pre", { class: "troggu-editor-text troggu-editor-error", text: String(e && e.message ? e.message : e) })]);
      s.say(t("ed_error"));
    }
  } finally {
    const lost = document.activeElement === s.stop || document.activeElement === document.body;
    setRunning(group, false, el);
    if (keyed && lost) s.run.focus();
  }
}

function stop(el) {
  if (!T.runtime) return;
  T.runtime.stop("stopped");
  el.troggu.say(t("ed_stopped"));
  T.runtime.start("tap").catch(() => {}); // the next Run finds Python ready again
}

function enhance(el) {
  if (el.troggu) return;
  const code = el.querySelector(".highlight pre, .highlight-ipynb pre");
  // the code as the build rendered it: a gallery fence, or a notebook cell's editor area (nbconvert's)
  const holder = code ? el.querySelector(".jp-CodeMirrorEditor") || code.closest(".highlight") || code : null;
  if (!holder) return;
  // a cell the page runs in a version of its own (a notebook's first cell without its plotting lines) has it in
  // data-code: the editor shows exactly what runs
  const original = (el.dataset.code ?? code.textContent).replace(/\n+$/, "");
  const n = Number(el.dataset.cell) + 1;
  const status = node("span", { class: "troggu-editor-status", role: "status" });
  const out = node("div", { class: "troggu-editor-out", hidden: true });
  const s = { out, say: (text) => { status.textContent = text; } };
  el.troggu = s;
  const keysId = `troggu-keys-${el.dataset.group}-${n}`;
  const view = new EditorView({
    parent: node("div", { class: "troggu-editor-code" }),
    state: EditorState.create({
      doc: loadEdit(el, original) ?? original,
      extensions: [
        lineNumbers(), history(), drawSelection(), indentOnInput(), bracketMatching(),
        python(), syntaxHighlighting(highlight), theme, EditorView.lineWrapping,
        keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab, { key: "Mod-Enter", run: () => { if (!s.run.disabled) run(el); return true; } }]),
        EditorView.contentAttributes.of({ "aria-label": t("ed_label", { n }), "aria-describedby": keysId }),
        EditorView.updateListener.of((u) => { if (u.docChanged) keepEdit(el, original, u.state.doc.toString()); }),
      ],
    }),
  });
  s.view = view;
  s.run = node("button", { type: "button", class: "md-button md-button--primary troggu-editor-run", onclick: () => run(el) }, t("ed_run"));
  s.reset = node("button", { type: "button", class: "md-button troggu-editor-reset", onclick: () => {
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: original } });
    keepEdit(el, original, original);
    s.say(t("ed_reset_done"));
  } }, t("ed_reset"));
  s.stop = node("button", { type: "button", class: "md-button troggu-editor-stop", disabled: true, hidden: true, onclick: () => stop(el) }, t("ed_stop"));
  // the keys are shown under a page's first editor and said to a screen reader at every one (aria-describedby)
  const first = !document.querySelector(`${CELLS}[data-group="${el.dataset.group}"] .troggu-editor-keys`);
  const keys = node("p", { class: `troggu-editor-keys${first ? "" : " troggu-sr-only"}`, id: keysId }, node("small", { text: t("ed_keys") }));
  const note = el.dataset.code !== undefined ? node("p", { class: "troggu-editor-note" }, node("small", { text: t("ed_page_version") })) : null;
  const bar = node("div", { class: "troggu-editor-bar" }, s.run, " ", s.reset, " ", s.stop, " ", status);
  const box = view.dom.parentNode;
  holder.replaceWith(box);
  const after = el.querySelector(".jp-Cell-inputWrapper") || box;
  after.after(...[note, keys, bar, out].filter(Boolean));
}

function enhanceAll() {
  document.querySelectorAll(CELLS).forEach((el) => {
    try { enhance(el); } catch (e) { console.error(e); }
  });
}

if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(enhanceAll);
else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", enhanceAll);
else enhanceAll();
T.editors = { enhanceAll };
