#!/usr/bin/env bash
# Renders the README's pictures from calrender's own SVG with rsvg-convert.
# Needs: apt-get install -y librsvg2-bin fonts-noto-core fonts-noto-cjk
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --static-swift-stdlib --product calrender >/dev/null
bin=.build/release/calrender
out=docs/images
mkdir -p "$out"
render() { # name, calrender arguments…
  local name=$1; shift
  "$bin" --format svg --today 2024-02-14 "$@" > "$out/$name.svg"
  rsvg-convert --zoom 2 "$out/$name.svg" -o "$out/$name.png"
  rm "$out/$name.svg"
}
# Holidays are the locale's region's by default: February 2024 in Korea has 설날 on 9–11 February
# and its substitute day on Monday the 12th, each named under its number; Japan's 2024 has its
# 祝日 in red (the year's small cards have no room for names).
render ko-KR-month --locale ko-KR -w --select 2024-02-19..2024-02-22 2024-02-14
render ar-SA-month --locale ar-SA --select 2024-02-15..2024-02-19 2024-02-14
render ja-JP-year --locale ja-JP -y 2024
render th-TH-dark --locale th-TH --theme dark --adjacent 2024-02-14
# The sky (docs/sky.md): 입춘 and 우수, the moon's phases in Seoul time, with the dangi dates.
render sky-ko-KR-2024-02 --locale ko-KR --secondary dangi --sky terms,phases --time-zone Asia/Seoul --agenda 2 2024
echo "rendered into $out"
