#!/bin/sh
# The edit → PNG time of `easel preview` (make bench runs it): a folder of 20 view files, each with a
# `#Preview`, drawn once to warm the build folder; then one file is edited and the folder drawn again.
# Prints the whole run's wall time, the part `swift build` took (compile and link, from easel preview's
# log), the part the runner took to draw the 20 previews, the compile alone (a build of the user's module
# only, after another edit), and the peak resident memory of the run (GNU time's %M: the largest of
# easel and the processes it waited for). Then `easel preview --serve` on the same folder: the save → picture
# on the page time, five edits of one file (preview_serve_edit.py), the median and each.
#
#   Benchmarks/Scripts/preview-edit.sh EASEL [BUILD_FOLDER]
set -eu
EASEL=$1
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${2:-$ROOT/Benchmarks/.build/preview-edit}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/views"
for i in $(seq 1 20); do
  cat > "$WORK/views/Card$i.swift" <<SWIFT
import SwiftUI

struct Card$i: View {
    var title = "Card $i"
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(title, systemImage: "star.fill").font(.headline)
            Text("Votes: \(($i * 7) % 50)").foregroundStyle(.secondary)
            ProgressView(value: Double(($i * 7) % 50), total: 50)
        }
        .padding()
        .background(.orange.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
        .padding()
    }
}

#Preview { Card$i() }
SWIFT
done
run() { /usr/bin/time -f "%e %M" -o "$WORK/time" "$EASEL" preview "$WORK/views" -o "$WORK/out" --build-path "$BUILD" --easel-path "$ROOT" >/dev/null 2>"$WORK/log"; }
run || { cat "$WORK/log"; exit 1; }
sed -i 's/Votes: /Votes now: /' "$WORK/views/Card7.swift"
run || { cat "$WORK/log"; exit 1; }
WALL=$(cut -d' ' -f1 "$WORK/time"); PEAK=$(cut -d' ' -f2 "$WORK/time")
BUILT=$(sed -n 's/.*built .* in \([0-9.]*\) s/\1/p' "$WORK/log")
DREW=$(sed -n 's/.*drew .* preview(s) in \([0-9.]*\) s/\1/p' "$WORK/log")
SHEET=$(sed -n 's/.*drew the contact sheet in \([0-9.]*\) s/\1/p' "$WORK/log")
sed -i 's/Votes now: /Votes so far: /' "$WORK/views/Card7.swift"
"$EASEL" preview "$WORK/views" -o "$WORK/out" --build-path "$BUILD" --easel-path "$ROOT" >/dev/null 2>&1 || true
sed -i 's/Votes so far: /Votes: /' "$WORK/views/Card7.swift"
START=$(date +%s.%N)
swift build --package-path "$BUILD" --target PreviewedViews >/dev/null 2>&1
COMPILE=$(awk -v a="$START" -v b="$(date +%s.%N)" 'BEGIN { print b - a }')
echo "easel preview, one edited file in a folder of 20 views with a #Preview each, $(nproc) cores"
echo "| edit → PNGs (s) | swift build (s) | of which compiling the module (s) | listing and drawing 20 previews (s) | contact sheet (s) | peak RSS (MB) |"
echo "| --- | --- | --- | --- | --- | --- |"
printf "| %s | %s | %.2f | %s | %s | %d |\n" "$WALL" "$BUILT" "$COMPILE" "$DREW" "$SHEET" $((PEAK / 1024))

SERVE=$(python3 "$ROOT/Benchmarks/Scripts/preview_serve_edit.py" "$EASEL" "$WORK/views" "$BUILD" "$ROOT" "$WORK/views/Card7.swift" Card7-1.png 5)
echo
echo "easel preview --serve, save → picture on the page (event received, PNG fetched), one edited file of 20, $(nproc) cores"
echo "| median (s) | each (s) | of which swift build (s) |"
echo "| --- | --- | --- |"
python3 -c 'import json, sys; r = json.loads(sys.argv[1]); print("| %.2f | %s | %s |" % (r["median"], ", ".join("%.2f" % t for t in r["seconds"]), ", ".join("%.1f" % b for b in r["build_seconds"] if b is not None)))' "$SERVE"
