# The two commands a new user types: `make run` and `make test`. Each installs what it needs.
SHELL := /bin/bash
SWIFT ?= swift
# Debian packages the build needs, and those only the tests need (checked with dpkg, apt-get installs the rest).
BUILD_PACKAGES := pkg-config libsdl2-dev libsdl2-ttf-dev libcairo2-dev libpixman-1-dev
TEST_PACKAGES := xvfb ffmpeg x11-utils
# What `playground record` and the window's recording need.
RECORD_PACKAGES := ffmpeg
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Tests run in parallel: each has a world of its own (the view tree lives on the main actor).
TEST_FLAGS :=

.PHONY: all deps test-deps record-deps build release run test screenshots readme-screenshots bench bench-count alloc-check alloc-sources valgrind-deps docs fuzz sanitize clean

all: build

define install_missing
	@missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null \
	    || { echo "error: could not install$$missing (apt-get failed)"; exit 1; }; \
	fi
endef

deps:
	$(call install_missing,$(BUILD_PACKAGES))
	@command -v $(SWIFT) >/dev/null || { echo "error: swift not found on PATH (a Swift 6 toolchain is needed)"; exit 1; }

test-deps: deps
	$(call install_missing,$(TEST_PACKAGES))

record-deps: deps
	$(call install_missing,$(RECORD_PACKAGES))

build: deps
	$(SWIFT) build

# The release `playground` links the Swift runtime and Foundation statically: the process starts without resolving
# their symbols (the first frame comes ~6 ms sooner; the executable is larger). Only the executable: the test
# support targets need Swift Testing, which links dynamically.
RELEASE_FLAGS := -c release --static-swift-stdlib

release: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product playground

# Opens the window on the launcher (ARGS="run gallery" opens a scene directly).
run: release
	.build/release/playground $(ARGS)

# PLAYGROUND_WATCH_STARTER=1: watch mode end to end on a copy of the starter package (a real build; about two
# minutes of the run, in parallel with the other tests).
test: test-deps
	$(SWIFT) build --build-tests
	PLAYGROUND_WATCH_STARTER=1 $(SWIFT) test --skip-build $(TEST_FLAGS)
	@echo "Testing the starter package Examples/MyFirstAnimation (a package of its own on this one)"
	$(SWIFT) test --package-path Examples/MyFirstAnimation $(TEST_FLAGS)

# Re-records every golden PNG; look at each one afterwards (git diff --stat shows which changed).
screenshots: test-deps
	$(SWIFT) build --build-tests
	SNAPSHOT_TESTING_RECORD=all $(SWIFT) test --skip-build $(TEST_FLAGS)

# The README's pictures (Docs/Screenshots), re-taken headless from the scripts in Docs/Screenshots/Scripts.
readme-screenshots: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product playground
	Docs/Screenshots/make-screenshots.sh

# Frame times of every demo in its heaviest state, blur, animation core, start-up (ARGS="--json bench.json").
bench: release
	.build/release/playground bench $(ARGS)

valgrind-deps:
	$(call install_missing,valgrind binutils)

# One fixed case under callgrind: its instruction count, repeatable where times are not (a regression shows as a
# larger count). valgrind reads the binary without its debug info (it cannot parse Swift's), with hashing fixed.
BENCH_COUNT_ARGS := bench --case bloq --frames 120 --steady-frames 0 --cases-only --size 1280x800 --scale 1
bench-count: release valgrind-deps
	@strip --strip-debug -o .build/playground-callgrind .build/release/playground
	@SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=.build/callgrind.bench.out \
	  .build/playground-callgrind $(BENCH_COUNT_ARGS) 2>.build/callgrind.bench.log >/dev/null \
	  || { cat .build/callgrind.bench.log; exit 1; }
	@awk '/Collected/ { printf "bench-count (playground %s): %s instructions\n", "$(BENCH_COUNT_ARGS)", $$4 }' .build/callgrind.bench.log

