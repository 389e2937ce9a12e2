#!/usr/bin/env bash
# Course-records smoke run (< 1 min): the shipped heading model on the raw pages of 3 small dev courses,
# scored by ../shared/bench/course_score.py (in-sample — a breakage detector, not a measurement; the real
# figures come from the leave-one-course-out `npx tsx bench/course.ts`); fails when typed F1 < 0.6. Then one
# real page through `extract apply --mode headings` must give quiz records.
set -euo pipefail
cd "$(dirname "$0")/../.."
npx tsx bench/course.ts --shipped --courses utexas-ee312,mit-ocw-6.042j,brown-cs410 --min-f1 0.6 --out tmp/smoke-course
page=../shared/data/course-pages/raw/mit-ocw-6.042j/exams.html
out=$(./bin/extract.js apply "$page" --mode headings --format jsonl)
printf '%.400s\n' "$out"   # no pipe into head: under pipefail its early exit would fail the script
grep -q '"type":"quiz"' <<<"$out" || { echo "course smoke: no quiz records from $page" >&2; exit 1; }
