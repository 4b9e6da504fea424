# Easel: `make demo` renders the pet poll; `make test` runs every test; `make bench` runs the benchmarks.
# All three install what they need.
SWIFT ?= swift
# The command line `make demo` and `make bench` build, in release, with the Swift runtime and Foundation
# linked in statically: a process then starts about a quarter faster (no dynamic linking of the Swift
# libraries), which is most of a small render's time. Its Swift code reaches concrete generic types'
# metadata through accessor functions rather than mangled names: a name is demangled at run time and each
# of its generic requirements is checked by scanning all ~9,400 protocol conformance records of the
# binary (such scans were 30% of a tiny render's instructions; those left come from reflection, mostly
# swift-argument-parser's, which this does not change). A tiny `easel render` 102.8M -> 90.5M
# instructions, the poll 551.6M -> 535.4M (callgrind), for a binary 0.5 MB larger. It exports no
# dynamic symbols (swiftc exports all 30,000 of a static executable's): the dynamic loader looks each of
# the shared libraries' ~9,800 symbol references up in the executable first, so a tiny render takes 5-9%
# less CPU and the poll about 5% (interleaved runs, CPU time).
EASEL := .build/release/easel
RELEASE_EASEL := -c release --product easel --static-swift-stdlib \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	-Xlinker --no-export-dynamic
# Debian packages the build needs: the C libraries Easel links (Pango, Cairo, libdeflate for PNG;
# giflib for GIFs) with pkg-config; the fonts it draws with (Inter by default; DejaVu for serif, monospaced,
# Arabic and Hebrew; Noto Sans CJK CJK; Noto Color Emoji); and the tools tests check output with
# (rsvg-convert for SVG, pdftoppm for PDF, Pillow for GIF and APNG); wrk for `easel serve`'s load test;
# Inter Display's variable font (fonts-inter-variable, OFL) and Font Awesome's WOFF2 (fonts-font-awesome, OFL),
# the font files the tests register (`test-fonts`); headless Chromium and its WebDriver (chromium,
# chromium-driver) and python3-venv for the browser test of `easel preview --serve` (`browser-test-deps`).
DEB_PACKAGES := pkg-config libpango1.0-dev libcairo2-dev libdeflate-dev libgif-dev \
	fonts-inter fonts-dejavu-core fonts-noto-cjk fonts-noto-color-emoji \
	librsvg2-bin poppler-utils python3-pil wrk \
	bootstrap-icons libturbojpeg0-dev libwebp-dev librsvg2-dev ffmpeg fonts-inter-variable fonts-font-awesome \
	chromium chromium-driver python3-venv

.PHONY: demo test browser-test-deps fidelity test-fonts test-sanitize fuzz fuzz-templates bench bench-serve bench-preview deps build clean readme-images record-snapshots

