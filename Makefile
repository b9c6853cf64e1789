# make                      build the release binary (.build/release/modernize), the `modernize` product only
# make install              install it with its shell completions under PREFIX (default /usr/local)
# make install PREFIX=~/.local   (DESTDIR is honoured for packagers)
# make install-strip        the same, with the binary's symbol table stripped (GNU convention)
# make uninstall
# make artifactbundle       .build/artifactbundle/modernize.artifactbundle (+ .zip, .zip.checksum): the
#                           prebuilt tool for a SwiftPM binary target (README, Publishing the prebuilt plugin)
# make plugin-package ARTIFACTBUNDLE_URL=https://.../modernize.artifactbundle.zip
#                           .build/plugin-package: the plugin package that downloads that bundle
#
# The binary is rebuilt only when a source, Package.swift, Package.resolved, the git HEAD or
# SWIFT_FLAGS changed since it was built; otherwise every target reuses it.
# The build records the git commit and the exact swift-syntax version it was built from, so
# `modernize --version` names them (Scripts/build-info.sh writes the file for the build and
# removes it afterwards: a plain `swift build`, or a build outside git, reports no commit).

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SHAREDIR ?= $(PREFIX)/share
SWIFT ?= swift
SWIFT_FLAGS ?=
INSTALL_PROGRAM ?= install -m 755
BUILD_DIR := $(shell $(SWIFT) build -c release $(SWIFT_FLAGS) --show-bin-path 2>/dev/null || echo .build/release)
BINARY := $(BUILD_DIR)/modernize
ARTIFACTBUNDLE ?= .build/artifactbundle/modernize.artifactbundle
PLUGIN_PACKAGE ?= .build/plugin-package

# What the binary is built from. HEAD's reflog changes with every commit and checkout, so a
# build never keeps naming a commit it is not.
SOURCES := $(shell find Sources Rewrites -type f ! -name 'BuildCommit+Generated.swift') Package.swift $(wildcard Package.resolved)
GIT_HEAD_LOG := $(wildcard $(shell git rev-parse --git-path logs/HEAD 2>/dev/null))
FLAGS_STAMP := $(BUILD_DIR)/modernize.swift-flags

.PHONY: all build install install-strip uninstall completions artifactbundle plugin-package clean FORCE

all: build

build: $(BINARY)

# Written only when SWIFT_FLAGS differ from the last build's (e.g. --static-swift-stdlib).
$(FLAGS_STAMP): FORCE
	@mkdir -p $(BUILD_DIR)
	@echo '$(SWIFT_FLAGS)' | cmp -s - $@ || echo '$(SWIFT_FLAGS)' > $@

# `--product modernize`: the tool alone. Building every product would also compile swift-syntax,
# Yams and the engine a second time as the command plugin's host tool (`*-tool` in the build
# directory), plus the generator, the benchmarks' parser and the golden tests' macros.
$(BINARY): $(SOURCES) $(GIT_HEAD_LOG) $(FLAGS_STAMP)
	$(SWIFT) package resolve
	Scripts/build-info.sh $(SWIFT) build -c release --product modernize $(SWIFT_FLAGS)
	@touch $@

completions: $(BINARY)
	mkdir -p $(BUILD_DIR)/completions
	$(BINARY) --generate-completion-script bash > $(BUILD_DIR)/completions/modernize.bash
	$(BINARY) --generate-completion-script zsh > $(BUILD_DIR)/completions/_modernize
	$(BINARY) --generate-completion-script fish > $(BUILD_DIR)/completions/modernize.fish

install-strip:
	$(MAKE) INSTALL_PROGRAM="install -m 755 -s" install

install: $(BINARY) completions
	install -d "$(DESTDIR)$(BINDIR)" \
		"$(DESTDIR)$(SHAREDIR)/bash-completion/completions" \
		"$(DESTDIR)$(SHAREDIR)/zsh/site-functions" \
		"$(DESTDIR)$(SHAREDIR)/fish/vendor_completions.d"
	$(INSTALL_PROGRAM) $(BINARY) "$(DESTDIR)$(BINDIR)/modernize"
	install -m 644 $(BUILD_DIR)/completions/modernize.bash "$(DESTDIR)$(SHAREDIR)/bash-completion/completions/modernize"
	install -m 644 $(BUILD_DIR)/completions/_modernize "$(DESTDIR)$(SHAREDIR)/zsh/site-functions/_modernize"
	install -m 644 $(BUILD_DIR)/completions/modernize.fish "$(DESTDIR)$(SHAREDIR)/fish/vendor_completions.d/modernize.fish"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/modernize" \
		"$(DESTDIR)$(SHAREDIR)/bash-completion/completions/modernize" \
		"$(DESTDIR)$(SHAREDIR)/zsh/site-functions/_modernize" \
		"$(DESTDIR)$(SHAREDIR)/fish/vendor_completions.d/modernize.fish"

artifactbundle: $(BINARY)
	Scripts/make-artifactbundle.sh $(BINARY) $(ARTIFACTBUNDLE)

plugin-package: artifactbundle
	@test -n "$(ARTIFACTBUNDLE_URL)" || { echo "make plugin-package needs ARTIFACTBUNDLE_URL=<where $(ARTIFACTBUNDLE).zip will be downloaded from>" >&2; exit 2; }
	Scripts/make-plugin-package.sh $(PLUGIN_PACKAGE) --url "$(ARTIFACTBUNDLE_URL)" --checksum "$$(cat $(ARTIFACTBUNDLE).zip.checksum)"

clean:
	$(SWIFT) package clean
