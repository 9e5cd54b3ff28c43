#!/usr/bin/env python3
"""The examples' web mode in a real browser: Debian's Chromium, driven by Selenium.

It starts the built `listkit-examples --web --port 0` (it builds nothing: run `swift build`
first), reads the address it prints, and opens it in headless Chromium. Then it uses the catalog
as a person would, with the mouse and the keys, and checks what the page shows: the feed's heart,
the search, the 100,000-row list's scrolling with few DOM rows, a moved row staying the same DOM
element, every demo opening, two tabs with two sessions, and the server quitting on Ctrl-C.
Screenshots go to .build/browser-screenshots/; --docs-screenshot also writes four demos' in the
light and the dark theme to docs/images/web-<demo>-<theme>.png, for the READMEs.

    python3 Tests/Browser/web_catalog_test.py [--binary PATH] [--docs-screenshot]

It prints a line for each check and closes with "N passed, N failed"; the exit status is 1 when
any failed. Every wait polls the page until a condition holds, for at most a few seconds.
"""

import argparse
import os
import re
import selectors
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import traceback
import urllib.request
from pathlib import Path

# Selenium Manager must not download a browser or a driver: both are Debian's.
os.environ["SE_OFFLINE"] = "true"

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin  # noqa: E402
from selenium.common.exceptions import StaleElementReferenceException  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / ".build" / "browser-screenshots"
DOCS_IMAGES = ROOT / "docs" / "images"
# The demos whose screenshots, in each theme, the docs show, by title: web-<name>-<theme>.png.
DOCS_DEMOS = {
    "Modeling and Binding": "feed",
    "Mixed Data": "mixed",
    "UIKit Controls": "controls",
    "Compositional Layout": "compositional",
}
CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
WAIT = 15

# The text the page shows, the rows of a list and the element that shows a text, read in the
# page. A view is an element with a data-id; its text is in spans of class lk-run.
PAGE_TEXT = "return document.getElementById('root').textContent;"
ELEMENT_WITH_TEXT = """
const [text, exact] = arguments;
for (const runs of document.querySelectorAll('#root .lk-runs')) {
  const shown = runs.textContent.trim();
  if (exact ? shown === text : shown.includes(text)) return runs.closest('[data-id]');
}
return null;
"""
ROW_NUMBERS = """
const numbers = [];
for (const runs of document.querySelectorAll('#root .lk-runs')) {
  const match = /^Row (\\d+)$/.exec(runs.textContent.trim());
  if (match) numbers.push(Number(match[1]));
}
return numbers;
"""
# Each text of the selected row, its colour and the colour behind it: the first background under
# its middle that is not transparent.
SELECTED_ROW_COLOURS = """
const cell = document.querySelector('[data-kind="cell"][aria-current="true"]');
if (!cell) return null;
const shown = [];
for (const run of cell.querySelectorAll('.lk-run')) {
  if (!run.textContent.trim()) continue;
  const box = run.getBoundingClientRect();
  let behind = null;
  for (const element of document.elementsFromPoint(box.left + 2, box.top + box.height / 2)) {
    const colour = getComputedStyle(element).backgroundColor;
    if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') { behind = colour; break; }
  }
  shown.push([run.textContent.trim(), getComputedStyle(run).color, behind]);
}
return shown.length ? shown : null;
"""
# Every text shown on the page whose contrast with what is behind it is under WCAG AA's 4.5:1:
# its colour, with the opacity of it and its ancestors, over the colours of the elements under its
# middle, back to front. Disabled controls and leaving elements are exempt, as WCAG's inactive
# components are. Returns how many texts it measured and the failures, each with its text, ratio,
# colour and the colour behind it.
LOW_CONTRAST_TEXTS = """
// Every shown text on the page whose contrast with what is behind it is under 4.5:1.
function parse(c) {
  const m = /rgba?\\(([^)]+)\\)/.exec(c);
  if (!m) return [0, 0, 0, 0];
  const p = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
  return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
}
function over(top, bottom) {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat([1]);
}
function luminance(c) {
  const [r, g, b] = c.slice(0, 3).map((v) => {
    v /= 255;
    return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function ratio(a, b) {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}
// The colour behind the middle of `box`, under `self`: the elements at that point, back to
// front, composited, each with its opacity.
function behind(self, x, y) {
  const stack = document.elementsFromPoint(x, y);
  let colour = parse(getComputedStyle(document.body).backgroundColor);
  const start = stack.indexOf(self);
  const below = stack.slice(start < 0 ? 0 : start + 1).reverse();
  for (const element of below) {
    const style = getComputedStyle(element);
    const bg = parse(style.backgroundColor);
    if (bg[3] === 0) continue;
    let alpha = bg[3];
    for (let e = element; e && e !== document.documentElement; e = e.parentElement)
      alpha *= Number(getComputedStyle(e).opacity);
    colour = over([bg[0], bg[1], bg[2], alpha], colour);
  }
  return colour;
}
const failures = [];
const texts = [];
for (const element of document.querySelectorAll('#root .lk-run, #root input:not([type=checkbox])')) {
  if (element.tagName !== 'INPUT' && !element.textContent.trim()) continue;
  if (element.closest('[disabled],[aria-disabled="true"],[data-leaving]')) continue;
  const style = getComputedStyle(element);
  if (style.visibility !== 'visible') continue;
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) continue;
  const x = Math.min(innerWidth - 1, Math.max(0, box.left + Math.min(box.width, 6) / 2));
  const y = Math.min(innerHeight - 1, Math.max(0, box.top + box.height / 2));
  const hit = document.elementFromPoint(x, y);
  if (!hit || !(hit === element || element.contains(hit) || hit.contains(element))) continue;
  let fg = parse(style.color);
  let alpha = fg[3];
  for (let e = element; e && e !== document.documentElement; e = e.parentElement)
    alpha *= Number(getComputedStyle(e).opacity);
  const bg = behind(element, x, y);
  const shown = over([fg[0], fg[1], fg[2], alpha], bg);
  const r = ratio(shown, bg);
  const text = element.tagName === 'INPUT' ? (element.value || element.placeholder) : element.textContent.trim();
  texts.push(text);
  if (r < 4.5) failures.push([text.slice(0, 30), Math.round(r * 100) / 100, style.color, 'rgb(' + bg.slice(0,3).map(Math.round).join(',') + ')']);
}
return [texts.length, failures];
"""
# Whether the page is still: no transition or finite animation under way.
PAGE_IS_STILL = """
return document.getAnimations().every((animation) =>
  animation.effect.getTiming().iterations === Infinity || animation.playState !== 'running');
"""
ELEMENT_COUNT = "return document.querySelectorAll('#root [data-id]').length;"


