#!/usr/bin/env bash
# Page classifier smoke run on a small real sample (40 WebKB pages per class and university + the course
# pages): leave-one-university-out with 10 trees must still find course pages (pooled F1 with the site-context
# stage ≥ 0.3), and the shipped model must load and score pages (alone and with a SiteContext). Exits non-zero
# when broken.
set -euo pipefail
cd "$(dirname "$0")/../.."
npx tsx bench/pageclass.ts --quick --min-f1 0.3
