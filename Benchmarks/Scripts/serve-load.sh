#!/bin/sh
# The load test of `easel serve` (make bench runs it): the OG card template over HTTP on loopback with
# wrk, at concurrency 1, 2 and 16, cache hits and cache misses apart, and the same card rendered
# in-process (ServeBaseline), so that the HTTP overhead is a ratio. Loopback only; DURATION seconds a run.
#
#   Benchmarks/Scripts/serve-load.sh EASEL SERVE_BASELINE [DURATION]
set -eu
EASEL=$1
BASELINE=$2
DURATION=${3:-5}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
LUA="$ROOT/Benchmarks/Scripts/wrk-report.lua"
WORK=$(mktemp -d)
trap 'kill -TERM $SERVER 2>/dev/null || true; rm -rf "$WORK"' EXIT

"$EASEL" serve --host 127.0.0.1 --port 0 --templates "$ROOT/Examples/templates" --assets "$ROOT/Examples/scenes/images" \
    --cache-size 256 --max-queued-renders 256 >"$WORK/out" 2>/dev/null &
SERVER=$!
for _ in $(seq 100); do grep -q listening "$WORK/out" 2>/dev/null && break; sleep 0.1; done
PORT=$(sed -n 's/.*:\([0-9]*\)$/\1/p' "$WORK/out")
URL="http://127.0.0.1:$PORT"
curl -fsS -o /dev/null "$URL/templates/og-card.png?title=Cached"

echo "easel serve, OG card 1200 × 630 PNG, $(nproc) cores, ${DURATION} s a run, loopback"
echo "| requests | concurrency | req/s | p50 ms | p99 ms | non-2xx |"
echo "| --- | --- | --- | --- | --- | --- |"
for MODE in hit miss; do
  for C in 1 2 16; do
    T=$([ "$C" -ge 2 ] && echo 2 || echo 1)
    LINE=$(MISS=$([ $MODE = miss ] && echo 1 || echo 0) wrk -t"$T" -c"$C" -d"${DURATION}s" --timeout 30s -s "$LUA" "$URL" | tail -1)
    set -- $LINE
    echo "| cache $MODE | $C | $2 | $3 | $4 | $5 |"
  done
done
echo
"$BASELINE" "$ROOT/Examples/templates/og-card.json" "$ROOT/Examples/scenes/images"
kill -TERM $SERVER
wait $SERVER && echo "server stopped with status 0"
