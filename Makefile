# The two commands a new user types: `make run` and `make test`. Each installs what it needs.
SWIFT ?= swift
# Debian packages the build and the tests need (checked with dpkg, installed with apt-get when missing).
APT_PACKAGES ?=

.PHONY: all deps build release run test bench clean

all: build

deps:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi
	@command -v $(SWIFT) >/dev/null || { echo "error: swift not found on PATH (Swift 6 toolchain needed)"; exit 1; }

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

run: release
	$(SWIFT) run -c release playground $(ARGS)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

clean:
	rm -rf .build
