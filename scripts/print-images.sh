#!/usr/bin/env bash
# Renders docs/printing.md's pictures: calrender's own PDFs, pages turned into PNG by poppler.
# Needs: apt-get install -y libcairo2-dev libpango1.0-dev poppler-utils fonts-noto-core fonts-noto-cjk
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product calrender >/dev/null
bin=.build/debug/calrender
out=docs/images
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
page() { # name, page, calrender arguments…
  local name=$1 number=$2; shift 2
  "$bin" --format pdf -o "$work/$name.pdf" "$@"
  pdftoppm -png -r 60 -f "$number" -l "$number" -singlefile "$work/$name.pdf" "$out/$name"
}
# January 2025 in Korea: the lunar dates beside each day, 설날 and its eve and morrow on 28–30 January.
page print-ko-KR-january 2 -l ko-KR --secondary dangi -y 2025
# Tishrei 5786: right to left, the Gregorian dates beside the Hebrew ones, the High Holidays.
page print-he-IL-tishrei 1 -l he-IL --calendar hebrew --secondary gregorian 1 5786
# The Persian year 1404 on one page, its cards read from the right, Nowruz in red.
page print-fa-IR-year 1 -l fa-IR -y 1404
# February 2024 with the sky in Seoul time: 입춘 and 우수 under their days, the moon's phases beside
# the numbers (the new moon on 설날), the lunar dates.
page print-ko-KR-sky 1 -l ko-KR --secondary dangi --sky terms,phases --time-zone Asia/Seoul 2 2024
echo "rendered into $out"
