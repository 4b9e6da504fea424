/// The page of `easel preview --serve`: plain HTML, CSS and a small script, served as they are (no build
/// step, nothing fetched from elsewhere, so it works offline).
///
/// - Every preview is a card: its picture at its size in points (scaled down, keeping its aspect, to fit
///   the card and 360 points of height), its name, `file:line`, device and size. A failed preview shows
///   why.
/// - The controls (colour scheme, Dynamic Type size, device) `POST /options`; every preview is drawn
///   again and the pictures follow as they change. The page itself takes the chosen colour scheme, as
///   the previews sit on it.
/// - A card opens a dialog with the preview alone, zoomed, where each `.id`'d view's frame (from
///   `index.json`) is outlined on hover, and by keyboard through the list of ids.
/// - Updates come from `GET /events` (`PreviewUpdate`): a changed picture is replaced in place, a
///   compile error is shown over the last good pictures and cleared by the next good build.
/// - Keyboard: the cards and ids are buttons (Tab, Enter); Escape closes the dialog.
enum PreviewPage {
    static let html = #"""
<!doctype html>
<html lang="en" data-scheme="light">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Easel previews</title>
<style>
:root { color-scheme: light; --bg: #f2f2f7; --card: #ffffff; --text: #1c1c1e; --muted: #6c6c70; --line: #d1d1d6;
        --accent: #0a64d8; --error-bg: #fff0ef; --error: #b3261e; --frame: #ff2d55; }
:root[data-scheme="dark"] { color-scheme: dark; --bg: #000000; --card: #1c1c1e; --text: #f2f2f7; --muted: #a1a1a6;
        --line: #3a3a3c; --accent: #4c9bff; --error-bg: #3b1513; --error: #ffb4ab; --frame: #ff6482; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.4 system-ui, -apple-system, "Inter", "DejaVu Sans", sans-serif; background: var(--bg); color: var(--text); }
header { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; gap: 12px 20px; align-items: center;
         padding: 10px 20px; background: var(--card); border-bottom: 1px solid var(--line); }
h1 { font-size: 16px; margin: 0 8px 0 0; }
label { display: inline-flex; gap: 6px; align-items: center; color: var(--muted); }
select { font: inherit; color: var(--text); background: var(--bg); border: 1px solid var(--line); border-radius: 6px; padding: 3px 6px; }
#status { margin-left: auto; color: var(--muted); }
#status[data-state="building"]::before { content: "● "; color: var(--accent); }
#errors { margin: 16px 20px 0; padding: 12px 16px; border: 1px solid var(--error); border-radius: 10px; background: var(--error-bg); color: var(--error); }
#errors h2 { font-size: 14px; margin: 0 0 6px; }
#errors pre { margin: 0; white-space: pre-wrap; font: 13px/1.45 ui-monospace, "DejaVu Sans Mono", monospace; }
main { display: grid; grid-template-columns: repeat(auto-fill, minmax(230px, 1fr)); gap: 20px; padding: 20px; }
main.stale .card img { opacity: 0.55; }
.card { margin: 0; display: flex; flex-direction: column; background: var(--card); border: 1px solid var(--line); border-radius: 12px; overflow: hidden; }
.card button.shot { flex: 1; display: flex; align-items: center; justify-content: center; padding: 14px; border: 0; background: transparent; cursor: zoom-in; }
.card button.shot:focus-visible, dialog button:focus-visible, .ids button:focus-visible, select:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.card img { display: block; height: auto; border-radius: 4px; box-shadow: 0 0 0 1px var(--line); }
.card.failed button.shot { cursor: default; }
.card .why { color: var(--error); font: 12px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; white-space: pre-wrap; padding: 0 14px; }
figcaption { padding: 8px 14px 12px; border-top: 1px solid var(--line); }
figcaption .name { font-weight: 600; }
figcaption .where, figcaption .meta { color: var(--muted); font-size: 12px; }
#empty { padding: 40px 20px; color: var(--muted); }
dialog { max-width: 96vw; max-height: 96vh; padding: 0; border: 1px solid var(--line); border-radius: 14px; background: var(--card); color: var(--text); }
dialog::backdrop { background: rgb(0 0 0 / 0.55); }
.zoom-head { display: flex; align-items: center; gap: 12px; padding: 10px 14px; border-bottom: 1px solid var(--line); }
.zoom-head .name { font-weight: 600; }
.zoom-head button { margin-left: auto; font: inherit; color: var(--text); background: var(--bg); border: 1px solid var(--line); border-radius: 6px; padding: 3px 10px; }
.zoom-body { display: flex; gap: 16px; padding: 16px; align-items: flex-start; }
.stage { position: relative; flex: none; }
.stage img { display: block; width: 100%; height: 100%; box-shadow: 0 0 0 1px var(--line); }
.stage .frame { position: absolute; outline: 1px dashed transparent; }
.stage:hover .frame { outline-color: color-mix(in srgb, var(--frame) 45%, transparent); }
.stage .frame:hover, .stage .frame.active { outline: 2px solid var(--frame); background: color-mix(in srgb, var(--frame) 12%, transparent); }
.stage .frame span { display: none; position: absolute; left: 0; bottom: 100%; padding: 1px 5px; font-size: 11px; white-space: nowrap; color: #fff; background: var(--frame); border-radius: 3px; }
.stage .frame:hover span, .stage .frame.active span { display: block; }
.ids { list-style: none; margin: 0; padding: 0; min-width: 140px; max-height: 80vh; overflow: auto; }
.ids h3 { font-size: 12px; color: var(--muted); margin: 0 0 6px; font-weight: 600; }
.ids button { width: 100%; text-align: left; font: 12px ui-monospace, "DejaVu Sans Mono", monospace; color: var(--text); background: transparent; border: 0; border-radius: 5px; padding: 3px 6px; }
.ids button:hover, .ids button.active { background: color-mix(in srgb, var(--frame) 18%, transparent); }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
</style>
</head>
<body>
<header>
  <h1>Easel previews</h1>
  <label>Appearance <select id="colorScheme" name="colorScheme"></select></label>
  <label>Dynamic Type <select id="dynamicType" name="dynamicType"></select></label>
  <label>Device <select id="device" name="device"></select></label>
  <span id="status" role="status" aria-live="polite">connecting…</span>
</header>
<section id="errors" role="alert" hidden><h2>The files do not compile; the pictures are the last good ones.</h2><pre></pre></section>
<main id="cards" aria-label="Previews"></main>
<p id="empty" hidden>No previews yet: add <code>#Preview { … }</code> to a watched file.</p>
<dialog id="zoom" aria-labelledby="zoom-name">
  <div class="zoom-head"><span class="name" id="zoom-name"></span><span class="where"></span><button type="button" id="zoom-close">Close</button></div>
  <div class="zoom-body"><div class="stage"><img alt=""></div><div class="ids"><h3>.id frames</h3><ul></ul></div></div>
</dialog>
<script>
"use strict";
const cards = new Map();          // id → card (PreviewCard)
let order = [], zoomed = null;
const $ = (selector, root = document) => root.querySelector(selector);
const el = (tag, props = {}, ...children) => { const e = Object.assign(document.createElement(tag), props); e.append(...children); return e; };
const pictureURL = card => `/previews/${encodeURIComponent(card.id)}?v=${card.version}`;
const describe = entry => [entry.device, entry.size && `${Math.round(entry.size.width)} × ${Math.round(entry.size.height)} pt`,
                           entry.scale && `@${entry.scale}×`].filter(Boolean).join(" · ");

function renderCard(card) {
  const entry = card.entry, name = entry.name || card.id.replace(/\.png$/, "");
  const figure = el("figure", { className: "card" + (entry.error ? " failed" : "") });
  figure.dataset.id = card.id;
  figure.dataset.version = card.version;
  const shot = el("button", { type: "button", className: "shot" });
  shot.setAttribute("aria-label", `${name}, ${entry.file}:${entry.line}: open zoomed`);
  if (entry.error) { shot.disabled = true; shot.append(el("p", { className: "why", textContent: "failed: " + entry.error })); }
  else {
    const img = el("img", { src: pictureURL(card), alt: `${name} preview` });
    if (entry.size) {
      // Its size in points, scaled down (never distorted) to the card's width and 360 points of height.
      const { width, height } = entry.size;
      img.width = Math.round(width); img.height = Math.round(height);
      img.style.width = `min(100%, ${width}px, ${360 * width / Math.max(height, 1)}px)`;
    } else img.style.maxWidth = "100%";
    shot.append(img);
    shot.addEventListener("click", () => openZoom(card.id));
  }
  figure.append(shot, el("figcaption", {},
    el("div", { className: "name", textContent: name }),
    el("div", { className: "where", textContent: `${entry.file}:${entry.line}` }),
    el("div", { className: "meta", textContent: describe(entry) })));
  return figure;
}

function renderAll() {
  const main = $("#cards");
  main.replaceChildren(...order.filter(id => cards.has(id)).map(id => renderCard(cards.get(id))));
  $("#empty").hidden = order.length > 0;
}

function replaceCard(card) {
  cards.set(card.id, card);
  const old = $(`.card[data-id="${CSS.escape(card.id)}"]`);
  if (old) old.replaceWith(renderCard(card));
  if (zoomed === card.id) openZoom(card.id);
}

function showErrors(lines) {
  $("#errors").hidden = lines.length === 0;
  $("#errors pre").textContent = lines.join("\n");
  $("#cards").classList.toggle("stale", lines.length > 0);
}

function setStatus(text, state = "") { $("#status").textContent = text; $("#status").dataset.state = state; }

function fillChoices(options, choices) {
  for (const name of ["colorScheme", "dynamicType", "device"]) {
    const select = $("#" + name);
    if (select.options.length === 0 && choices[name]) select.append(...choices[name].map(value => el("option", { value, textContent: value })));
    select.value = options[name];
  }
  document.documentElement.dataset.scheme = options.colorScheme;
}

function openZoom(id) {
  const card = cards.get(id), dialog = $("#zoom");
  if (!card || card.entry.error) return;
  zoomed = id;
  const entry = card.entry, size = entry.size || { width: 300, height: 300 };
  const zoom = Math.min(2, (window.innerHeight * 0.8) / size.height, (window.innerWidth * 0.7) / size.width);
  $("#zoom-name").textContent = entry.name || id.replace(/\.png$/, "");
  $(".zoom-head .where", dialog).textContent = `${entry.file}:${entry.line} · ${describe(entry)}`;
  const stage = $(".stage", dialog);
  stage.style.width = `${size.width * zoom}px`; stage.style.height = `${size.height * zoom}px`;
  const img = el("img", { src: pictureURL(card), alt: `${entry.name || id} preview, zoomed` });
  const list = $(".ids ul", dialog), frames = Object.entries(entry.frames || {}).sort(([a], [b]) => a.localeCompare(b));
  stage.replaceChildren(img, ...frames.map(([name, f]) => {
    const box = el("div", { className: "frame" }, el("span", { textContent: name }));
    box.dataset.frame = name;
    Object.assign(box.style, { left: `${100 * f.x / size.width}%`, top: `${100 * f.y / size.height}%`,
                              width: `${100 * f.width / size.width}%`, height: `${100 * f.height / size.height}%` });
    return box;
  }));
  list.replaceChildren(...frames.map(([name]) => {
    const button = el("button", { type: "button", textContent: name });
    const mark = on => { for (const node of dialog.querySelectorAll(`[data-frame="${CSS.escape(name)}"]`)) node.classList.toggle("active", on); button.classList.toggle("active", on); };
    for (const [type, on] of [["mouseenter", true], ["mouseleave", false], ["focus", true], ["blur", false]]) button.addEventListener(type, () => mark(on));
    return el("li", {}, button);
  }));
  $(".ids", dialog).hidden = frames.length === 0;
  if (!dialog.open) dialog.showModal();
}

$("#zoom").addEventListener("close", () => { zoomed = null; });
$("#zoom-close").addEventListener("click", () => $("#zoom").close());
$("#zoom").addEventListener("click", event => { if (event.target === $("#zoom")) $("#zoom").close(); });

for (const name of ["colorScheme", "dynamicType", "device"]) {
  $("#" + name).addEventListener("change", async event => {
    setStatus("drawing…", "building");
    const response = await fetch(`/options?${name}=${encodeURIComponent(event.target.value)}`, { method: "POST" });
    if (!response.ok) setStatus(await response.text());
  });
}

const events = new EventSource("/events");
events.addEventListener("state", event => {
  const state = JSON.parse(event.data);
  cards.clear();
  for (const card of state.previews) cards.set(card.id, card);
  order = state.previews.map(card => card.id);
  fillChoices(state.options, state.choices);
  renderAll();
  showErrors(state.errors);
  setStatus(state.building ? "building…" : `${order.length} preview${order.length === 1 ? "" : "s"}`, state.building ? "building" : "");
  if (zoomed && !cards.has(zoomed)) $("#zoom").close();
});
events.addEventListener("picture", event => { const card = JSON.parse(event.data); if (cards.has(card.id)) replaceCard(card); });
events.addEventListener("building", () => setStatus("building…", "building"));
events.addEventListener("built", event => { showErrors([]); setStatus(`built in ${JSON.parse(event.data).seconds} s`); });
events.addEventListener("errors", event => { showErrors(JSON.parse(event.data).errors); setStatus("build failed"); });
events.addEventListener("drawn", event => { const drawn = JSON.parse(event.data);
  if ($("#errors").hidden) setStatus(`${drawn.previews} preview${drawn.previews === 1 ? "" : "s"}, ${drawn.changed} changed`); });
events.addEventListener("options", event => { const options = JSON.parse(event.data); fillChoices(options, {}); setStatus("drawing…", "building"); });
events.addEventListener("error", () => setStatus("disconnected; reconnecting…"));
</script>
</body>
</html>
"""#
}