# The cases that allocate nothing per frame in steady state stay so, and those whose frames' own work allocates
# next to nothing (what they allocate is the input's: a touch, the scene's animator per tap; scroll's frames make
# a view's record again, once in a hundred frames, for a cell shown again after two seconds in the reuse pool).
# CI runs it after the release build; the bench fails naming any case over its limit.
ZERO_ALLOCATION_CASES := locksearch bloq tabs gallery replicator curvelab layers
ZERO_FRAME_ALLOCATION_CASES := scroll spring
alloc-check: release
	.build/release/playground bench --case $(ZERO_ALLOCATION_CASES) --frames 240 --steady-frames 300 --cases-only \
	  --size 1280x800 --scale 2 --max-allocations 0 >/dev/null
	.build/release/playground bench --case $(ZERO_FRAME_ALLOCATION_CASES) --frames 240 --steady-frames 600 \
	  --cases-only --size 1280x800 --scale 2 --max-frame-allocations 0.02 >/dev/null

# Where one bench case allocates in steady state: every allocation of 60 frames traced, grouped by stack.
CASE ?= gallery
alloc-sources: release valgrind-deps
	@PLAYGROUND_ALLOC_TRACE=1 .build/release/playground bench --case $(CASE) --frames 5 --steady-frames 60 \
	  --cases-only --scale 1 $(ARGS) 2>.build/alloc-trace.log >/dev/null || true
	@python3 Scripts/alloc-sources.py .build/release/playground .build/alloc-trace.log 60

# The API documentation (DocC) of the public modules, into .build/docs/<Module>; fails on warnings.
DOC_TARGETS := Motion Views Rendering PlaygroundHost PlaygroundBench Playground PlaygroundTesting PlaygroundSnapshotTesting Demos
docs: deps
	@mkdir -p .build/docs
	@for t in $(DOC_TARGETS); do \
	  echo "Documenting $$t"; \
	  $(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation --target $$t \
	    --warnings-as-errors --output-path .build/docs/$$t --transform-for-static-hosting 2>&1 | tail -5; \
	  test $${PIPESTATUS[0]} -eq 0 || exit 1; \
	done

# The script parser and the command line's number parsing under libFuzzer (with AddressSanitizer) for
# FUZZ_SECONDS, from the seed corpus in Tests/PlaygroundTests/FuzzCorpus; a crash is saved in .build-fuzz/crashes/
# (add it to that corpus: the tests then replay it). Then the property-based tests with PROPERTY_SCALE times
# their sequences, from a fresh seed each run (printed before and on failure; PROPERTY_SEED=n repeats a run).
FUZZ_SECONDS ?= 60
PROPERTY_SCALE ?= 20
fuzz: deps
	$(SWIFT) build --product FuzzScript --scratch-path .build-fuzz \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -DFUZZING
	@mkdir -p .build-fuzz/corpus .build-fuzz/crashes
	ASAN_OPTIONS=detect_leaks=0 .build-fuzz/debug/FuzzScript -max_total_time=$(FUZZ_SECONDS) -max_len=4096 \
	  -artifact_prefix=.build-fuzz/crashes/ -print_final_stats=1 .build-fuzz/corpus Tests/PlaygroundTests/FuzzCorpus
	$(SWIFT) build --build-tests
	@seed=$${PROPERTY_SEED:-$$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}; \
	echo "Property tests: PROPERTY_SEED=$$seed PROPERTY_SCALE=$(PROPERTY_SCALE) (make fuzz PROPERTY_SEED=$$seed repeats this run)"; \
	PROPERTY_SCALE=$(PROPERTY_SCALE) PROPERTY_SEED=$$seed $(SWIFT) test --skip-build --filter 'PropertyTests|ParserFuzzTests' \
	  || { echo "Property tests failed with PROPERTY_SEED=$$seed (make fuzz PROPERTY_SEED=$$seed repeats it)"; exit 1; }

# The whole suite under AddressSanitizer, then ThreadSanitizer, each in a build directory of its own
# (.build-asan, .build-tsan). Leak detection is off: the Swift runtime keeps its metadata caches for the whole
# process. The window tests run too: the sanitized `playground` under Xvfb (SDL and X11 are not instrumented).
sanitize: test-deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	ASAN_OPTIONS=detect_leaks=0:halt_on_error=1 $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan

clean:
	rm -rf .build .build-fuzz .build-asan .build-tsan Examples/MyFirstAnimation/.build
