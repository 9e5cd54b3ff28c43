#!/usr/bin/env python3
"""A key's round trip in a web session, alone and while another tab floods the server.

It starts `listkit-examples --web --port 0` (release by default: build it with
`swift build -c release --product listkit-examples`), opens a session over a raw WebSocket,
and times 60 keys (`j`, `k`, alternately, in the catalog) from the message sent to the frame
that answers it. With --flood, a second session first sends `j` keys as fast as the socket
takes them, reading little, for the whole run. It prints the median, the 95th percentile and
the slowest round trip in milliseconds, and how many messages the flood sent.

    python3 Benchmarks/Scripts/web_key_round_trip.py [--binary PATH] [--flood]

It needs the `websocket-client` package (Selenium's dependency; `.ci/run` installs Selenium).
"""

import argparse
import json
import re
import statistics
import subprocess
import threading
import time
from pathlib import Path

import websocket

ROOT = Path(__file__).resolve().parents[2]


def main():
    arguments = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    arguments.add_argument(
        "--binary", default=str(ROOT / ".build" / "release" / "listkit-examples"))
    arguments.add_argument("--flood", action="store_true")
    options = arguments.parse_args()
    server = subprocess.Popen(
        [options.binary, "--web", "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    port = int(re.search(r":(\d+)/", server.stdout.readline()).group(1))
    address = f"ws://127.0.0.1:{port}/session"

    def open_session():
        socket = websocket.create_connection(address, origin=f"http://127.0.0.1:{port}")
        socket.settimeout(10)
        socket.send(json.dumps({"type": "hello", "cols": 100, "rows": 40}))
        while '"reset":true' not in socket.recv():
            pass
        # The first key selects the first row; from there, j and k each move the selection.
        socket.send('{"type":"key","key":"j"}')
        socket.recv()
        return socket

    stopping = threading.Event()
    flood_sent = [0]

    def flood():
        socket = open_session()
        socket.settimeout(0.001)
        while not stopping.is_set():
            try:
                for _ in range(200):
                    socket.send('{"type":"key","key":"j"}')
                    flood_sent[0] += 1
            except (websocket.WebSocketConnectionClosedException, OSError):
                return  # the server stopped
            try:
                while True:
                    socket.recv()
            except websocket.WebSocketTimeoutException:
                pass
            except websocket.WebSocketConnectionClosedException:
                return  # the server stopped

    try:
        if options.flood:
            threading.Thread(target=flood, daemon=True).start()
            while flood_sent[0] < 1000:
                time.sleep(0.01)
        socket = open_session()
        times = []
        for index in range(60):
            started = time.perf_counter()
            socket.send(json.dumps({"type": "key", "key": "j" if index % 2 == 0 else "k"}))
            while '"type":"frame"' not in socket.recv():
                pass
            times.append((time.perf_counter() - started) * 1000)
        stopping.set()
        times.sort()
        print(
            f"{'flood' if options.flood else 'quiet'}: key round trip median "
            f"{statistics.median(times):.1f} ms, 95th percentile {times[int(len(times) * 0.95)]:.1f}"
            f" ms, slowest {times[-1]:.1f} ms; the flood sent {flood_sent[0]} messages")
    finally:
        server.send_signal(2)
        server.wait(10)


if __name__ == "__main__":
    main()
