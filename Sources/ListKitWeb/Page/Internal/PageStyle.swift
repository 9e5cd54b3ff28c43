/// The page's style sheet: the character cell as the unit, the light and dark themes, and how
/// the elements' kinds look.
enum PageStyle {
  static let source = #"""
    :root {
      --cw: 8px; --ch: 16px;
      --sans: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans",
        "DejaVu Sans", "Liberation Sans", Arial, sans-serif;
      --mono: ui-monospace, "SF Mono", Menlo, "DejaVu Sans Mono", "Liberation Mono", monospace;
      --fg: #1d1d1f; --bg: #ffffff; --bar-fg: #ffffff; --bar-bg: #1d1d1f; --focus: #0a64d8;
      --c0: #000000; --c1: #c91b00; --c2: #1f7a35; --c3: #8a6d00; --c4: #0225c7; --c5: #b224c7;
      --c6: #007487; --c7: #b4b4b4; --c8: #686868; --c9: #c4261a; --c10: #1b7c3d; --c11: #7d6400;
      --c12: #3d5cf0; --c13: #a32eb5; --c14: #00707f; --c15: #e6e6e6;
      --sel-bg: #0a5fd1; --sel-fg: #ffffff;
      --sys-red: #d70015; --sys-red-fill: #d70015;
      --sys-orange: #c93400; --sys-orange-fill: #c93400;
      --sys-yellow: #a05a00; --sys-yellow-fill: #a05a00;
      --sys-green: #1f7a35; --sys-green-fill: #1f7a35;
      --sys-mint: #0c7f79; --sys-mint-fill: #0c7f79; --sys-teal: #007487; --sys-teal-fill: #007487;
      --sys-cyan: #0071a4; --sys-cyan-fill: #0071a4; --sys-blue: #0040dd; --sys-blue-fill: #0040dd;
      --sys-indigo: #3634a3; --sys-indigo-fill: #3634a3;
      --sys-purple: #8944ab; --sys-purple-fill: #8944ab;
      --sys-pink: #d30f45; --sys-pink-fill: #d30f45;
      --sys-brown: #7f6545; --sys-brown-fill: #7f6545;
      --sys-gray: #6c6c70; --sys-gray-fill: #6c6c70;
      --sys-gray2: #aeaeb2; --sys-gray2-fill: #aeaeb2;
      --sys-gray3: #c7c7cc; --sys-gray3-fill: #c7c7cc;
      --sys-gray4: #d1d1d6; --sys-gray4-fill: #d1d1d6;
      --sys-gray5: #e5e5ea; --sys-gray5-fill: #e5e5ea;
      --sys-gray6: #f2f2f7; --sys-gray6-fill: #f2f2f7;
      color-scheme: light dark;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --fg: #e6e6e6; --bg: #121214; --bar-fg: #121214; --bar-bg: #e6e6e6; --focus: #6ea8ff;
        --c0: #3a3a3a; --c1: #ff6b5e; --c2: #5fd068; --c3: #e5c07b; --c4: #6e8cff; --c5: #d67cf0;
        --c6: #56c8d8; --c7: #cfcfcf; --c8: #8a8a8a; --c9: #ff8a80; --c10: #7ee787; --c11: #f2d98c;
        --c12: #91a7ff; --c13: #e2a0f5; --c14: #7fdbe8; --c15: #ffffff;
        --sel-bg: #1d5fc4; --sel-fg: #ffffff;
        --sys-red: #ff6961; --sys-red-fill: #d70015;
        --sys-orange: #ffb340; --sys-orange-fill: #c93400;
        --sys-yellow: #ffd426; --sys-yellow-fill: #a05a00;
        --sys-green: #30db5b; --sys-green-fill: #1f7a35;
        --sys-mint: #66d4cf; --sys-mint-fill: #0c7f79;
        --sys-teal: #5de6ff; --sys-teal-fill: #007487;
        --sys-cyan: #70d7ff; --sys-cyan-fill: #0071a4;
        --sys-blue: #409cff; --sys-blue-fill: #0040dd;
        --sys-indigo: #7d7aff; --sys-indigo-fill: #3634a3;
        --sys-purple: #da8fff; --sys-purple-fill: #8944ab;
        --sys-pink: #ff6482; --sys-pink-fill: #d30f45;
        --sys-brown: #b59469; --sys-brown-fill: #7f6545;
        --sys-gray: #aeaeb2; --sys-gray-fill: #6c6c70;
        --sys-gray2: #636366; --sys-gray2-fill: #636366;
        --sys-gray3: #48484a; --sys-gray3-fill: #48484a;
        --sys-gray4: #3a3a3c; --sys-gray4-fill: #3a3a3c;
        --sys-gray5: #2c2c2e; --sys-gray5-fill: #2c2c2e;
        --sys-gray6: #1c1c1e; --sys-gray6-fill: #1c1c1e;
      }
    }
    html, body { margin: 0; height: 100%; background: var(--bg); color: var(--fg); overflow: hidden; }
    body, #root, .lk, .lk input, #lk-measure {
      font-family: ui-monospace, "SF Mono", Menlo, "DejaVu Sans Mono", "Liberation Mono", monospace;
      font-size: var(--fs, 15px); line-height: var(--ch);
    }
    #lk-measure { position: absolute; visibility: hidden; white-space: pre; line-height: normal; }
    #root { position: relative; width: 100%; height: 100%;
      --lk-fill: var(--bg); --lk-fill-rev: var(--fg); }
    .lk { position: absolute; box-sizing: border-box; margin: 0; padding: 0; border: 0;
      background: transparent; color: inherit; text-align: left; white-space: pre; font: inherit; }
    .lk-content { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
    .lk-runs { position: absolute; left: 0; top: 0; width: 0; height: 0; }
    .lk-run { position: absolute; white-space: pre; height: var(--ch); letter-spacing: var(--ls); }
    /* Text in a font: lines that flow, cut with an ellipsis where they run out of room. */
    .lk-text > .lk-runs { width: 100%; height: 100%; }
    .lk-line { position: absolute; right: 0; height: var(--ch); line-height: var(--ch);
      white-space: pre; overflow: hidden; text-overflow: ellipsis; }
    .lk-line > .lk-run { position: static; letter-spacing: normal; }
    .lk-sel { background-color: var(--sel-bg); color: var(--sel-fg);
      --lk-fill: var(--sel-bg); --lk-fill-rev: var(--sel-fg); }
    .lk-sel .lk-run:not(.lk-sel) { color: inherit !important; }
    .lk-sel .lk-d, .lk-sel.lk-d { opacity: 1; }
    .lk-b { font-weight: bold; }
    .lk-d { opacity: 0.72; }
    .lk-u { text-decoration: underline; }
    .lk-i { font-style: italic; }
    .lk-clip, [data-kind="list"], [data-kind="scroll"], [data-kind="screen"] { overflow: hidden; }
    /* A finger's drag up or down scrolls the list by the page's script, by pixels. */
    [data-kind="list"], [data-kind="scroll"] { touch-action: pan-x pinch-zoom; }
    .lk-inert { pointer-events: none; }
    [data-kind="bar"] { background: var(--bar-bg); color: var(--bar-fg); font-weight: bold; }
    /* The bars reach the window's right edge, past the last whole cell. */
    [data-kind="bar"], [data-kind="status"] { width: auto !important; right: 0; }
    [data-kind="bar"] button.lk { cursor: pointer; }
    [data-kind="status"] { color: var(--fg); }
    button.lk { cursor: pointer; }
    button.lk:disabled { cursor: default; opacity: 0.6; }
    button.lk:focus-visible, input.lk:focus-visible, [data-kind="list"]:focus-visible {
      outline: 2px solid var(--focus); outline-offset: -2px; }
    [data-keep-colors] { forced-color-adjust: none; }
    [data-kind="segment"] { background: transparent; }
    [data-kind="segment"][aria-pressed="true"] { box-shadow: inset 0 -2px 0 var(--focus); }
    input.lk { padding: 0 calc(var(--cw) / 2); background: transparent; color: inherit;
      border-bottom: 1px solid currentColor; border-radius: 0; }
    input.lk:focus { outline: 2px solid var(--focus); outline-offset: -2px; }
    /* A text view: the page's text area, wrapping and scrolling its lines. */
    textarea.lk { padding: 0; margin: 0; border: none; resize: none; background: transparent;
      color: inherit; font: inherit; line-height: var(--ch); white-space: pre-wrap; overflow: auto; }
    textarea.lk:focus { outline: 2px solid var(--focus); outline-offset: -2px; }
    textarea.lk[data-unselectable] { user-select: none; }
    /* A switch: a track in the theme's grey, in its tint when on, with a white knob. */
    input.lk[type="checkbox"] { appearance: none; -webkit-appearance: none; padding: 0;
      border: 0; cursor: pointer; }
    input.lk[type="checkbox"]::before { content: ""; position: absolute; left: 1px; right: 1px;
      top: calc(50% - min(50%, 12px) + 1px); bottom: calc(50% - min(50%, 12px) + 1px);
      border-radius: 999px; background: var(--sys-gray-fill); transition: background 0.2s; }
    input.lk[type="checkbox"]:checked::before { background: var(--lk-tint, var(--sys-green-fill)); }
    input.lk[type="checkbox"]::after { content: ""; position: absolute; aspect-ratio: 1;
      top: calc(50% - min(50%, 12px) + 3px); bottom: calc(50% - min(50%, 12px) + 3px); left: 3px;
      border-radius: 50%; background: #ffffff; transition: left 0.2s, transform 0.2s; }
    input.lk[type="checkbox"]:checked::after { left: calc(100% - 3px); transform: translateX(-100%); }
    input.lk[type="checkbox"]:disabled { cursor: default; opacity: 0.5; }
    [data-border]::after { content: ""; position: absolute; pointer-events: none;
      left: calc(var(--cw) / 2); right: calc(var(--cw) / 2); top: calc(var(--ch) / 2);
      bottom: calc(var(--ch) / 2); border: 1px solid var(--lk-border, currentColor); }
    [data-border="round"]::after { border-radius: calc(var(--ch) / 2); }
    [data-kind="cell"][aria-current="true"] { outline: 1px dotted var(--focus); outline-offset: -1px; }
    /* The pointer over a row or a button tints it, as a web page's do. */
    @media (hover: hover) {
      [data-kind="cell"]:not(.lk-sel):hover, button.lk:not(:disabled):not(.lk-sel):hover {
        background-color: color-mix(in srgb, var(--fg) 6%, transparent); }
    }
    [data-swipe] { visibility: hidden; cursor: pointer; }
    [data-kind="cell"]:hover > [data-swipe], [data-kind="cell"]:focus-within > [data-swipe],
    [data-kind="cell"][aria-current="true"] > [data-swipe], [data-kind="cell"][data-swiped] > [data-swipe] {
      visibility: visible; }
    /* An image's pixels hide its placeholder once they have loaded; fitted by its content mode. */
    .lk-img { position: absolute; left: 0; top: 0; width: 100%; height: 100%; visibility: hidden;
      object-fit: fill; pointer-events: none; }
    .lk-loaded > .lk-img { visibility: visible; }
    .lk-loaded > .lk-runs { visibility: hidden; }
    [data-fit="contain"] > .lk-img { object-fit: contain; }
    [data-fit="cover"] > .lk-img { object-fit: cover; }
    [data-fit="center"] > .lk-img, [data-fit="top"] > .lk-img, [data-fit="bottom"] > .lk-img,
    [data-fit="left"] > .lk-img, [data-fit="right"] > .lk-img, [data-fit^="top-"] > .lk-img,
    [data-fit^="bottom-"] > .lk-img { object-fit: none; }
    [data-fit="top"] > .lk-img { object-position: top; }
    [data-fit="bottom"] > .lk-img { object-position: bottom; }
    [data-fit="left"] > .lk-img { object-position: left; }
    [data-fit="right"] > .lk-img { object-position: right; }
    [data-fit="top-left"] > .lk-img { object-position: left top; }
    [data-fit="top-right"] > .lk-img { object-position: right top; }
    [data-fit="bottom-left"] > .lk-img { object-position: left bottom; }
    [data-fit="bottom-right"] > .lk-img { object-position: right bottom; }
    [data-kind="spinner"][data-animating="true"] .lk-runs { visibility: hidden; }
    [data-kind="spinner"][data-animating="true"]::before { content: ""; position: absolute;
      left: calc(50% - var(--ch) * 0.35); top: 15%; width: calc(var(--ch) * 0.7);
      height: calc(var(--ch) * 0.7); box-sizing: border-box; border-radius: 50%;
      border: 2px solid currentColor; border-right-color: transparent;
      animation: lk-spin 0.8s linear infinite; }
    @keyframes lk-spin { to { transform: rotate(360deg); } }
    .lk-flash { animation: lk-flash 0.3s ease-out; }
    @keyframes lk-flash { from { background-color: var(--fg); color: var(--bg); } }
    [role="alertdialog"] { z-index: 1; }
    body[data-state="closed"]::after { content: "Disconnected: reload to start again.";
      position: fixed; left: 0; right: 0; bottom: 0; background: var(--c1); color: #fff;
      padding: 0 1ch; font-family: monospace; }
    body[data-state="closed"][data-reason]::after { content: attr(data-reason); }
    @media (prefers-reduced-motion: reduce) {
      .lk, .lk-content { transition: none !important; }
      .lk-flash { animation: none; }
      [data-kind="spinner"][data-animating="true"]::before { animation-duration: 3s; }
    }
    """#
}
