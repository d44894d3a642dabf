#!/usr/bin/env bash
# The test suite on a busy machine: runs `npm test` (the README's test command) N times in a row, default 5
# (the first argument overrides), while two busy loops keep both cores loaded. Prints each run's duration and
# result and stops at the first failure (its output is kept; the tail is printed). The busy loops are always
# stopped on exit, whatever ends the script.
#
#   scripts/stress-test.sh        # five runs
#   scripts/stress-test.sh 1      # one run
set -u

runs=${1:-5}
if ! [[ $runs =~ ^[1-9][0-9]*$ ]]; then
  echo "usage: $0 [runs]   (a positive number; default 5)" >&2
  exit 2
fi
cd "$(dirname "$0")/.." || exit 2
logs=$(mktemp -d "${TMPDIR:-/tmp}/docgen-stress-XXXXXX")

# Two loops that never sleep: on a two-core machine each takes a core's worth of time away from the tests.
busy=()
stop_busy() {
  for pid in "${busy[@]}"; do kill "$pid" 2>/dev/null; done
  wait "${busy[@]}" 2>/dev/null
}
trap stop_busy EXIT
trap 'exit 130' INT TERM # the EXIT trap still runs
for _ in 1 2; do
  (while :; do :; done) &
  busy+=("$!")
done
echo "busy loops running (pids ${busy[*]}); logs in $logs"

for ((run = 1; run <= runs; run++)); do
  log="$logs/run-$run.log"
  start=$SECONDS
  npm test >"$log" 2>&1
  status=$?
  took=$((SECONDS - start))
  if [[ $status -eq 0 ]]; then
    echo "run $run/$runs: passed in ${took} s"
  else
    echo "run $run/$runs: FAILED (exit $status) after ${took} s; the end of its output ($log):"
    tail -n 60 "$log"
    exit 1
  fi
done
echo "all $runs runs passed under load"
