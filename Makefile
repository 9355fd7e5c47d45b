# skeleton-preview: `make run` opens the gallery, `make test` runs every test.
# Both install the Debian packages they need first (.ci/install-deps.sh).

SWIFT ?= swift
THEMES ?= Themes
ARGS ?=
# `make install PREFIX=/usr/local DESTDIR=/tmp/stage`: where the files go (DESTDIR for packagers).
PREFIX ?= /usr/local
DESTDIR ?=

# `make fuzz FUZZ_SECONDS=600`: how long each fuzz target runs at most (it stops earlier at FUZZ_RUNS
# executions). On the 2-core build machine the theme reader runs about 1 300 inputs a second and the
# IB reader 250-650 (XMLParser under ASan), so the default hour lets both reach a million.
FUZZ_SECONDS ?= 3600
FUZZ_RUNS ?= 1000000

.PHONY: run test build deps test-deps lint format screenshots bench clean install uninstall sanitize fuzz soak

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

# The whole test suite under AddressSanitizer, then under ThreadSanitizer (window and hot-reload
# tests included), each in its own scratch folder so the normal build is untouched. LeakSanitizer
# is off: Swift stores an enum's case in the spare high bits of the pointer it holds (and String its
# flags), so the leak scanner misses those pointers and reports the arrays inside static tables (the
# option tables' value choices) at every exit; memory growth is what Assets/soak.sh bounds instead.
sanitize: test-deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build --sanitize=address --scratch-path .build/asan
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build/tsan

# The theme reader and the Interface Builder reader under libFuzzer with AddressSanitizer, one after
# the other, each seeded with the shipped and test files of its kind (and IB's with a dictionary of
# its XML); a finding stops the run and is saved as crash-* / timeout-* in .build/fuzz/findings.
# The IB run checks no leaks, neither per input nor at exit, and may use more memory:
# swift-corelibs-foundation's XMLParser leaks the CFError of every parse error
# (_CFErrorCreateFromXMLInterface, about 1 KB each), so a leak check would stall or fail every run,
# and the process grows about 3 KB an input (1.3 GB at 340 000): 8 GB lets a million through.
# An input that runs a minute is a hang: with 10 s, ASan returning memory to the OS on a loaded
# machine was reported as one (the unit replays in milliseconds).
FUZZ = .build/fuzz/release/skeleton-fuzz
FUZZ_OPTIONS = -max_total_time=$(FUZZ_SECONDS) -runs=$(FUZZ_RUNS) -timeout=60 -rss_limit_mb=2048 \
	-print_final_stats=1 -artifact_prefix=.build/fuzz/findings/
fuzz: deps
	$(SWIFT) build -c release --product skeleton-fuzz --scratch-path .build/fuzz \
		-Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
	rm -rf .build/fuzz/theme .build/fuzz/interface-builder
	mkdir -p .build/fuzz/theme .build/fuzz/interface-builder .build/fuzz/findings
	cp Themes/*.theme.json Themes/layouts/*.json Tests/SkeletonThemeTests/Corpus/*.json .build/fuzz/theme/
	find Tests/SkeletonInterfaceBuilderTests/Fixtures -name '*.storyboard' -o -name '*.xib' \
		| while read -r f; do cp "$$f" ".build/fuzz/interface-builder/$$(echo "$$f" | tr / _)"; done
	$(FUZZ) theme $(FUZZ_OPTIONS) .build/fuzz/theme
	ASAN_OPTIONS=detect_leaks=0 $(FUZZ) interface-builder $(FUZZ_OPTIONS) -rss_limit_mb=8192 -detect_leaks=0 \
		-dict=Assets/fuzz/interface-builder.dict .build/fuzz/interface-builder

# The window under Xvfb for SOAK_SECONDS with its theme rewritten, folders deleted and keys
# pressed; fails when the app dies or its memory grows more than SOAK_GROWTH_KB (Assets/soak.sh).
SOAK_SECONDS ?= 600
SOAK_GROWTH_KB ?= 5120
soak: test-deps
	bash Assets/soak.sh $(SOAK_SECONDS) $(SOAK_GROWTH_KB)

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests

format:
	$(SWIFT) format --in-place --recursive Sources Tests

# Regenerates the screenshots of README.md and Docs/ with our own capture mode.
screenshots: build
	bash Assets/make-screenshots.sh .build/release/skeleton-preview

# Our renderer and the peers (cairo, Skia, Blend2D) in one run; see Docs/benchmarks.md "Benchmarks".
bench: build
	bash Assets/run-benchmarks.sh .build/release/skeleton-preview

clean:
	rm -rf .build
