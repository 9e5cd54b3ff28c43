#!/usr/bin/env bash
# ListKitTerminal beside Bubble Tea (bubbles/list) and Textual (ListView, OptionList), in one
# run and one report: installs the peers that are missing (Debian's Go, Bubble Tea and bubbles
# with apt-get, Textual with pip), builds the Bubble Tea harness offline from Debian's packaged
# sources and the Swift benchmark in release, then runs listkit-terminal-peers with both peers.
#
#   Benchmarks/Scripts/terminal_peers.sh                      # 10,000, 100,000 and 1,000,000 rows
#   Benchmarks/Scripts/terminal_peers.sh --runs 5 100000      # options and sizes are passed on
#
# Build outputs go to Benchmarks/.peers/, which git ignores.
set -euo pipefail
benchmarks="$(cd "$(dirname "$0")/.." && pwd)"
peers="$benchmarks/.peers"
mkdir -p "$peers"

missing=()
command -v go >/dev/null || missing+=(golang-go)
for package in golang-github-charmbracelet-bubbletea-dev golang-github-charmbracelet-bubbles-dev; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
fi
python=$(command -v python3)
"$python" -c 'import textual' 2>/dev/null || "$python" -m pip install --quiet textual

# Go in GOPATH mode over /usr/share/gocode: the packaged sources, no module download.
(cd "$benchmarks/Peers/bubbletea" &&
  GO111MODULE=off GOPATH=/usr/share/gocode GOPROXY=off GOFLAGS= GOCACHE="$peers/go-cache" \
    go build -o "$peers/bubbletea-peer" .)

swift build -c release --package-path "$benchmarks" --product listkit-terminal-peers
binary="$(swift build -c release --package-path "$benchmarks" --show-bin-path)/listkit-terminal-peers"

version() { dpkg-query -W -f='${Version}' "$1"; }
versions="Bubble Tea $(version golang-github-charmbracelet-bubbletea-dev)"
versions+=" with bubbles $(version golang-github-charmbracelet-bubbles-dev)"
versions+=" and lipgloss $(version golang-github-charmbracelet-lipgloss-dev) (Debian),"
versions+=" $(go version | cut -d' ' -f3); $("$python" --version)"

"$binary" --bubbletea "$peers/bubbletea-peer" --textual "$benchmarks/Peers/textual/textual_peer.py" \
  --python "$python" --versions "$versions" "$@"
