/// The page's script: it connects to the session, applies its patches to the elements it keeps
/// by key, and sends the page's input back.
enum PageScript {
  static let source = #"""
    (() => {
      "use strict";
      const root = document.getElementById("root");
      const measure = document.getElementById("lk-measure");
      const elements = new Map([["root", root]]);
      const reduce = matchMedia("(prefers-reduced-motion: reduce)");
      const dark = matchMedia("(prefers-color-scheme: dark)");
      let socket = null;
      let cw = 8;
      let ch = 16;
      // A cell at the font's size, before the grid is stretched to fill the window.
      let fontCw = 8;
      let fontCh = 16;
      let cols = 0;
      let rows = 0;
      let wheelRows = 0;
      let wheelColumns = 0;
      // The cell in pixels the session asks for when its screens are sized in points: the
      // font is sized so that a cell is that wide, and a line that high, and a point a pixel.
      let cellPixels = null;

      function measureCell() {
        const style = document.documentElement.style;
        style.removeProperty("--fs");
        const box = measure.getBoundingClientRect();
        cw = box.width / 10 || 8;
        ch = box.height || 16;
        if (cellPixels) {
          style.setProperty("--fs", (15 * cellPixels[0] / cw) + "px");
          cw = cellPixels[0];
          ch = cellPixels[1];
        }
        fontCw = cw;
        fontCh = ch;
        // In cells, the grid fills the window: its cells grow by the fraction of a cell left
        // over, and the letters are spaced by as much, so that nothing is left unpainted.
        const size = pageSize();
        let spacing = 0;
        if (!cellPixels) {
          if (size.cols < 1000 && size.cols * cw <= innerWidth) cw = innerWidth / size.cols;
          if (size.rows < 500 && size.rows * ch <= innerHeight) ch = innerHeight / size.rows;
          spacing = cw - fontCw;
        }
        style.setProperty("--cw", cw + "px");
        style.setProperty("--ch", ch + "px");
        style.setProperty("--ls", spacing + "px");
      }

      // The page's size in pixels as last sent, when the session is sized in points: it fills
      // the window to the pixel, so a change under a cell counts.
      let sentPixels = "";

      function remeasure() {
        measureCell();
        const size = pageSize();
        const pixels = cellPixels ? innerWidth + "x" + innerHeight : "";
        if (size.cols === cols && size.rows === rows && pixels === sentPixels) return;
        cols = size.cols;
        rows = size.rows;
        sentPixels = pixels;
        post({ type: "resize", cols: size.cols, rows: size.rows, w: innerWidth, h: innerHeight });
      }

      // The page's size in whole cells of the font's size.
      function pageSize() {
        return {
          cols: Math.max(20, Math.min(1000, Math.floor(innerWidth / fontCw))),
          rows: Math.max(5, Math.min(500, Math.floor(innerHeight / fontCh))),
        };
      }

      // The longest message the session takes, in bytes: the first frame says it.
      let messageLimit = 65536;
      const encoder = new TextEncoder();

      // Sends a message; a text or a paste too long for one message goes as parts, each under
      // the limit, which the message with the last piece completes.
      function post(message) {
        if (!socket || socket.readyState !== WebSocket.OPEN) return;
        let json = JSON.stringify(message);
        const field = message.type === "text" ? "value" : message.type === "paste" ? "text" : "";
        if (field && encoder.encode(json).length > messageLimit) {
          const whole = message[field];
          // A character takes at most 6 bytes of JSON ("\uXXXX").
          const size = Math.max(256, Math.floor((messageLimit - 512) / 6));
          let start = 0;
          while (whole.length - start > size) {
            let end = start + size;
            const code = whole.charCodeAt(end - 1);
            if (code >= 0xD800 && code <= 0xDBFF) end -= 1;  // not inside a surrogate pair
            socket.send(JSON.stringify({
              type: "part", of: message.type, id: message.id || null, text: whole.slice(start, end),
            }));
            start = end;
          }
          json = JSON.stringify(Object.assign({}, message, { [field]: whole.slice(start) }));
        }
        socket.send(json);
      }

      // Tells the session the page's size, motion preference and theme: when it opens, and again
      // when the theme changes, so that the app's screens see it in their traits.
      function sayHello() {
        measureCell();
        const size = pageSize();
        cols = size.cols;
        rows = size.rows;
        post({
          type: "hello", cols: size.cols, rows: size.rows, reducedMotion: reduce.matches,
          colorScheme: dark.matches ? "dark" : "light", w: innerWidth, h: innerHeight,
        });
      }
      dark.addEventListener("change", () => {
        if (socket && socket.readyState === WebSocket.OPEN) sayHello();
      });

      function connect() {
        const scheme = location.protocol === "https:" ? "wss://" : "ws://";
        socket = new WebSocket(scheme + location.host + "/session");
        socket.addEventListener("open", () => {
          document.body.dataset.state = "open";
          sayHello();
        });
        socket.addEventListener("message", (event) => {
          let message;
          try { message = JSON.parse(event.data); } catch (error) { return; }
          if (message && message.type === "frame") applyFrame(message);
        });
        socket.addEventListener("close", (event) => {
          // A server that refuses the tab, or goes away, says why.
          if (event.reason) document.body.dataset.reason = event.reason;
          document.body.dataset.state = "closed";
        });
      }

      // Patches

      // The app measures text in cells; the page's font is narrower or wider. A line too wide
      // for its view is drawn smaller, down to three quarters of its size, then cut with an
      // ellipsis. All are measured in one pass after a frame, then all are sized.
      let linesToFit = [];
      function fitLines() {
        const lines = linesToFit.filter((line) => line.isConnected);
        linesToFit = [];
        const widths = lines.map((line) => [line.scrollWidth, line.clientWidth]);
        lines.forEach((line, index) => {
          const [needed, room] = widths[index];
          line.style.fontSize = needed > room + 1 && room > 0
            ? Math.max(0.75, room / needed) * 100 + "%" : "";
        });
      }

      function applyFrame(message) {
        if (typeof message.limit === "number" && message.limit > 1024) messageLimit = message.limit;
        const cell = Array.isArray(message.cell) ? message.cell : null;
        if (String(cell) !== String(cellPixels)) {
          cellPixels = cell;
          remeasure();
        }
        if (Array.isArray(message.keys)) appKeys = new Set(message.keys);
        if (typeof message.title === "string") document.title = message.title;
        if (message.reset) {
          for (const [id, element] of elements) if (id !== "root") element.remove();
          elements.clear();
          elements.set("root", root);
        }
        for (const op of message.ops) {
          const apply = operations[op.op];
          if (apply) apply(op);
        }
        fitLines();
        focusAlert();
        document.body.dataset.seq = String(message.seq);
      }

      // An alert is modal: the session makes what lies under it inert, and the focus moves into
      // it, to its first button, as a dialog's does when it opens.
      function focusAlert() {
        const alerts = root.querySelectorAll('[role="alertdialog"]');
        const alert = alerts[alerts.length - 1];
        if (!alert || alert.contains(document.activeElement)) return;
        const button = alert.querySelector("button:not([disabled])");
        if (button) button.focus();
      }

      const operations = {
        create(op) {
          const element = make(op.kind, op.id);
          elements.set(op.id, element);
          setAttributes(element, op.attrs || {});
          setFrame(element, op.frame);
          if (op.scroll) setScroll(element, op.scroll);
          setStyle(element, op.style || {});
          if (op.runs) setRuns(element, op.runs);
          if (op.value !== undefined) setValue(element, op.value, op.caret);
          place(element, op.parent, op.before);
          if (op.fade && !reduce.matches) fadeIn(element, op.fade);
          if (element.hasAttribute("autofocus")) element.focus();
        },
        move(op) {
          const element = elements.get(op.id);
          if (element) place(element, op.parent, op.before);
        },
        remove(op) {
          const element = elements.get(op.id);
          if (!element) return;
          forget(element);
          if (op.fade && !reduce.matches) {
            element.setAttribute("data-leaving", "true");
            element.setAttribute("aria-hidden", "true");
            element.style.transition = "opacity " + op.fade + "ms ease-out";
            element.style.opacity = "0";
            setTimeout(() => element.remove(), op.fade);
          } else {
            element.remove();
          }
        },
        frame(op) {
          const element = elements.get(op.id);
          if (!element) return;
          transition(element, "frame", op);
          setFrame(element, op);
        },
        scroll(op) {
          const element = elements.get(op.id);
          if (!element || !element.lkContent) return;
          transition(element.lkContent, "scroll", op);
          setScroll(element, op);
        },
        style(op) {
          const element = elements.get(op.id);
          if (!element) return;
          transition(element, "style", op);
          setStyle(element, op.style);
        },
        text(op) {
          const element = elements.get(op.id);
          if (element) setRuns(element, op.runs);
        },
        value(op) {
          const element = elements.get(op.id);
          if (element) setValue(element, op.value, op.caret);
        },
        attrs(op) {
          const element = elements.get(op.id);
          if (!element) return;
          setAttributes(element, op.attrs);
          // A text field that takes the keys in the app takes the page's focus, and gives it up
          // when it gives them up.
          if (op.attrs.autofocus === "") {
            element.focus();
          } else if (op.attrs.autofocus === null && document.activeElement === element) {
            element.blur();
          }
        },
        flash(op) {
          const element = elements.get(op.id);
          if (!element || reduce.matches) return;
          element.classList.add("lk-flash");
          setTimeout(() => element.classList.remove("lk-flash"), op.t);
        },
      };

      function make(kind, id) {
        let element;
        if (kind === "button" || kind === "segment") {
          element = document.createElement("button");
          element.type = "button";
        } else if (kind === "switch") {
          // A switch is a checkbox with the switch's role; the session's aria-checked checks it.
          element = document.createElement("input");
          element.type = "checkbox";
        } else if (kind === "textarea") {
          element = document.createElement("textarea");
          element.autocomplete = "off";
          element.spellcheck = false;
        } else if (kind === "input") {
          element = document.createElement("input");
          element.type = "text";
          element.autocomplete = "off";
          element.spellcheck = false;
        } else {
          element = document.createElement("div");
        }
        element.className = "lk";
        element.dataset.id = id;
        element.dataset.kind = kind;
        if (kind === "list" || kind === "scroll") {
          const content = document.createElement("div");
          content.className = "lk-content";
          element.appendChild(content);
          element.lkContent = content;
        }
        element.lkTransitions = {};
        return element;
      }

      function holder(element) {
        return element.lkContent || element;
      }

      function place(element, parentID, beforeID) {
        const parent = elements.get(parentID);
        if (!parent || parent.tagName === "INPUT" || parent.tagName === "TEXTAREA") return;
        const before = beforeID === null || beforeID === undefined ? null : elements.get(beforeID);
        const box = holder(parent);
        if (before && before.parentNode === box) {
          box.insertBefore(element, before);
        } else {
          box.appendChild(element);
        }
      }

      function forget(element) {
        if (element.dataset.id) elements.delete(element.dataset.id);
        element.removeAttribute("data-id");
        for (const child of element.querySelectorAll("[data-id]")) {
          elements.delete(child.dataset.id);
          child.removeAttribute("data-id");
        }
      }

      function cells(value, unit) {
        return "calc(" + value + " * var(" + unit + "))";
      }

      function setFrame(element, frame) {
        element.style.left = cells(frame.x, "--cw");
        element.style.top = cells(frame.y, "--ch");
        element.style.width = cells(frame.w, "--cw");
        element.style.height = cells(frame.h, "--ch");
      }

      function setScroll(element, offset) {
        element.lkContent.style.transform =
          "translate(" + cells(-offset.x, "--cw") + ", " + cells(-offset.y, "--ch") + ")";
      }

      const transitioned = {
        frame: ["left", "top", "width", "height"],
        scroll: ["transform"],
        style: ["opacity", "background-color", "color"],
      };

      function transition(element, group, op) {
        element.lkTransitions = element.lkTransitions || {};
        if (op.t && !reduce.matches) {
          const timing = op.t + "ms " + (op.ease || "ease-out") + " " + (op.delay || 0) + "ms";
          element.lkTransitions[group] = transitioned[group].map((name) => name + " " + timing);
        } else {
          delete element.lkTransitions[group];
        }
        const all = Object.values(element.lkTransitions).flat();
        element.style.transition = all.length ? all.join(", ") : "";
      }

      function applyTextStyle(element, style) {
        let foreground = style.fg || "";
        let background = style.bg || "";
        // Reversed in the theme's own colours, as a terminal shows a selection, is the page's
        // selection: the accent behind, its text in one colour over it.
        const selection = !!style.r && !foreground && !background;
        element.classList.toggle("lk-sel", selection);
        if (style.r && !selection) {
          const swapped = foreground;
          foreground = background || "var(--bg)";
          background = swapped || "var(--fg)";
        }
        element.style.color = foreground;
        element.style.backgroundColor = background;
        // A blank a view draws inside a reversed view is reversed too, as in the terminal.
        if (style.r && !selection) {
          element.style.setProperty("--lk-fill", "var(--fg)");
          element.style.setProperty("--lk-fill-rev", "var(--bg)");
        } else {
          element.style.removeProperty("--lk-fill");
          element.style.removeProperty("--lk-fill-rev");
        }
        element.classList.toggle("lk-b", !!style.b);
        element.classList.toggle("lk-d", !!style.d);
        element.classList.toggle("lk-u", !!style.u);
        element.classList.toggle("lk-i", !!style.i);
      }

      // A view's font, in a session sized in points: the element's text is the page's own,
      // in the font's family, size (never taller than its line), weight and slant.
      function setFont(element, font) {
        const before = JSON.stringify(element.lkFont || null);
        element.lkFont = font || null;
        element.classList.toggle("lk-text", !!font);
        const style = element.style;
        if (font) {
          style.fontSize = "min(" + font.s + "px, var(--ch))";
          style.fontWeight = String(font.w);
          style.fontStyle = font.i ? "italic" : "";
          const base = font.m ? "var(--mono)" : "var(--sans)";
          style.fontFamily = font.f ? JSON.stringify(font.f) + ", " + base : base;
        } else {
          style.fontSize = style.fontWeight = style.fontStyle = style.fontFamily = "";
        }
        // Lines are laid out by the font's alignment: a new font lays them out again.
        if (before !== JSON.stringify(element.lkFont) && element.lkRunsData) {
          setRuns(element, element.lkRunsData);
        }
      }

      function setStyle(element, style) {
        applyTextStyle(element, style);
        setFont(element, style.font);
        element.style.opacity = style.a === undefined ? "" : String(style.a);
        element.hidden = !!style.hidden;
        element.classList.toggle("lk-clip", !!style.clip);
        element.classList.toggle("lk-inert", !!style.inert);
        if (style.tint) {
          element.style.setProperty("--lk-tint", style.tint);
        } else {
          element.style.removeProperty("--lk-tint");
        }
        if (style.border) {
          element.dataset.border = style.radius ? "round" : "square";
          element.style.setProperty("--lk-border", style.border);
        } else {
          delete element.dataset.border;
        }
        // A layer's rounded corners, each across and down in cells; its shadow, offset and
        // blurred in cells; its place among its siblings.
        const c = style.corners;
        element.style.borderRadius = c
          ? [0, 2, 4, 6].map((i) => "calc(var(--cw) * " + c[i] + ")").join(" ") + " / " +
            [1, 3, 5, 7].map((i) => "calc(var(--ch) * " + c[i] + ")").join(" ")
          : "";
        const s = style.shadow;
        element.style.boxShadow = s
          ? "calc(var(--cw) * " + s[0] + ") calc(var(--ch) * " + s[1] + ") calc(var(--ch) * " +
            s[2] + ") " + s[3]
          : "";
        element.style.zIndex = style.z === undefined ? "" : String(Math.round(style.z));
      }

      function setRuns(element, runs) {
        if (element.tagName === "INPUT") return;
        let box = element.lkRuns;
        if (!box) {
          box = document.createElement("span");
          box.className = "lk-runs";
          element.insertBefore(box, element.firstChild);
          element.lkRuns = box;
        }
        box.textContent = "";
        element.lkRunsData = runs;
        const font = element.lkFont;
        // Text in a font flows: a line per row, its runs one after another, aligned as the
        // view says; its fills stay where they are.
        const lines = new Map();
        for (const run of runs) {
          if (!font || run.t === undefined) continue;
          let line = lines.get(run.y);
          if (!line) {
            line = document.createElement("span");
            line.className = "lk-line";
            line.style.top = cells(run.y, "--ch");
            line.style.left = font.a === "left" ? cells(run.x, "--cw") : "0";
            line.style.textAlign = font.a;
            lines.set(run.y, line);
            box.appendChild(line);
          }
          const span = document.createElement("span");
          span.className = "lk-run";
          span.textContent = run.t;
          if (run.s) applyTextStyle(span, run.s);
          line.appendChild(span);
        }
        for (const line of lines.values()) linesToFit.push(line);
        for (const run of runs) {
          if (font && run.t !== undefined) continue;
          const span = document.createElement("span");
          span.className = "lk-run";
          span.style.left = cells(run.x, "--cw");
          span.style.top = cells(run.y, "--ch");
          if (run.t !== undefined) {
            span.textContent = run.t;
          } else {
            span.style.width = cells(run.w, "--cw");
            span.style.height = cells(run.h, "--ch");
            span.setAttribute("aria-hidden", "true");
          }
          if (run.s) applyTextStyle(span, run.s);
          if (run.t === undefined && !span.style.backgroundColor) {
            span.style.backgroundColor = run.s && run.s.r ? "var(--lk-fill-rev)" : "var(--lk-fill)";
          }
          box.appendChild(span);
        }
      }

      function setValue(element, value, caret) {
        if (element.value !== value) element.value = value;
        if (caret !== undefined && document.activeElement === element) {
          element.setSelectionRange(caret, caret);
        }
      }

      function setAttributes(element, attributes) {
        for (const name of Object.keys(attributes)) {
          const value = attributes[name];
          if (value === null) {
            element.removeAttribute(name);
          } else {
            element.setAttribute(name, value);
          }
          if (name === "aria-checked" && element.type === "checkbox") {
            element.checked = value === "true";
          }
          if (name === "data-src") setImage(element, value);
        }
      }

      // An image view's pixels: an <img> over its placeholder, shown once it has loaded.
      function setImage(element, source) {
        let image = element.lkImage;
        if (!source) {
          if (image) image.remove();
          element.lkImage = null;
          element.classList.remove("lk-loaded");
          return;
        }
        if (!image) {
          image = document.createElement("img");
          image.className = "lk-img";
          image.alt = "";
          image.decoding = "async";
          image.addEventListener("load", () => element.classList.add("lk-loaded"));
          image.addEventListener("error", () => element.classList.remove("lk-loaded"));
          element.appendChild(image);
          element.lkImage = image;
        }
        if (image.getAttribute("src") !== source) {
          element.classList.remove("lk-loaded");
          image.src = source;
        }
      }

      function fadeIn(element, duration) {
        element.style.opacity = "0";
        requestAnimationFrame(() => {
          const before = element.style.transition;
          element.style.transition = (before ? before + ", " : "") + "opacity " + duration + "ms ease-out";
          element.style.opacity = "";
          setTimeout(() => { element.style.transition = before; }, duration);
        });
      }

      // Input

      function keyed(node) {
        const element = node instanceof Element ? node.closest("[data-id]") : null;
        return element && root.contains(element) && element !== root ? element : null;
      }

      root.addEventListener("click", (event) => {
        const element = keyed(event.target);
        if (!element) return;
        if (element.type === "checkbox") {
          // The app decides: the box shows what the session's next frame says.
          event.preventDefault();
        } else if (element.tagName === "INPUT") {
          return;
        }
        const box = element.getBoundingClientRect();
        const keyboard = event.detail === 0;
        const x = keyboard ? 0 : Math.max(0, Math.floor((event.clientX - box.left) / cw));
        const y = keyboard ? 0 : Math.max(0, Math.floor((event.clientY - box.top) / ch));
        post({ type: "click", id: element.dataset.id, x: x, y: y });
      });

      // The primary pointer, for the app's gesture recognizers: the element it went down on,
      // then the cell it is over while the button is down, measured from where that element was
      // (sent when the cell changes), then where it came up. The click still follows; the app drops it when a
      // gesture took it.
      let pointerElement = null;
      let pointerBox = null;
      let pointerLast = "";

      function postPointer(phase, event) {
        // From where the element was when the pointer went down: it may move with the gesture.
        const box = pointerBox;
        const x = Math.max(-1000, Math.min(1000, Math.floor((event.clientX - box.left) / cw)));
        const y = Math.max(-500, Math.min(500, Math.floor((event.clientY - box.top) / ch)));
        if (phase === "move" && pointerLast === x + "," + y) return;
        pointerLast = x + "," + y;
        post({ type: "pointer", phase: phase, id: pointerElement.dataset.id, x: x, y: y });
      }

      root.addEventListener("pointerdown", (event) => {
        if (!event.isPrimary || event.button !== 0) return;
        const element = keyed(event.target);
        if (!element || element.tagName === "INPUT") return;
        pointerElement = element;
        pointerBox = element.getBoundingClientRect();
        postPointer("down", event);
      });

      document.addEventListener("pointermove", (event) => {
        if (pointerElement && event.isPrimary) postPointer("move", event);
      });

      document.addEventListener("pointerup", (event) => {
        if (!pointerElement || !event.isPrimary) return;
        postPointer("up", event);
        pointerElement = null;
      });

      document.addEventListener("pointercancel", (event) => {
        if (!pointerElement || !event.isPrimary) return;
        post({ type: "pointer", phase: "cancel", id: pointerElement.dataset.id, x: 0, y: 0 });
        pointerElement = null;
      });

      // A right click, or the keyboard's menu key, on a row shows its actions in the app.
      root.addEventListener("contextmenu", (event) => {
        const element = keyed(event.target);
        if (!element || element.tagName === "INPUT") return;
        event.preventDefault();
        const box = element.getBoundingClientRect();
        const keyboard = event.button !== 2;
        const x = keyboard ? 0 : Math.max(0, Math.floor((event.clientX - box.left) / cw));
        const y = keyboard ? 0 : Math.max(0, Math.floor((event.clientY - box.top) / ch));
        post({ type: "menu", id: element.dataset.id, x: x, y: y });
      });

      // The keys with Control, Alt or Meta that the shown screen has commands for, as the
      // session's frames list them: "ctrl+d", "ctrl+alt+s".
      let appKeys = new Set();

      function combination(event) {
        return (event.ctrlKey ? "ctrl+" : "") + (event.altKey ? "alt+" : "")
          + (event.metaKey ? "meta+" : "") + event.key.toLowerCase();
      }

      const navigation = new Set([
        "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "PageUp", "PageDown", "Home", "End",
        "Enter", "Escape", "F2", "F3", "F4",
      ]);

      document.addEventListener("keydown", (event) => {
        if (event.isComposing || event.key === "Tab") return;
        const element = keyed(event.target);
        const checkbox = event.target instanceof HTMLInputElement && event.target.type === "checkbox";
        const tag = checkbox ? "BUTTON"
          : event.target instanceof Element ? event.target.tagName : "";
        if (tag === "BUTTON" && (event.key === "Enter" || event.key === " ")) return;
        if (tag === "TEXTAREA") {
          // Enter, the arrows and the page keys are the text area's own.
          if (event.key !== "Escape") return;
        } else if (tag === "INPUT") {
          if (!["Enter", "Escape", "ArrowUp", "ArrowDown", "PageUp", "PageDown"].includes(event.key)) {
            return;
          }
        } else if (!navigation.has(event.key)) {
          if (event.key.length !== 1 && [...event.key].length !== 1) return;
          // With Control, Alt or Meta, a key is the browser's unless the app has a command for it.
          if ((event.ctrlKey || event.metaKey || event.altKey) && !appKeys.has(combination(event))) {
            return;
          }
        }
        event.preventDefault();
        post({
          type: "key", key: event.key, shift: event.shiftKey, ctrl: event.ctrlKey,
          alt: event.altKey, meta: event.metaKey, id: element ? element.dataset.id : null,
        });
      });

      // A touch that swipes a row sideways shows its swipe actions on that side, as UIKit's
      // swipe does; a swipe the other way, or of another row, hides them.
      let swipeStart = null;
      // Where the touch that scrolls was last, while one finger drags up or down.
      let touchLast = null;
      root.addEventListener("touchstart", (event) => {
        const touch = event.touches[0];
        const cell = event.target instanceof Element ? event.target.closest('[data-kind="cell"]') : null;
        swipeStart = touch && cell ? { x: touch.clientX, y: touch.clientY, cell } : null;
        touchLast = touch && event.touches.length === 1
          ? { x: touch.clientX, y: touch.clientY, target: keyed(event.target) } : null;
      }, { passive: true });
      root.addEventListener("touchmove", (event) => {
        const touch = event.touches[0];
        if (!touchLast || !touch || event.touches.length !== 1) return;
        const dx = touch.clientX - touchLast.x, dy = touch.clientY - touchLast.y;
        if (Math.abs(dy) <= Math.abs(dx)) return;
        touchLast.x = touch.clientX;
        touchLast.y = touch.clientY;
        scrollBy(touchLast.target, 0, -dy / ch);
      }, { passive: true });
      root.addEventListener("touchend", (event) => {
        const touch = event.changedTouches[0];
        const start = swipeStart;
        swipeStart = null;
        if (!start || !touch) return;
        const dx = touch.clientX - start.x, dy = touch.clientY - start.y;
        if (Math.abs(dx) < 30 || Math.abs(dy) > Math.abs(dx)) return;
        for (const other of root.querySelectorAll("[data-swiped]")) {
          if (other !== start.cell) delete other.dataset.swiped;
        }
        const side = dx < 0 ? "trailing" : "leading";
        const shown = start.cell.dataset.swiped;
        if (shown && shown !== side) {
          delete start.cell.dataset.swiped;
        } else if (start.cell.querySelector(`[data-swipe="${side}"]`)) {
          start.cell.dataset.swiped = side;
        }
      });

      // The wheel, a trackpad or a touch scrolls by pixels: the session is sent the distance in
      // rows and columns, fractions kept, at most one message an animation frame.
      let wheelTarget = null;
      let wheelPending = false;
      function sendWheel() {
        wheelPending = false;
        const dx = Math.round(wheelColumns * 1000) / 1000;
        const dy = Math.round(wheelRows * 1000) / 1000;
        wheelColumns = 0;
        wheelRows = 0;
        if (dx === 0 && dy === 0) return;
        post({ type: "wheel", id: wheelTarget, dx: dx, dy: dy });
      }
      function scrollBy(element, x, y) {
        wheelTarget = element ? element.dataset.id : null;
        wheelColumns += x;
        wheelRows += y;
        if (!wheelPending) {
          wheelPending = true;
          requestAnimationFrame(sendWheel);
        }
      }
      root.addEventListener("wheel", (event) => {
        event.preventDefault();
        // A trackpad pinch, or the wheel with Ctrl: Chromium sends both as a wheel event with
        // ctrlKey. It is a pinch step for the app's pinch recognizers, not the page's zoom.
        const pinched = event.ctrlKey ? keyed(event.target) : null;
        if (pinched) {
          const box = pinched.getBoundingClientRect();
          const scale = Math.min(100, Math.max(0.01, Math.exp(-event.deltaY / 100)));
          post({
            type: "pinch", id: pinched.dataset.id, scale: scale,
            x: Math.max(-1000, Math.min(1000, Math.floor((event.clientX - box.left) / cw))),
            y: Math.max(-500, Math.min(500, Math.floor((event.clientY - box.top) / ch))),
          });
          return;
        }
        const scale = event.deltaMode === 1 ? 1 : event.deltaMode === 2 ? rows : 0;
        const x = scale ? event.deltaX * scale : event.deltaX / cw;
        const y = scale ? event.deltaY * scale : event.deltaY / ch;
        scrollBy(keyed(event.target), x, y);
      }, { passive: false });

      root.addEventListener("input", (event) => {
        const element = keyed(event.target);
        if (!element || (element.tagName !== "INPUT" && element.tagName !== "TEXTAREA")) return;
        post({ type: "text", id: element.dataset.id, value: element.value, caret: element.selectionEnd });
      });

      document.addEventListener("paste", (event) => {
        const tag = event.target instanceof Element ? event.target.tagName : "";
        if (tag === "INPUT" || tag === "TEXTAREA") return;
        const text = event.clipboardData ? event.clipboardData.getData("text/plain") : "";
        if (!text) return;
        event.preventDefault();
        const element = keyed(event.target);
        post({ type: "paste", id: element ? element.dataset.id : null, text: text });
      });

      root.addEventListener("focusin", (event) => {
        const element = keyed(event.target);
        if (element) post({ type: "focus", id: element.dataset.id });
      });

      root.addEventListener("focusout", (event) => {
        const element = keyed(event.target);
        if (element && element.dataset.id) post({ type: "blur", id: element.dataset.id });
      });

      let resizeTimer = 0;
      addEventListener("resize", () => {
        clearTimeout(resizeTimer);
        resizeTimer = setTimeout(remeasure, 50);
      });

      measureCell();
      connect();
    })();
    """#
}
