#!/usr/bin/env bash
# Render smoke run (< 1 min): every 100th WebKB page and every 100th SWDE page through load → render →
# page tree → visual blocks + features (bench/render.ts exits 1 on any failed or hanging page), then
# `extract render` on one real course page must print a block tree with boxes.
set -euo pipefail
cd "$(dirname "$0")/../.."
npx tsx bench/render.ts --every 100 --concurrency 2
page=../shared/data/course-pages/raw/stanford-see-cs107/assignments.html
[ -f "$page" ] || page=$(find ../shared/data/course-pages/raw -name '*.html' | sort | head -1)
out=$(./bin/extract.js render "$page" --format blocks)
head -3 <<<"$out"
# (here-strings, not pipes: with pipefail an early-exiting head/grep would fail the script with SIGPIPE)
grep -qE '^  #[0-9]+ <[a-z0-9#]+> \[[0-9.]+,[0-9.]+ [0-9.]+×[0-9.]+\]' <<<"$out" || { echo "render smoke: no block lines with boxes" >&2; exit 1; }