class Check:
    """Counts the checks that pass and fail, and saves a screenshot of each."""

    def __init__(self, driver):
        self.driver = driver
        self.passed = 0
        self.failed = 0

    def run(self, name, body):
        started = time.monotonic()
        try:
            body()
        except Exception:  # noqa: BLE001 - a failed check is reported, the next one runs
            self.failed += 1
            print(f"FAIL {name} ({time.monotonic() - started:.1f} s)")
            traceback.print_exc(limit=3)
            self.screenshot(f"failed-{name}")
        else:
            self.passed += 1
            print(f"ok   {name} ({time.monotonic() - started:.1f} s)")

    def screenshot(self, name):
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        path = SCREENSHOTS / f"{name}.png"
        try:
            self.driver.save_screenshot(str(path))
        except Exception:  # noqa: BLE001 - a screenshot is evidence, not a check
            return None
        return path


def start_server(binary):
    """Starts the examples' web mode on any free port; returns the process and the address."""
    process = subprocess.Popen(
        [binary, "--web", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    selector = selectors.DefaultSelector()
    selector.register(process.stdout, selectors.EVENT_READ)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if not selector.select(timeout=deadline - time.monotonic()):
            break
        line = process.stdout.readline()
        if not line:
            break
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if match:
            print(f"server: {line.strip()}")
            return process, match.group(0)
    process.kill()
    raise SystemExit(f"listkit-examples printed no address: {process.stderr.read()}")


def make_driver():
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--window-size=1000,720",
        "--force-device-scale-factor=1",
    ):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(options=options, service=Service(executable_path=CHROMEDRIVER))


class Page:
    """The catalog in the browser, with waits that poll the page."""

    def __init__(self, driver, address):
        self.driver = driver
        self.address = address

    def wait(self, condition, message, timeout=WAIT):
        # An element found may be replaced before it is used: that attempt fails, the next
        # finds the new one.
        return WebDriverWait(
            self.driver,
            timeout,
            poll_frequency=0.05,
            ignored_exceptions=(StaleElementReferenceException,),
        ).until(lambda driver: condition(), message)

    def text(self):
        return self.driver.execute_script(PAGE_TEXT) or ""

    def wait_for_text(self, text):
        self.wait(lambda: text in self.text(), f"no {text!r} on the page")

    def element(self, text, exact=False):
        return self.wait(
            lambda: self.driver.execute_script(ELEMENT_WITH_TEXT, text, exact),
            f"no element showing {text!r}",
        )

    def click(self, text, exact=True):
        """Clicks the element showing `text`, as soon as there is one."""

        def attempt():
            element = self.driver.execute_script(ELEMENT_WITH_TEXT, text, exact)
            if not element:
                return False
            element.click()
            return True

        self.wait(attempt, f"no element showing {text!r} to click")

    def open_catalog(self):
        self.driver.get(self.address)
        self.wait(
            lambda: self.driver.execute_script("return document.body.dataset.state") == "open",
            "the WebSocket did not open",
        )
        self.wait_for_text("Modeling and Binding")

    def open_demo(self, title):
        self.open_catalog()
        self.click(title)
        self.wait(
            lambda: "Getting Started" not in self.text() or title == "Getting Started",
            f"{title} did not open",
        )

    def press(self, *keys):
        ActionChains(self.driver).send_keys(*keys).perform()

    def errors(self):
        return [
            entry["message"]
            for entry in self.driver.get_log("browser")
            if entry["level"] == "SEVERE" and "favicon.ico" not in entry["message"]
        ]


def catalog_titles():
    """The demos' titles, in the catalog's order, as the catalog's source lists them."""
    source = (ROOT / "Sources" / "ListKitExamples" / "Catalog.swift").read_text()
    return re.findall(r'name: "[^"]+", title: "([^"]+)"', source)


def a_new_tab_loads_past_idle_connections(binary):
    """A server limited to 1,024 open files, as a shell's default is, holding 1,100 connections
    that never send a request: a new tab's page and WebSocket still open within seconds, not
    when the idle connections time out (30 s)."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and hard < 1400:
        raise AssertionError(f"this process may open only {hard} files; 1,400 are needed")
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard if hard != resource.RLIM_INFINITY else 4096, hard))

    def limit():
        resource.setrlimit(resource.RLIMIT_NOFILE, (1024, 1024))

    process = subprocess.Popen(
        [binary, "--web", "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, preexec_fn=limit,
    )
    idle = []
    driver = None
    try:
        port = int(re.search(r":(\d+)/", process.stdout.readline()).group(1))
        for _ in range(1100):
            idle.append(socket.create_connection(("127.0.0.1", port)))
        started = time.monotonic()
        urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=10).read()
        took = time.monotonic() - started
        assert took < 2, f"the page took {took:.1f} s to load"
        driver = make_driver()
        driver.get(f"http://127.0.0.1:{port}/")
        WebDriverWait(driver, 10, poll_frequency=0.05).until(
            lambda d: d.execute_script("return document.body.dataset.state") == "open",
            "the new tab's WebSocket did not open",
        )
    finally:
        if driver:
            driver.quit()
        for connection in idle:
            connection.close()
        process.kill()
        process.wait()
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


def a_tab_over_its_memory_bound_is_told_why(binary):
    """A server that lets a tab's lists hold 30 MB: the Large List's 100,000 rows hold about
    55 MB, so its tab is closed and the page shows why; the server's log says what they held,
    by part."""
    log = Path(tempfile.mkdtemp()) / "server.log"
    process = subprocess.Popen(
        [binary, "--web", "--port", "0", "--max-tab-memory", "30", "--log", str(log)],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
    )
    driver = None
    try:
        address = re.search(r"http://127\.0\.0\.1:\d+/", process.stdout.readline()).group(0)
        driver = make_driver()
        page = Page(driver, address)
        page.open_demo("Large List")
        page.wait(
            lambda: driver.execute_script("return document.body.dataset.state") == "closed",
            "the tab over its bound was not closed",
        )
        reason = driver.execute_script("return document.body.dataset.reason") or ""
        assert "more than the 30.0 MB a tab may" in reason, f"the page says {reason!r}"
        assert reason in page.text() or driver.execute_script(
            "return getComputedStyle(document.body, '::after').content"
        ).strip('"') == reason, "the reason is not shown"
        logged = log.read_text()
        held = re.search(r"its lists hold \d+\.\d MB \(([^)]*)\)", logged)
        assert held, logged[-500:]
        for part in ("section map", "section controllers", "layout"):
            assert re.search(part + r" \d+\.\d MB", held.group(1)), held.group(0)
    finally:
        if driver:
            driver.quit()
        process.kill()
        process.wait()


def main():
    arguments = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    arguments.add_argument("--binary", default=str(ROOT / ".build" / "debug" / "listkit-examples"))
    arguments.add_argument("--docs-screenshot", action="store_true")
    options = arguments.parse_args()
    if not Path(options.binary).exists():
        raise SystemExit(f"{options.binary} is not built: run swift build first")

    process, address = start_server(options.binary)
    driver = make_driver()
    page = Page(driver, address)
    check = Check(driver)
    titles = catalog_titles()

    def catalog():
        page.open_catalog()

        def missing():
            text = page.text()
            return [title for title in titles if title not in text]

        # The page may tell the session its size more than once as it settles.
        page.wait(lambda: not missing(), f"the catalog lacks {missing()}")
        page.wait(lambda: driver.title == "ListKit Examples", f"the page's title is {driver.title!r}")
        # The title bar reaches the window's right edge, past the last whole cell.
        gap = driver.execute_script(
            "return document.documentElement.clientWidth"
            " - document.querySelector('[data-kind=\"bar\"]').getBoundingClientRect().right"
        )
        assert abs(gap) < 1, f"the title bar stops {gap} px short of the window's edge"
        check.screenshot("catalog")

    def feed_heart():
        page.open_demo("Modeling and Binding")
        page.wait_for_text("384 likes")
        page.wait(lambda: "385 likes" not in page.text(), "385 before the click")
        check.screenshot("feed")
        # The photos are images that load, over their placeholders.
        page.wait(
            lambda: driver.execute_script(
                "const images = [...document.querySelectorAll('#root [role=img] > img')];"
                "return images.length >= 2 && images.every((image) =>"
                " image.complete && image.naturalWidth > 0"
                " && image.parentElement.classList.contains('lk-loaded'));"
            ),
            "the feed's photos did not load",
        )
        page.click("♥")
        page.wait_for_text("385 likes")
        assert "384 likes" not in page.text(), "384 is still shown"
        check.screenshot("feed-liked")

    def search_narrows():
        page.open_demo("Search Autocomplete")
        status = page.wait(lambda: re.search(r"(\d+) words", page.text()), "no word count")
        total = int(status.group(1))
        def type_in_the_field():
            field = driver.find_elements(By.CSS_SELECTOR, "#root input")
            if not field:
                return False
            field[0].click()
            field[0].send_keys("lo")
            return True

        page.wait(type_in_the_field, "no search field to type in")
        narrowed = page.wait(
            lambda: re.search(r"(\d+) of (\d+) words", page.text()), "the list did not narrow"
        )
        shown, of = int(narrowed.group(1)), int(narrowed.group(2))
        assert of == total and 0 < shown < total, f"{shown} of {of} words, from {total}"
        check.screenshot("search")

    def a_key_command_focuses_the_search_field():
        # `/` is the search screen's key command: it makes the search bar the first responder,
        # and the page gives its input the focus, so the keys that follow type into it.
        page.open_demo("Search Autocomplete")
        status = page.wait(lambda: re.search(r"(\d+) words", page.text()), "no word count")
        total = int(status.group(1))
        page.wait(lambda: driver.find_elements(By.CSS_SELECTOR, "#root input"), "no search field")
        page.press("/")
        page.wait(
            lambda: driver.execute_script(
                "return document.activeElement && document.activeElement.tagName === 'INPUT'"
            ),
            "the search field did not take the focus",
        )
        page.press("lo")
        narrowed = page.wait(
            lambda: re.search(r"(\d+) of (\d+) words", page.text()), "the list did not narrow"
        )
        assert int(narrowed.group(1)) < total, narrowed.group(0)
        page.press(Keys.ESCAPE)
        page.wait(
            lambda: driver.execute_script(
                "return !document.activeElement || document.activeElement.tagName !== 'INPUT'"
            ),
            "Escape did not take the focus from the search field",
        )

    def a_right_click_shows_a_rows_actions():
        # The empty view demo's rows have a context menu: a right click shows it as an action
        # sheet, whose Remove removes the row.
        page.open_demo("Empty View")
        row = page.element("Row 2")
        ActionChains(driver).context_click(row).perform()
        page.wait(
            lambda: driver.execute_script(
                "return document.querySelectorAll('[role=\"alertdialog\"]').length"
            ),
            "no action sheet after the right click",
        )
        page.click("Remove")
        page.wait(lambda: "Row 2" not in page.text(), "Remove did not remove the row")
        check.screenshot("actions")

    def hover_shows_a_rows_swipe_actions():
        # The compositional layout demo's list rows have UIKit's trailing swipe actions: hidden
        # until the pointer is over the row (or the row is selected), then buttons on the row.
        page.open_demo("Compositional Layout")
        row = page.element("This one is UIKit's list configuration")
        cell = driver.execute_script("return arguments[0].closest('[data-kind=\"cell\"]')", row)
        buttons = cell.find_elements(By.CSS_SELECTOR, "[data-swipe]")
        labels = [button.get_attribute("aria-label") for button in buttons]
        assert labels == ["Delete", "Done"], f"the row's swipe buttons are {labels}"
        assert all(b.value_of_css_property("visibility") == "hidden" for b in buttons), (
            "the swipe buttons show before the pointer is over the row"
        )
        ActionChains(driver).move_to_element(cell).perform()
        page.wait(
            lambda: all(b.value_of_css_property("visibility") == "visible" for b in buttons),
            "hovering the row did not show its swipe buttons",
        )
        check.screenshot("swipe-actions")
        buttons[0].click()
        page.wait(
            lambda: "This one is UIKit's list configuration" not in page.text(),
            "Delete did not delete the row",
        )

    def a_long_paste_reaches_the_app():
        # A paste of 100 KB into the search field: the page sends it in parts under the
        # session's 64 KiB limit, and the app filters by all of it.
        page.open_demo("Search Autocomplete")
        status = page.wait(lambda: re.search(r"(\d+) words", page.text()), "no word count")
        total = int(status.group(1))
        field = page.wait(
            lambda: (driver.find_elements(By.CSS_SELECTOR, "#root input") or [None])[0],
            "no search field",
        )
        field.click()
        driver.execute_script(
            "const field = arguments[0]; field.value = 'lo' + 'z'.repeat(100000);"
            "field.dispatchEvent(new InputEvent('input', {bubbles: true, inputType: 'insertFromPaste'}));",
            field,
        )
        # No word starts with it: the app filtered by the whole of it.
        page.wait(lambda: "No matches" in page.text(), "the paste never reached the app")
        assert f"{total} words" not in page.text(), "the list did not change"

    def large_list_scrolls():
        page.open_demo("Large List")
        page.element("Row 1", exact=True)
        list_view = driver.find_element(By.CSS_SELECTOR, "#root [data-kind='list']")
        for _ in range(10):
            ActionChains(driver).scroll_from_origin(
                ScrollOrigin.from_element(list_view), 0, 1600
            ).perform()
        page.wait(
            lambda: min(driver.execute_script(ROW_NUMBERS) or [0]) > 100, "the wheel did not scroll"
        )
        rows = driver.execute_script(ROW_NUMBERS)
        assert len(rows) < 200, f"{len(rows)} rows in the DOM"
        # The list opens in pieces, the page showing each: End goes to the end of the rows it
        # holds, all of them once the status line counts them.
        page.wait(lambda: "/100000 " in page.text(), "the list never held all its rows")
        page.press(Keys.END)
        page.element("Row 100000", exact=True)
        rows = driver.execute_script(ROW_NUMBERS)
        elements = driver.execute_script(ELEMENT_COUNT)
        assert len(rows) < 200 and elements < 1000, f"{len(rows)} rows, {elements} elements"
        check.screenshot("large-list-end")

    def the_wheel_scrolls_by_pixels():
        page.open_demo("Large List")
        page.element("Row 1", exact=True)
        list_view = driver.find_element(By.CSS_SELECTOR, "#root [data-kind='list']")
        row_height = driver.execute_script(
            "return document.querySelector('[data-kind=\"cell\"]').getBoundingClientRect().height;"
        )
        first_top = "return document.querySelector('[data-kind=\"cell\"]').getBoundingClientRect().top;"
        ActionChains(driver).scroll_from_origin(ScrollOrigin.from_element(list_view), 0, 5).perform()
        # Five pixels move the rows five pixels, not a whole row or none.
        offset = page.wait(
            lambda: driver.execute_script(
                "const t = arguments[0].lkContent.style.transform;"
                "const m = /calc\\((-?[0-9.]+) \\* var\\(--ch\\)\\)\\)$/.exec(t);"
                "return m && Number(m[1]) !== 0 ? -Number(m[1]) : null;",
                list_view,
            ),
            "five pixels of wheel did not move the list",
        )
        assert abs(offset * row_height - 5) < 0.5, f"the list moved {offset} rows of {row_height} px"
        top = driver.execute_script(first_top)
        assert top % row_height != 0, f"the rows sit on whole rows: {top}"

    def a_switch_is_a_checkbox_the_app_toggles():
        page.open_demo("UIKit Controls")
        checked = "return [arguments[0].type, arguments[0].checked, arguments[0].getAttribute('aria-checked')];"
        toggle = page.wait(
            lambda: driver.execute_script("return document.querySelector('#root [role=switch]');"),
            "no switch",
        )
        assert driver.execute_script(checked, toggle) == ["checkbox", True, "true"]
        toggle.click()
        page.wait(
            lambda: driver.execute_script(checked, toggle) == ["checkbox", False, "false"],
            "a click did not turn the switch off",
        )
        page.wait_for_text("notifications off")
        # Space, as on any checkbox.
        page.press(Keys.SPACE)
        page.wait(
            lambda: driver.execute_script(checked, toggle) == ["checkbox", True, "true"],
            "Space did not turn the switch on",
        )
        page.wait_for_text("notifications on")

    def moved_row_is_the_same_element():
        page.open_demo("Diff Algorithm")
        kevin = page.element("Kevin  (id 1)", exact=True)
        driver.execute_script("arguments[0].lkTestMark = 'kevin'", kevin)
        top = kevin.rect["y"]
        page.click("[ Diff to the new array ]", exact=False)
        page.wait_for_text("Marne")
        moved = page.wait(
            lambda: (element := page.element("Kevin  (id 1)", exact=True)).rect["y"] > top
            and element,
            "Kevin's row did not move down",
        )
        mark = driver.execute_script("return arguments[0].lkTestMark", moved)
        assert mark == "kevin", "Kevin's row is a new element"
        check.screenshot("diff-moved")

    def keyboard():
        selected = (
            "const row = document.querySelector('[aria-current=true]');"
            "return row ? row.getAttribute('aria-posinset') : null;"
        )
        page.open_catalog()
        # ↓ selects the first demo when none is selected yet, else the next one.
        while driver.execute_script(selected) != "2":
            before = driver.execute_script(selected)
            assert before in (None, "1"), f"the selection went past the second demo: {before}"
            page.press(Keys.ARROW_DOWN)
            page.wait(lambda: driver.execute_script(selected) != before, "↓ did not move")
        page.press(Keys.ENTER)
        page.wait_for_text("Biz")
        page.press(Keys.ESCAPE)
        page.wait(lambda: all(title in page.text() for title in titles), "Esc did not go back")

    def slash_filters_the_catalog():
        page.open_catalog()
        page.press("/")
        page.wait(
            lambda: driver.execute_script("return document.activeElement.dataset.id") == "filter",
            "/ did not open the filter line with the focus",
        )
        page.press("chat")
        page.wait(lambda: "Modeling and Binding" not in page.text(), "the filter kept every demo")
        page.press(Keys.ENTER, Keys.ENTER)
        page.wait_for_text("of 160 messages")
        page.press(Keys.ESCAPE)
        page.wait_for_text("match /chat")
        page.press(Keys.ESCAPE)
        page.wait(lambda: all(title in page.text() for title in titles), "Esc kept the filter")

    def chat_opens_at_its_newest_message():
        page.open_demo("Chat")
        page.wait(
            lambda: driver.execute_script(
                "const c = document.querySelector('[aria-current=\"true\"]');"
                " return c && c.getAttribute('aria-posinset') === c.getAttribute('aria-setsize');"
            ),
            "the newest message is not selected",
        )

    def selected_row_is_legible():
        page.open_catalog()
        page.press(Keys.ARROW_DOWN)
        shown = page.wait(lambda: driver.execute_script(SELECTED_ROW_COLOURS), "no row selected")
        unreadable = [text for text, colour, background in shown if colour == background]
        assert not unreadable, f"the selected row hides {unreadable}: {shown}"
        # The grid fills the window: the selected row reaches its right edge, the status line
        # its bottom.
        gaps = driver.execute_script(
            "const row = document.querySelector('[data-kind=\"cell\"][aria-current=\"true\"]');"
            "const status = document.querySelector('[data-kind=\"status\"]');"
            "return [document.documentElement.clientWidth - row.getBoundingClientRect().right,"
            " document.documentElement.clientHeight - status.getBoundingClientRect().bottom];"
        )
        assert all(abs(gap) < 1 for gap in gaps), f"the grid stops {gaps} px short of the window"

    def alert_keeps_the_focus():
        in_alert = "return !!document.activeElement.closest('[role=alertdialog]');"
        # Where the focus is: in the alert, or out of the page (the browser's own controls),
        # never on what lies under the alert.
        in_alert_or_out = (
            "const e = document.activeElement;"
            "return e === document.body || !!e.closest('[role=alertdialog]');"
        )
        page.open_demo("UIKit Controls")
        page.click("Reset…")
        page.wait(lambda: driver.execute_script(in_alert), "the alert did not take the focus")
        page.press(Keys.TAB)
        assert driver.execute_script(in_alert), "Tab left the alert's buttons"
        for _ in range(4):
            page.press(Keys.TAB)
            assert driver.execute_script(in_alert_or_out), "Tab reached the screen under the alert"
        page.press(Keys.ESCAPE)
        page.wait(
            lambda: not driver.execute_script(
                "return !!document.querySelector('[role=alertdialog]');"
            ),
            "Esc did not cancel the alert",
        )

    def every_demo_opens():
        failures = []
        for title in titles:
            page.open_catalog()
            page.click(title)
            try:
                page.wait(
                    lambda: sum(other in page.text() for other in titles) <= 2,
                    f"{title} did not open",
                    timeout=10,
                )
            except Exception:  # noqa: BLE001 - every demo is tried
                failures.append(title)
                check.screenshot(f"failed-demo-{title}")
        assert not failures, f"did not open: {failures}"

    def every_text_has_contrast_in_both_themes():
        # WCAG AA: every text shown on every demo's first screen, in the light and the dark
        # theme, has at least 4.5:1 contrast with what is behind it. Four demos' screenshots in
        # each theme go to the docs with --docs-screenshot.
        failures = []
        measured = 0
        try:
            for scheme in ("light", "dark"):
                driver.execute_cdp_cmd(
                    "Emulation.setEmulatedMedia",
                    {"features": [{"name": "prefers-color-scheme", "value": scheme}]},
                )
                for title in ["Catalog"] + titles:
                    page.open_catalog()
                    if title != "Catalog":
                        page.click(title)
                        page.wait(
                            lambda: sum(other in page.text() for other in titles) <= 2,
                            f"{title} did not open",
                        )
                    page.wait(lambda: driver.execute_script(PAGE_IS_STILL), "the page never stilled")
                    count, low = driver.execute_script(LOW_CONTRAST_TEXTS)
                    measured += count
                    failures += [(scheme, title, *failure) for failure in low]
                    if title in DOCS_DEMOS:
                        shot = check.screenshot(f"{DOCS_DEMOS[title]}-{scheme}")
                        if options.docs_screenshot and shot:
                            target = DOCS_IMAGES / f"web-{DOCS_DEMOS[title]}-{scheme}.png"
                            target.parent.mkdir(parents=True, exist_ok=True)
                            shutil.copyfile(shot, target)
        finally:
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        assert measured > 500, f"only {measured} texts measured"
        assert not failures, f"{len(failures)} texts under 4.5:1: {failures[:8]}"

    def tabs_have_their_own_sessions():
        page.open_catalog()
        first = driver.current_window_handle
        driver.switch_to.new_window("tab")
        page.open_demo("Modeling and Binding")
        page.wait_for_text("384 likes")
        driver.switch_to.window(first)
        page.wait_for_text("Search Autocomplete")
        assert "384 likes" not in page.text(), "the first tab shows the second's demo"
        driver.switch_to.window(driver.window_handles[-1])
        driver.close()
        driver.switch_to.window(first)

    def a_load_on_the_main_queue_reaches_the_page():
        # The tail-loading demo's load runs on the main queue, as an IGListKit app's
        # DispatchQueue.main.asyncAfter does; the page it appends is drawn at the end of that turn.
        page.open_demo("Tail Loading")
        page.wait_for_text("30 items")
        page.click("30", exact=True)
        page.press(Keys.END)
        page.wait_for_text("loading more")
        def items():
            found = re.search(r"(\d+) items", page.text())
            return int(found.group(1)) if found else 0

        page.wait(lambda: items() >= 50, "the load's page never reached the page")
        check.screenshot("tail-loading-loaded")

    def a_session_in_points_sizes_the_cell_in_pixels():
        # A session whose screens are sized in points (WebSessionOptions.layoutUnits) tells the
        # page its cell in pixels in each frame; the page sizes its font to it, so that a point is
        # a pixel, and tells the session its size in those cells. The catalog is sized in cells,
        # so the page's script is given the word here: its frames are rewritten on the way in.
        driver.execute_cdp_cmd(
            "Page.addScriptToEvaluateOnNewDocument",
            {
                "source": """
                if (location.hash === "#points") {
                  const Real = window.WebSocket;
                  window.lkSent = [];
                  window.WebSocket = function (url) {
                    const socket = new Real(url);
                    const send = socket.send.bind(socket);
                    socket.send = (data) => { window.lkSent.push(data); send(data); };
                    socket.addEventListener = ((add) => (type, listener, options) => add(type,
                      type !== "message" ? listener : (event) => listener({
                        data: event.data.replace('"type":"frame",', '"type":"frame","cell":[8,17],'),
                      }), options))(socket.addEventListener.bind(socket));
                    return socket;
                  };
                  window.WebSocket.OPEN = Real.OPEN;
                }
                """
            },
        )
        driver.get("about:blank")  # a new document, not a jump to the fragment
        driver.get(page.address + "#points")
        page.wait_for_text("Modeling and Binding")
        sizes = page.wait(
            lambda: driver.execute_script(
                "const style = getComputedStyle(document.documentElement);"
                "const cw = style.getPropertyValue('--cw').trim();"
                "return cw === '8px' ? [cw, style.getPropertyValue('--ch').trim(),"
                " document.getElementById('lk-measure').getBoundingClientRect().width] : null;"
            ),
            "the page did not size its cell to 8 by 17 pixels",
        )
        assert sizes[1] == "17px", sizes
        assert abs(sizes[2] - 80) < 1, f"ten monospace letters are {sizes[2]} px wide, not 80"
        columns = driver.execute_script("return Math.floor(innerWidth / 8);")
        resized = page.wait(
            lambda: [m for m in driver.execute_script("return window.lkSent;")
                     if '"type":"resize"' in m and f'"cols":{columns}' in m],
            "the page did not tell the session its size in 8-pixel cells",
        )
        assert resized, resized
        check.screenshot("points")

    def no_page_errors():
        errors = page.errors()
        assert not errors, f"the page logged errors: {errors}"

    try:
        check.run("the catalog lists every demo", catalog)
        check.run("the feed's heart raises 384 to 385", feed_heart)
        check.run("typing in the search narrows the list", search_narrows)
        check.run("a key command gives the search field the focus", a_key_command_focuses_the_search_field)
        check.run("a right click shows a row's actions", a_right_click_shows_a_rows_actions)
        check.run("hovering a row shows its swipe actions", hover_shows_a_rows_swipe_actions)
        check.run("a 100 KB paste reaches the app", a_long_paste_reaches_the_app)
        check.run("the 100,000-row list scrolls with few DOM rows", large_list_scrolls)
        check.run("the wheel scrolls by pixels", the_wheel_scrolls_by_pixels)
        check.run("a switch is a checkbox the app toggles", a_switch_is_a_checkbox_the_app_toggles)
        check.run("a moved row is the same DOM element", moved_row_is_the_same_element)
        check.run("the keys open a demo and go back", keyboard)
        check.run("the selected row stays legible", selected_row_is_legible)
        check.run("/ filters the catalog in the status line", slash_filters_the_catalog)
        check.run("the chat opens at its newest message", chat_opens_at_its_newest_message)
        check.run("an alert keeps the focus", alert_keeps_the_focus)
        check.run("every demo opens", every_demo_opens)
        check.run(
            "every text has 4.5:1 contrast in both themes", every_text_has_contrast_in_both_themes
        )
        check.run("two tabs have two sessions", tabs_have_their_own_sessions)
        check.run(
            "a load on the main queue reaches the page", a_load_on_the_main_queue_reaches_the_page
        )
        check.run(
            "a session in points sizes the cell in pixels",
            a_session_in_points_sizes_the_cell_in_pixels,
        )
        check.run("the page logged no errors", no_page_errors)
    finally:
        driver.quit()

    def quits_on_ctrl_c():
        # A connection that never finishes its request does not hold the server: it exits
        # within two seconds of Ctrl-C.
        port = int(re.search(r":(\d+)/", address).group(1))
        half_open = socket.create_connection(("127.0.0.1", port))
        half_open.sendall(f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n".encode())
        # A whole request after it: the server has taken the connection before this answer.
        urllib.request.urlopen(address, timeout=10).read()
        started = time.monotonic()
        process.send_signal(signal.SIGINT)
        status = process.wait(timeout=10)
        took = time.monotonic() - started
        half_open.close()
        assert status == 0, f"exit status {status}: {process.stderr.read()}"
        assert took < 2, f"the server took {took:.1f} s to exit with a half-open connection"

    check.run("Ctrl-C quits the server", quits_on_ctrl_c)
    check.run(
        "a tab whose lists hold more than the bound is closed and told why",
        lambda: a_tab_over_its_memory_bound_is_told_why(options.binary),
    )
    check.run(
        "a new tab loads while 1,100 idle connections are held",
        lambda: a_new_tab_loads_past_idle_connections(options.binary),
    )
    if process.poll() is None:
        process.kill()
    print(f"{check.passed} passed, {check.failed} failed")
    return 1 if check.failed else 0


if __name__ == "__main__":
    sys.exit(main())