## Install the Debian packages that are missing (as root, or through sudo).
deps:
	@missing=""; for p in $(DEB_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build

## Build the `easel` command line in release, render the pet poll of the WWDC22 talk to out/poll.png,
## .svg and .pdf, animate a few rounds of its voting (a three-way tie included) to out/poll.gif,
## render every gallery screen to out/gallery/ and race Examples/race/pets.csv to out/race.gif, printing
## the paths written. Release, because a hundred frames of pixel work take seconds optimised and minutes
## in a debug build.
demo: deps
	$(SWIFT) build $(RELEASE_EASEL)
	mkdir -p out
	$(EASEL) poll -o out/poll.png
	$(EASEL) poll -o out/poll.svg
	$(EASEL) poll -o out/poll.pdf
	$(EASEL) poll --timeline Examples/timelines/poll-rounds.json --sort -o out/poll.gif --scale 2
	$(EASEL) gallery -o out/gallery/
	$(EASEL) race Examples/race/pets.csv -o out/race.gif --title "Best pet, week by week" --top 8 --fps 15 --width 560

## Run the whole test suite, with the fonts pinned to those of DEB_PACKAGES (Tests/fontconfig/fonts.conf)
## so that renders match the references in snapshots/.
test: deps test-fonts browser-test-deps
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	FONTCONFIG_FILE=$(CURDIR)/Tests/fontconfig/fonts.conf $(SWIFT) test --skip-build

## Selenium from PyPI in a virtual environment (Tests/Browser/.venv), for the browser test of
## `easel preview --serve` (Tests/Browser/preview_page.py), which drives Debian's chromium through Debian's
## chromedriver: Selenium downloads no browser or driver.
BROWSER_VENV := Tests/Browser/.venv
browser-test-deps: deps
	@test -x $(BROWSER_VENV)/bin/python || /usr/bin/python3 -m venv $(BROWSER_VENV)
	@$(BROWSER_VENV)/bin/python -c 'import selenium' 2>/dev/null || $(BROWSER_VENV)/bin/python -m pip install --quiet 'selenium==4.27.1'

## Run the fidelity suite only (Tests/FidelityTests, docs/fidelity.md): SwiftUI views from public projects drawn
## beside the PNGs their snapshot tests recorded on iOS, scored, each case held to its score in
## Tests/FidelityTests/scores.json; prints the table and writes the reference | Easel | difference panels to
## .build/fidelity/. SwiftPM links every test target into one test bundle, so the build is that of `make test`;
## only the fidelity tests run. FIDELITY_RECORD=1 records the scores instead of checking them.
fidelity: deps test-fonts
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	FONTCONFIG_FILE=$(CURDIR)/Tests/fontconfig/fonts.conf $(SWIFT) test --skip-build --filter FidelityTests
	@cat .build/fidelity/table.md

## Copy the font files the tests register (Inter Display, variable, from Debian's fonts-inter-variable; Font
## Awesome as WOFF2, from fonts-font-awesome; both OFL) into Tests/Fonts/, which git ignores: the fonts are
## Debian's, not the repository's.
TEST_FONTS := /usr/share/fonts/truetype/inter-vf/InterDisplay-roman.var.ttf \
	/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.woff2
test-fonts: deps
	mkdir -p Tests/Fonts
	cp -u $(TEST_FONTS) Tests/Fonts/

## Run the test suite under AddressSanitizer (with LeakSanitizer), then under ThreadSanitizer, each in a
## build folder of its own (.build-asan, .build-tsan); then the leak check: 1000 renders (a view to PNG
## bytes, a scene parsed and rendered) must not grow the resident memory (Tests/LeakCheck). What the
## system libraries, Foundation and swift-argument-parser leak on purpose or by their own bugs is
## suppressed in Tests/Sanitizers/lsan.supp, each with its reason. Under ThreadSanitizer the tests of
## trees thousands of levels deep are skipped (TSAN_SKIP: DeepTreeTests, 8,000 levels, and the scene
## parsed 10,000 levels deep): TSan stopped with a SEGV on a write in such a thread. Likely cause, not
## confirmed: TSan's shadow call stack per thread (64K frames) is shorter than thousands of levels of
## several frames each, which DeepRecursion runs on one large-stacked thread. ASan runs them.
SANITIZER_ENV := FONTCONFIG_FILE=$(CURDIR)/Tests/fontconfig/fonts.conf SNAPSHOT_TESTING_RECORD=never \
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp:print_suppressions=0 \
	TSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/tsan.supp:halt_on_error=1
TSAN_SKIP := DeepTreeTests|depthAndNestingAreConfigurableUpToTheCeiling
test-sanitize: deps test-fonts
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	$(SANITIZER_ENV) $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	$(SANITIZER_ENV) $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan \
		--skip '$(TSAN_SKIP)'
	$(SWIFT) build --product leak-check
	FONTCONFIG_FILE=$(CURDIR)/Tests/fontconfig/fonts.conf .build/debug/leak-check

## Fuzz the scene pipeline (JSON parser, scene decoder, layout, display list) with libFuzzer under
## AddressSanitizer for SECONDS seconds (Fuzz/, a package of its own, built in .build-fuzz). It starts from
## the corpus in Fuzz/corpus with the dictionary Fuzz/scene.dict; inputs it finds go to .build-fuzz/corpus,
## crashes to .build-fuzz/artifacts/ (see Fuzz/README.md to turn one into a test).
## FUZZER=RaceCSVFuzzer fuzzes a race's CSV reader instead, from Fuzz/corpus-race; FUZZER=ImageFuzzer image
## files (PNG, JPEG, WebP, GIF, SVG bytes through the decoder), from Fuzz/corpus-images.
SECONDS ?= 60
FUZZER ?= SceneFuzzer
FUZZ_SCRATCH := .build-fuzz
## FUZZER=FontFileFuzzer fuzzes font files through FontRegistry (seeded with the tests' font, Tests/Fonts);
## FUZZER=MarkdownFuzzer fuzzes LocalizedStringKey's Markdown laid out as text, from Fuzz/corpus-markdown;
## FUZZER=ImageFuzzer fuzzes image bytes (PNG, JPEG, WebP, GIF, SVG) through the decoder, from Fuzz/corpus-images.
## FUZZER=ChartSceneFuzzer fuzzes scenes with a Chart and the CSV file it reads (the input after a NUL byte), from Fuzz/corpus-charts.
FUZZ_SEEDS := $(if $(filter RaceCSVFuzzer,$(FUZZER)),Fuzz/corpus-race,\
	$(if $(filter FontFileFuzzer,$(FUZZER)),Tests/Fonts -max_len=1048576,\
	$(if $(filter MarkdownFuzzer,$(FUZZER)),Fuzz/corpus-markdown,\
	$(if $(filter ImageFuzzer,$(FUZZER)),Fuzz/corpus-images,\
	$(if $(filter ChartSceneFuzzer,$(FUZZER)),Fuzz/corpus-charts -dict=Fuzz/scene.dict,Fuzz/corpus -dict=Fuzz/scene.dict)))))
fuzz: deps test-fonts
	$(SWIFT) build -c release --package-path Fuzz --scratch-path $(FUZZ_SCRATCH) -Xswiftc -sanitize=fuzzer,address
	mkdir -p $(FUZZ_SCRATCH)/corpus-$(FUZZER) $(FUZZ_SCRATCH)/artifacts
	FONTCONFIG_FILE=$(CURDIR)/Tests/fontconfig/fonts.conf ASAN_OPTIONS=detect_leaks=0 \
		$(FUZZ_SCRATCH)/release/$(FUZZER) $(FUZZ_SCRATCH)/corpus-$(FUZZER) $(FUZZ_SEEDS) \
		-max_total_time=$(SECONDS) -timeout=10 -rss_limit_mb=4096 -artifact_prefix=$(FUZZ_SCRATCH)/artifacts/ \
		-print_final_stats=1

## Fuzz `easel serve`'s template parameter substitution (Fuzz/Sources/TemplateFuzzer) the same way, from
## Fuzz/corpus-templates: query strings given to the example templates, whose structure no value may change.
fuzz-templates: deps
	$(SWIFT) build -c release --package-path Fuzz --scratch-path $(FUZZ_SCRATCH) -Xswiftc -sanitize=fuzzer,address --product TemplateFuzzer
	mkdir -p $(FUZZ_SCRATCH)/corpus-templates $(FUZZ_SCRATCH)/artifacts
	FONTCONFIG_FILE=$(CURDIR)/Tests/fontconfig/fonts.conf ASAN_OPTIONS=detect_leaks=0 \
		$(FUZZ_SCRATCH)/release/TemplateFuzzer $(FUZZ_SCRATCH)/corpus-templates Fuzz/corpus-templates \
		-max_total_time=$(SECONDS) -timeout=10 -rss_limit_mb=4096 -artifact_prefix=$(FUZZ_SCRATCH)/artifacts/ -print_final_stats=1

## Build the benchmarks (Benchmarks/, a package of its own) in release, run every case, print the table
## and write it to Benchmarks/results/DATE.md. Taffy comes from PyPI's `stretchable`, Takumi (C1) from
## PyPI's `pytakumi` and matplotlib (G1) from PyPI's `matplotlib`, installed into a virtual environment in Benchmarks/.venv; rsvg-convert is one of
## DEB_PACKAGES. S1 runs once the `easel` command-line tool builds. BENCH_ARGS passes options (`--rounds 21`, `--only L1,T1`, `--quick`).
BENCH_VENV := Benchmarks/.venv
BENCH_ARGS ?=
bench: deps
	@test -x $(BENCH_VENV)/bin/python || python3 -m venv $(BENCH_VENV)
	@$(BENCH_VENV)/bin/python -c 'import stretchable' 2>/dev/null || $(BENCH_VENV)/bin/python -m pip install --quiet 'stretchable==1.1.8'
	@$(BENCH_VENV)/bin/python -c 'import pytakumi' 2>/dev/null || $(BENCH_VENV)/bin/python -m pip install --quiet 'pytakumi==0.1.5'
	@$(BENCH_VENV)/bin/python -c 'import matplotlib' 2>/dev/null || $(BENCH_VENV)/bin/python -m pip install --quiet 'matplotlib==3.11.2'
	$(SWIFT) build -c release --package-path Benchmarks
	@easel=""; \
	if $(SWIFT) build $(RELEASE_EASEL) >/dev/null 2>&1; then easel="--easel $(CURDIR)/.build/release/easel"; fi; \
	FONTCONFIG_FILE=$(CURDIR)/Tests/fontconfig/fonts.conf Benchmarks/.build/release/EaselBenchmarks \
		--python $(CURDIR)/$(BENCH_VENV)/bin/python $$easel $(BENCH_ARGS)
	$(MAKE) bench-serve
	$(MAKE) bench-preview

## `easel serve` under load on loopback (Benchmarks/Scripts/serve-load.sh): wrk at concurrency 1, 2 and 16,
## cache hits and misses, beside the same card rendered in-process; SERVE_SECONDS a run (5 by default).
SERVE_SECONDS ?= 5
bench-serve: deps
	$(SWIFT) build $(RELEASE_EASEL)
	$(SWIFT) build -c release --package-path Benchmarks --product ServeBaseline
	FONTCONFIG_FILE=$(CURDIR)/Tests/fontconfig/fonts.conf Benchmarks/Scripts/serve-load.sh $(EASEL) \
		Benchmarks/.build/release/ServeBaseline $(SERVE_SECONDS)

## The edit → PNG time of `easel preview` (Benchmarks/Scripts/preview-edit.sh): one edited file in a folder
## of 20 views, the build folder kept warm in Benchmarks/.build/preview-edit (its first run builds Easel's
## modules there, a few minutes); then `easel preview --serve`'s save → picture-on-the-page time, five edits
## (Benchmarks/Scripts/preview_serve_edit.py, Python's standard library only).
bench-preview: deps
	$(SWIFT) build $(RELEASE_EASEL)
	FONTCONFIG_FILE=$(CURDIR)/Tests/fontconfig/fonts.conf Benchmarks/Scripts/preview-edit.sh $(EASEL)

## Re-record the references in snapshots/ that no longer match (swift-snapshot-testing's record mode
## `failed`; the tests that re-record fail, so the exit status is ignored). Review with `git diff` and
## `make test` before committing.
record-snapshots: deps test-fonts
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	-FONTCONFIG_FILE=$(CURDIR)/Tests/fontconfig/fonts.conf SNAPSHOT_TESTING_RECORD=failed $(SWIFT) test --skip-build --filter SnapshotTests

## Re-render the pictures in the README from the examples (the GIF small: 1×, 15 fps).
readme-images: demo
	mkdir -p docs/images && cp out/poll.png docs/images/poll.png
	$(EASEL) render Examples/scenes/card.json -o docs/images/card.png
	$(EASEL) poll --timeline Examples/timelines/poll-rounds.json --sort -o docs/images/poll-animation.gif --scale 1 --fps 15
	$(EASEL) race Examples/race/pets.csv -o docs/images/race.gif --title "Best pet, week by week" --top 8 \
		--steps-per-period 5 --fps 15 --width 560
	FONTCONFIG_FILE=$(CURDIR)/Tests/fontconfig/fonts.conf $(EASEL) preview Tests/PreviewFixtures/Views \
		Tests/PreviewTests/SamplePreviews.swift -o out/previews && cp out/previews/index.png docs/images/previews-contact-sheet.png

clean:
	rm -rf .build .build-asan .build-tsan .build-fuzz out Benchmarks/.build
