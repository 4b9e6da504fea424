# Easel: `make demo` renders the pet poll; `make test` runs every test. Both install what they need.
SWIFT ?= swift
# Debian packages the build needs: the C libraries Easel links (Pango, Cairo; giflib and zlib for
# animations) with pkg-config; the fonts it draws with (Inter by default; DejaVu for serif, monospaced,
# Arabic and Hebrew; Noto Sans CJK CJK; Noto Color Emoji); and the tools tests check output with
# (rsvg-convert for SVG, pdftoppm for PDF, Pillow for GIF and APNG).
DEB_PACKAGES := pkg-config libpango1.0-dev libcairo2-dev libgif-dev zlib1g-dev \
	fonts-inter fonts-dejavu-core fonts-noto-cjk fonts-noto-color-emoji \
	librsvg2-bin poppler-utils python3-pil

.PHONY: demo test deps build clean readme-images

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

## Render the pet poll of the WWDC22 talk to out/poll.png, .svg and .pdf and print its frames; then animate a
## few rounds of its voting (a three-way tie included) to out/poll.gif, built optimised: a hundred frames of
## pixel work take seconds in release and minutes in a debug build.
demo: deps
	$(SWIFT) run pet-poll
	$(SWIFT) run -c release poll-animation out/poll.gif

## Run the whole test suite, with the fonts pinned to those of DEB_PACKAGES (Tests/fontconfig/fonts.conf)
## so that renders match the references in snapshots/.
test: deps
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	FONTCONFIG_FILE=$(CURDIR)/Tests/fontconfig/fonts.conf $(SWIFT) test --skip-build

## Re-render the pictures in the README from the examples (the GIF small: 1×, 15 fps).
readme-images: demo
	mkdir -p docs/images && cp out/poll.png docs/images/poll.png
	$(SWIFT) run -c release poll-animation docs/images/poll-animation.gif --scale 1 --fps 15

clean:
	rm -rf .build out
