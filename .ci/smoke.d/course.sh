#!/usr/bin/env bash
# Course-records smoke run (< 1 min): leave-one-course-out on 3 small courses of the dev pages (the
# classifier trained on the other 14 courses, 20 trees), scored by ../shared/bench/course_score.py; fails
# when typed F1 drops below a floor. Then the shipped model on one real page through `extract apply`.
set -euo pipefail
cd "$(dirname "$0")/../.."
npx tsx bench/course.ts --courses utexas-ee312,mit-ocw-6.042j,brown-cs410 --trees 20 --min-f1 0.5 --out tmp/smoke-course
page=../shared/data/course-pages/raw/mit-ocw-6.042j/exams.html
out=$(./bin/extract.js apply "$page" --mode headings --format jsonl)
echo "$out" | head -c 400; echo
echo "$out" | grep -q '"type":"quiz"' || { echo "course smoke: no quiz records from $page" >&2; exit 1; }
