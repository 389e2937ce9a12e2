#!/usr/bin/env bash
# The built package (npm run build → dist/, what bin/ runs once it exists — README advises it for bulk runs)
# must find its shipped models from dist/ too: a heading-path apply (models/headings.json), a short crawl
# (models/linkscorer.json, models/pageclass.v3.json). Runs last: later steps would otherwise use dist/.
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT=$(mktemp -d)
keep=$([ -d dist ] && echo 1 || true)
trap 'rm -rf "$OUT"; [ -n "$keep" ] || rm -rf dist' EXIT
npm run build --silent
node bin/extract.js apply ../shared/data/course-pages/raw/utexas-ee312/exams.html --mode headings --jobs 1 > "$OUT/apply.jsonl"
grep -q '"type":"quiz"' "$OUT/apply.jsonl" || { echo "dist smoke: no quiz record from the heading path" >&2; exit 1; }
printf 'http://www.cs.utexas.edu/\tUT Austin CS\n' > "$OUT/u.txt"
COURSE_EXTRACT_QUIET=1 node bin/crawl-and-extract.js "$OUT/u.txt" --replay ../shared/data/webkb-warc/texas.warc.gz \
  --out "$OUT/texas" --max-pages 60 --render never --no-progress
n=$(wc -l < "$OUT/texas/courses.jsonl")
echo "dist smoke: heading apply ok, crawl from dist/ found $n course pages in 60 fetches" >&2
[ "$n" -ge 5 ] || { echo "dist smoke: crawl from dist/ found only $n course pages" >&2; exit 1; }
