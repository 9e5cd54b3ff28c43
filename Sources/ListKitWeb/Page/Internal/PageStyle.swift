/// The page's style sheet: the character cell as the unit, the light and dark themes, and how
/// the elements' kinds look.
enum PageStyle {
  static let source = #"""
    :root {
      --cw: 8px; --ch: 16px;
      --fg: #1d1d1f; --bg: #ffffff; --bar-fg: #ffffff; --bar-bg: #1d1d1f; --focus: #0a64d8;
      --c0: #000000; --c1: #c91b00; --c2: #00a600; --c3: #a68a00; --c4: #0225c7; --c5: #b224c7;
      --c6: #00a0b0; --c7: #b4b4b4; --c8: #686868; --c9: #e0321f; --c10: #2ea043; --c11: #b89500;
      --c12: #3d5cf0; --c13: #c53dd8; --c14: #00b5c5; --c15: #e6e6e6;
      color-scheme: light dark;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --fg: #e6e6e6; --bg: #121214; --bar-fg: #121214; --bar-bg: #e6e6e6; --focus: #6ea8ff;
        --c0: #3a3a3a; --c1: #ff6b5e; --c2: #5fd068; --c3: #e5c07b; --c4: #6e8cff; --c5: #d67cf0;
        --c6: #56c8d8; --c7: #cfcfcf; --c8: #8a8a8a; --c9: #ff8a80; --c10: #7ee787; --c11: #f2d98c;
        --c12: #91a7ff; --c13: #e2a0f5; --c14: #7fdbe8; --c15: #ffffff;
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
    .lk-run { position: absolute; white-space: pre; height: var(--ch); }
    .lk-b { font-weight: bold; }
    .lk-d { opacity: 0.6; }
    .lk-u { text-decoration: underline; }
    .lk-i { font-style: italic; }
    .lk-clip, [data-kind="list"], [data-kind="scroll"], [data-kind="screen"] { overflow: hidden; }
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
    [data-kind="segment"] { background: transparent; }
    [data-kind="segment"][aria-pressed="true"] { box-shadow: inset 0 -2px 0 var(--focus); }
    input.lk { padding: 0 calc(var(--cw) / 2); background: transparent; color: inherit;
      border-bottom: 1px solid currentColor; border-radius: 0; }
    input.lk:focus { outline: 2px solid var(--focus); outline-offset: -2px; }
    [data-border]::after { content: ""; position: absolute; pointer-events: none;
      left: calc(var(--cw) / 2); right: calc(var(--cw) / 2); top: calc(var(--ch) / 2);
      bottom: calc(var(--ch) / 2); border: 1px solid var(--lk-border, currentColor); }
    [data-border="round"]::after { border-radius: calc(var(--ch) / 2); }
    [data-kind="cell"][aria-current="true"] { outline: 1px dotted var(--focus); outline-offset: -1px; }
    [data-swipe] { visibility: hidden; cursor: pointer; }
    [data-kind="cell"]:hover > [data-swipe], [data-kind="cell"]:focus-within > [data-swipe],
    [data-kind="cell"][aria-current="true"] > [data-swipe], [data-kind="cell"][data-swiped] > [data-swipe] {
      visibility: visible; }
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
