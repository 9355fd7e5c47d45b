# skeleton-preview: `make run` opens the gallery, `make test` runs every test.
# Both install the Debian packages they need first (.ci/install-deps.sh).

SWIFT ?= swift
THEMES ?= Themes
ARGS ?=
# `make install PREFIX=/usr/local DESTDIR=/tmp/stage`: where the files go (DESTDIR for packagers).
PREFIX ?= /usr/local
DESTDIR ?=

.PHONY: run test build deps test-deps lint format screenshots bench clean install uninstall

run: deps
	$(SWIFT) build -c release --product skeleton-preview
	.build/release/skeleton-preview $(THEMES) $(ARGS)

test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) format lint --strict --recursive Sources Tests
	$(SWIFT) test --skip-build

build: deps
	$(SWIFT) build -c release --product skeleton-preview

# The release binary, the shipped themes, the man page and the bash, zsh and fish completions;
# `make uninstall` with the same PREFIX (and DESTDIR) removes exactly what this installed.
install: build
	bash Assets/install.sh install "$$($(SWIFT) build -c release --show-bin-path)/skeleton-preview" "$(PREFIX)" "$(DESTDIR)"

uninstall:
	bash Assets/install.sh uninstall "$(PREFIX)" "$(DESTDIR)"

deps:
	@bash .ci/install-deps.sh run

test-deps:
	@bash .ci/install-deps.sh test

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests

format:
	$(SWIFT) format --in-place --recursive Sources Tests

# Regenerates the README's screenshots with our own capture mode.
screenshots: build
	bash Assets/make-screenshots.sh .build/release/skeleton-preview

# Our renderer and the peers (cairo, Skia, Blend2D) in one run; see README "Benchmarks".
bench: build
	bash Assets/run-benchmarks.sh .build/release/skeleton-preview

clean:
	rm -rf .build
