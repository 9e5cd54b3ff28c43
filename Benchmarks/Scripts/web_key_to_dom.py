#!/usr/bin/env python3
"""From a key event to the page's change, measured in headless Chromium on the Large List.

It starts `listkit-examples --web --port 0` (release by default: build it with
`swift build -c release --product listkit-examples` in the repository's root), opens the
catalog in Debian's Chromium, driven by Selenium, and opens the Large List (100,000 one-row
sections). Then it presses keys as a person would and measures, in the page, the time from the
key's `keydown` (a listener in the capture phase, `performance.now()`) to the first change of
the list's elements (a `MutationObserver` on the page's root; changes inside the status line,
such as the filter line's own text, are left out):

- a one-row move: `ArrowDown`, which moves the selection one row;
- a page step: `PageDown`, which moves the selection and the list one screen;
- a filter keystroke: a digit typed in the filter line that `/` opens, which updates the list to
  the rows whose text contains the query (each cycle types `9999`, Enter keeps the filter and
  Escape clears it). It is timed to the first change after which the list's cells show other
  text than at the keydown: the filtered rows, not an earlier frame.

After each key it waits until the list changed and the page took no frame for 100 ms, and after
Escape until the status line counts all the rows again, so that each key is measured alone. It prints the median, the 95th percentile and the slowest time of
each kind, in milliseconds, with the Chromium and ListKit it ran.

    python3 Benchmarks/Scripts/web_key_to_dom.py [--binary PATH] [--keys N] [--cycles N]

It needs Selenium, the system Chromium and its driver, as the browser test does.
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

# Selenium Manager must not download a browser or a driver: both are Debian's.
os.environ["SE_OFFLINE"] = "true"

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.common.exceptions import TimeoutException  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"

# The probe: the time of the last keydown, of the list's first change after it, and of the first
# change after it that shows other rows (the text of the list's cells differs from the keydown's).
PROBE = """
if (!window.lkProbe) {
  const rows = () => Array.from(
    document.querySelectorAll('[data-kind="cell"]'), (cell) => cell.textContent).join("\\n");
  window.lkProbe = { keyAt: null, changedAt: null, rowsChangedAt: null, rows: "", waiter: null };
  // Answers a waiting `execute_async_script` once the change it waits for was seen, so that
  // the driver does not poll the page while a key is measured.
  window.lkProbe.answerWaiter = () => {
    const probe = window.lkProbe;
    const waiter = probe.waiter;
    if (waiter === null || probe[waiter.field] === null) return;
    probe.waiter = null;
    waiter.done([probe.keyAt, probe.changedAt, probe.rowsChangedAt, document.body.dataset.seq]);
  };
  window.addEventListener("keydown", () => {
    const probe = window.lkProbe;
    probe.keyAt = performance.now();
    probe.changedAt = null;
    probe.rowsChangedAt = null;
    probe.rows = rows();
  }, true);
  const inStatusLine = (node) => {
    const element = node instanceof Element ? node : node.parentElement;
    return element !== null && element.closest('[data-id="status"]') !== null;
  };
  new MutationObserver((records) => {
    const probe = window.lkProbe;
    if (probe.keyAt === null || probe.rowsChangedAt !== null) return;
    if (!records.some((record) => !inStatusLine(record.target))) return;
    const now = performance.now();
    if (probe.changedAt === null) probe.changedAt = now;
    if (rows() !== probe.rows) probe.rowsChangedAt = now;
    probe.answerWaiter();
  }).observe(document.getElementById("root"), {
    subtree: true, childList: true, attributes: true, characterData: true,
  });
}
"""
READ = (
    "const p = window.lkProbe; "
    "return [p.keyAt, p.changedAt, p.rowsChangedAt, document.body.dataset.seq];")
# Waits in the page, without polling, for the probe's field named by the first argument.
WAIT_FOR_CHANGE = (
    "const probe = window.lkProbe; "
    "probe.waiter = { field: arguments[0], done: arguments[arguments.length - 1] }; "
    "probe.answerWaiter();")
PAGE_TEXT = "return document.getElementById('root').textContent;"


def start_server(binary):
    process = subprocess.Popen(
        [binary, "--web", "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = process.stdout.readline()
    match = re.search(r"http://127\.0\.0\.1:\d+/", line)
    if not match:
        process.kill()
        raise SystemExit(f"listkit-examples printed no address: {line!r}")
    return process, match.group(0)


def make_driver():
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in (
        "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--window-size=1000,720", "--force-device-scale-factor=1",
    ):
        options.add_argument(argument)
    driver = webdriver.Chrome(options=options, service=Service(executable_path=CHROMEDRIVER))
    driver.set_script_timeout(20)
    return driver


def wait(condition, message, timeout=20):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.01)
    raise SystemExit(f"timed out: {message}")


class Keys_:
    """Presses keys in the page and reads the probe."""

    def __init__(self, driver):
        self.driver = driver

    def text(self):
        return self.driver.execute_script(PAGE_TEXT) or ""

    def settle(self):
        """Waits until the page took no frame for 100 ms."""
        last = self.driver.execute_script(READ)[3]
        quiet_since = time.monotonic()
        while time.monotonic() - quiet_since < 0.1:
            time.sleep(0.02)
            seq = self.driver.execute_script(READ)[3]
            if seq != last:
                last, quiet_since = seq, time.monotonic()

    def press(self, key, measured=True, until_rows_change=False):
        """Presses `key`; returns the milliseconds from its keydown to the list's first change,
        or, with `until_rows_change`, to the first change that shows other rows."""
        ActionChains(self.driver).send_keys(key).perform()
        if not measured:
            self.settle()
            return None
        field = "rowsChangedAt" if until_rows_change else "changedAt"
        try:
            reading = self.driver.execute_async_script(WAIT_FOR_CHANGE, field)
        except TimeoutException:
            raise SystemExit(f"timed out: the list did not change after {key!r}")
        field = 2 if until_rows_change else 1
        self.settle()
        return reading[field] - reading[0]


def summary(name, values):
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return (f"{name:<38} {len(values):>4} {statistics.median(values):>9.1f} {p95:>9.1f} "
            f"{max(values):>9.1f}")


def main():
    arguments = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    arguments.add_argument(
        "--binary", default=str(ROOT / ".build" / "release" / "listkit-examples"))
    arguments.add_argument("--keys", type=int, default=40, help="moves and page steps each")
    arguments.add_argument("--cycles", type=int, default=5, help="filter cycles of 4 digits")
    options = arguments.parse_args()
    server, address = start_server(options.binary)
    driver = make_driver()
    try:
        driver.get(address)
        wait(lambda: driver.execute_script("return document.body.dataset.state") == "open",
             "the WebSocket did not open")
        page = Keys_(driver)
        wait(lambda: "Large List" in page.text(), "no Large List in the catalog")
        driver.execute_script(PROBE)
        # The catalog's filter finds the demo; Enter opens it.
        page.press("/", measured=False)
        for character in "Large List":
            page.press(character, measured=False)
        page.press(Keys.ENTER, measured=False)
        page.press(Keys.ENTER, measured=False)
        wait(lambda: "100000 items" in page.text(), "the Large List did not open")
        # It opens in pieces: the keys are measured once it holds every row.
        wait(lambda: "/100000 " in page.text(), "the Large List never held all its rows")
        page.press(Keys.ARROW_DOWN, measured=False)

        moves = [page.press(Keys.ARROW_DOWN) for _ in range(options.keys)]
        pages = [page.press(Keys.PAGE_DOWN) for _ in range(options.keys)]
        filters = []
        for _ in range(options.cycles):
            page.press("/", measured=False)
            filters += [page.press("9", until_rows_change=True) for _ in range(4)]
            page.press(Keys.ENTER, measured=False)
            wait(lambda: "19 of 100000 rows match" in page.text(), "the filter did not keep 9999")
            page.press(Keys.ESCAPE, measured=False)
            # The status line says "100000 items" as soon as the query is empty; the rows are
            # back when the position counts them all. The next cycle waits for that, so that its
            # first digit does not wait for the clearing's update.
            wait(lambda: "100000 items" in page.text() and "/100000 " in page.text(),
                 "Escape did not clear the filter")

        version = driver.capabilities.get("browserVersion", "?")
        print(f"key to the list's change in the page, Large List (100,000 rows), Chromium {version}")
        print(f"{'':<38} {'keys':>4} {'median':>9} {'p95':>9} {'slowest':>9}   (ms)")
        print(summary("one-row move (ArrowDown)", moves))
        print(summary("page step (PageDown)", pages))
        print(summary("filter keystroke (a digit after /)", filters))
        first = [filters[index] for index in range(0, len(filters), 4)]
        later = [value for index, value in enumerate(filters) if index % 4]
        print(summary("  its first digit (100,000 rows filtered)", first))
        print(summary("  the later digits", later))
    finally:
        driver.quit()
        server.terminate()
        server.wait(timeout=10)


if __name__ == "__main__":
    sys.exit(main())
