#!/usr/bin/env bash
# Smoke: induce booksamillion + christianbook wrappers from 2 labeled SWDE pages each, apply to 20 raw
# pages on the static path with the CLI, score with swde_score.py; fail below F1 0.95 (exact).
set -euo pipefail
cd "$(dirname "$0")/../.."
DATA=../shared/data/swde-book
if [ ! -d "$DATA" ]; then echo "smoke wrappers: $DATA not found, skipped" >&2; exit 0; fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for site in booksamillion christianbook; do
  mkdir -p "$work/$site/labeled"
  # temporary copies outside the repo (listPageFiles skips symlinks)
  cp "$DATA/$site/labeled/0000.html" "$DATA/$site/labeled/0001.html" "$work/$site/labeled/"
  ./bin/extract.js induce --labeled "$work/$site/labeled" --out "$work/wrappers" >&2
  all=("$DATA/$site/pages/"*.htm)
  pages=("${all[@]:0:20}")
  ./bin/extract.js apply "${pages[@]}" --wrappers "$work/wrappers" --mode wrappers --format jsonl > "$work/$site.jsonl"
  ids=$(for p in "${pages[@]}"; do basename "$p" .htm; done | paste -sd,)
  line=$(python3 ../shared/bench/swde_score.py "$DATA/groundtruth" book "$site" "$work/$site.jsonl" --pages "$ids" | tail -1)
  echo "smoke wrappers $site: $line" >&2
  python3 - "$line" <<'PY'
import re, sys
f = float(re.search(r"f1_exact=([\d.]+)", sys.argv[1]).group(1))
sys.exit(0 if f >= 0.95 else 1)
PY
done
