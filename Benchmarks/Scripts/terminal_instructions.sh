#!/usr/bin/env bash
# The instructions ListKitTerminal runs for a row step and a page step, counted by Valgrind: a
# figure that does not move with the machine's load, to compare two builds where wall-clock
# times on a shared machine differ by up to 2x from run to run.
#
#   Benchmarks/Scripts/terminal_instructions.sh                 # 100,000 rows, 600 and 300 steps
#   Benchmarks/Scripts/terminal_instructions.sh 10000 1200 600  # rows, row steps, page steps
#   BINARY=/path/to/listkit-terminal-peers Benchmarks/Scripts/terminal_instructions.sh
#
# It builds listkit-terminal-peers in release (unless BINARY names one) and runs it three times
# under `valgrind --tool=lackey`: with no steps, with the row steps and with the page steps. A
# step's count is the difference from the run with no steps, divided by the steps, so the list's
# opening is left out. It installs Valgrind with apt-get when it is missing.
set -euo pipefail
benchmarks="$(cd "$(dirname "$0")/.." && pwd)"
rows="${1:-100000}"
row_steps="${2:-600}"
page_steps="${3:-300}"

command -v valgrind >/dev/null ||
  (apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y valgrind)
if [[ -z "${BINARY:-}" ]]; then
  (cd "$benchmarks" && swift build -c release --product listkit-terminal-peers >&2)
  BINARY="$benchmarks/.build/release/listkit-terminal-peers"
fi

# The guest instructions of one run of the ListKit side.
count() {
  valgrind --tool=lackey --basic-counts=yes "$BINARY" --listkit "$rows" "$1" "$2" 2>&1 >/dev/null |
    sed -n 's/.*guest instrs: *//p' | tr -d ','
}

base=$(count 0 0)
with_rows=$(count "$row_steps" 0)
with_pages=$(count 0 "$page_steps")
echo "ListKitTerminal instructions, $rows rows ($BINARY)"
awk -v b="$base" -v r="$with_rows" -v p="$with_pages" -v rs="$row_steps" -v ps="$page_steps" \
  'BEGIN {
     printf "  row step   %.3f million (%d steps)\n", (r - b) / rs / 1e6, rs
     printf "  page step  %.3f million (%d steps)\n", (p - b) / ps / 1e6, ps
   }'
