#!/usr/bin/env bash
# Page classifier smoke run: the shipped model scores a few real WebKB pages and the real course pages,
# and a small leave-one-university-out run must still find course pages. Exits non-zero when broken.
set -euo pipefail
cd "$(dirname "$0")/../.."
npx tsx bench/pageclass.ts --quick --min-f1 0.3
