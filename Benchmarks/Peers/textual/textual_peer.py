"""The Textual peer of listkit-terminal-peers: one-line rows in a ListView or an OptionList at
80x24, driven by Textual's headless test pilot (`App.run_test()`).

The headless driver is made to render and write as a terminal driver does, to a byte counter:
it reports itself as not headless, so that the app turns each screen update into the escape
sequences a terminal would be sent. A step is timed from the key to the end of the last frame
written before the pilot is idle again (`press`, then `wait_for_scheduled_animations`), in wall
clock and in the process's CPU time; the pilot's own idle waits after that frame are not counted.

    python3 textual_peer.py --widget listview --items 100000

It prints one JSON object a line on standard output, one for each figure as it is measured, so
that a run stopped for its time or memory keeps what it measured.
"""

import argparse
import asyncio
import json
import sys
import time
from importlib.metadata import version

from textual.app import App, ComposeResult
from textual.drivers.headless_driver import HeadlessDriver
from textual.widgets import Label, ListItem, ListView, OptionList


class Output:
    """What the driver wrote, and when the last frame ended."""

    written = 0
    frame_end_wall = 0.0
    frame_end_cpu = 0.0


def count_bytes(self, data: str) -> None:
    Output.written += len(data.encode("utf-8"))


HeadlessDriver.write = count_bytes
HeadlessDriver.is_headless = property(lambda self: False)


def text(row) -> str:
    identifier, revision = row
    if revision > 0:
        return f"Row {identifier}  ·  lorem ipsum dolor sit amet  ·  edit {revision}"
    return f"Row {identifier}  ·  lorem ipsum dolor sit amet"


def changes(count: int):
    """The changes the other peers make, in order, as (kind, index) pairs: a quarter of 1% of
    the rows edited, a quarter deleted, a quarter inserted and a quarter moved to the top."""
    quarter = max(4, count // 100) // 4
    length = count
    for k in range(quarter):
        yield ("edit", (k * 97 + 1) % length, None)
    for k in range(quarter):
        yield ("delete", (k * 89 + 1) % length, None)
        length -= 1
    for k in range(quarter):
        yield ("insert", (k * 83) % length, (count + k, 0))
        length += 1
    for k in range(quarter):
        yield ("move", (k * 79 + 1) % length, None)


def changed(rows):
    rows = list(rows)
    count = len(rows)
    for kind, index, new in changes(count):
        if kind == "edit":
            rows[index] = (rows[index][0], rows[index][1] + 1)
        elif kind == "delete":
            del rows[index]
        elif kind == "insert":
            rows.insert(index, new)
        else:
            rows.insert(0, rows.pop(index))
    return rows


class PeerApp(App):
    """A screen with the list alone."""

    def __init__(self, widget: str, rows) -> None:
        super().__init__()
        self.widget = widget
        self.rows = rows

    def compose(self) -> ComposeResult:
        if self.widget == "listview":
            yield ListView(*[ListItem(Label(text(row))) for row in self.rows])
        else:
            yield OptionList(*[text(row) for row in self.rows])

    def post_display_hook(self) -> None:
        Output.frame_end_wall = time.perf_counter()
        Output.frame_end_cpu = time.process_time()


def report(**figures) -> None:
    # The app captures `print` while it runs; the figures go to the process's own output.
    sys.__stdout__.write(json.dumps(figures) + "\n")
    sys.__stdout__.flush()


def peak_megabytes() -> float:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return 0.0


class Step:
    """Times what happens between `start` and the last frame written before `end`."""

    def start(self) -> None:
        self.wall = time.perf_counter()
        self.cpu = time.process_time()
        self.bytes = Output.written
        Output.frame_end_wall = 0.0

    def end(self) -> tuple[float, float, int]:
        if Output.frame_end_wall == 0.0:
            Output.frame_end_wall = time.perf_counter()
            Output.frame_end_cpu = time.process_time()
        return (
            (Output.frame_end_wall - self.wall) * 1000,
            (Output.frame_end_cpu - self.cpu) * 1000,
            Output.written - self.bytes,
        )


def median(values):
    ordered = sorted(values)
    return ordered[len(ordered) // 2] if ordered else 0.0


async def apply_to_list_view(list_view: ListView, count: int) -> None:
    """The changes, through ListView's own methods: a label updated, an item popped, an item
    inserted, an item popped and a new one with its text inserted at the top."""
    for kind, index, new in changes(count):
        if kind == "edit":
            label = list_view.children[index].query_one(Label)
            identifier, revision = label.row
            label.row = (identifier, revision + 1)
            label.update(text(label.row))
        elif kind == "delete":
            await list_view.pop(index)
        elif kind == "insert":
            label = Label(text(new))
            label.row = new
            await list_view.insert(index, [ListItem(label)])
        else:
            moved = list_view.children[index].query_one(Label).row
            await list_view.pop(index)
            label = Label(text(moved))
            label.row = moved
            await list_view.insert(0, [ListItem(label)])


async def measure(widget: str, count: int, row_steps: int, page_steps: int) -> None:
    rows = [(identifier, 0) for identifier in range(count)]
    step = Step()
    step.start()
    app = PeerApp(widget, rows)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.wait_for_scheduled_animations()
        wall, cpu, written = step.end()
        report(first_frame_ms=wall, first_frame_cpu_ms=cpu, first_frame_bytes=written)
        list_widget = app.query_one(ListView if widget == "listview" else OptionList)
        list_widget.focus()
        if widget == "listview":
            for label, row in zip(list_widget.query(Label), rows):
                label.row = row
        await pilot.wait_for_scheduled_animations()

        # The update comes first, while the top of the list, where its moves land, is on screen.
        new_rows = changed(rows)
        step.start()
        if widget == "listview":
            await apply_to_list_view(list_widget, count)
        else:
            list_widget.set_options(text(row) for row in new_rows)
        await pilot.wait_for_scheduled_animations()
        wall, cpu, written = step.end()
        report(update_ms=wall, update_cpu_ms=cpu, update_bytes=written)

        for key, steps, name in (("down", row_steps, "row_step"), ("pagedown", page_steps, "page_step")):
            walls, cpus, sizes = [], [], []
            for _ in range(steps):
                step.start()
                await pilot.press(key)
                await pilot.wait_for_scheduled_animations()
                wall, cpu, written = step.end()
                walls.append(wall)
                cpus.append(cpu)
                sizes.append(written)
            report(
                **{
                    f"{name}_ms": median(walls),
                    f"{name}_cpu_ms": median(cpus),
                    f"{name}_bytes": median(sizes),
                }
            )
        report(peak_mb=peak_megabytes())


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--widget", choices=["listview", "optionlist"], default="listview")
    parser.add_argument("--items", type=int, default=100_000)
    parser.add_argument("--row-steps", type=int, default=40)
    parser.add_argument("--page-steps", type=int, default=5)
    arguments = parser.parse_args()
    name = "Textual ListView" if arguments.widget == "listview" else "Textual OptionList"
    report(framework=name, version=version("textual"), items=arguments.items)
    asyncio.run(measure(arguments.widget, arguments.items, arguments.row_steps, arguments.page_steps))


if __name__ == "__main__":
    sys.exit(main())
