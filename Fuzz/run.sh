#!/usr/bin/env bash
# Builds the libFuzzer harnesses with AddressSanitizer and coverage, then fuzzes each for a while.
#   Fuzz/run.sh                 every harness, 25 s each (what .ci/run does: under 2 minutes of fuzzing)
#   Fuzz/run.sh 600 ICalendar   one harness (Arguments, JSONEvents, PatternLint, ICalendar), 10 minutes
# The seed corpora in Fuzz/Corpus/ are copied to a scratch folder, so runs never change them; a crash
# leaves its input as crash-* in the current folder and fails the script. Add a crashing input to
# the seed corpus once it is fixed.
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:-25}
shift || true
harnesses=("${@:-Arguments JSONEvents PatternLint ICalendar}")
read -r -a harnesses <<<"${harnesses[*]}"
declare -A corpus=([Arguments]=arguments [JSONEvents]=json-events [PatternLint]=patterns [ICalendar]=icalendar)

# libFuzzer without its main(): see Package.swift.
runtime=$(dirname "$(readlink -f "$(command -v swiftc)")")/../lib/swift/clang/lib/linux
swift build -c debug \
  -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table \
  -Xcc -fsanitize=fuzzer-no-link,address -Xswiftc -use-ld=lld \
  -Xlinker "$runtime/libclang_rt.fuzzer_no_main-x86_64.a" -Xlinker -lstdc++

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# The Swift runtime keeps some allocations to the end on purpose: not leaks worth failing on.
export ASAN_OPTIONS=detect_leaks=0:abort_on_error=0
for harness in "${harnesses[@]}"; do
  name=${corpus[$harness]}
  mkdir -p "$scratch/$name"
  cp Corpus/"$name"/* "$scratch/$name"/
  echo "== Fuzz$harness: $seconds s from $(ls Corpus/"$name" | wc -l) seeds"
  status=0
  .build/debug/Fuzz"$harness" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
    "$scratch/$name" >"$scratch/$harness.log" 2>&1 || status=$?
  grep -E "^(Done|SUMMARY|==[0-9]+==|artifact_prefix|Test unit written|.*(Fatal error|Precondition failed|deadly signal|timeout))" \
    "$scratch/$harness.log" || true
  if [ "$status" -ne 0 ]; then
    tail -40 "$scratch/$harness.log"
    echo "Fuzz$harness failed (exit $status)" >&2
    exit 1
  fi
done
