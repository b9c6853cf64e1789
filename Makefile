# make                      build the release binary (.build/release/modernize)
# make install              install it with its shell completions under PREFIX (default /usr/local)
# make install PREFIX=~/.local   (DESTDIR is honoured for packagers)
# make install-strip        the same, with the binary's symbol table stripped (GNU convention)
# make uninstall
#
# The build records the git commit it was built from, so `modernize --version` names it
# (Scripts/build-info.sh writes the file for the build and removes it afterwards: a plain
# `swift build`, or a build outside git, reports the version without a commit).

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SHAREDIR ?= $(PREFIX)/share
SWIFT ?= swift
SWIFT_FLAGS ?=
INSTALL_PROGRAM ?= install -m 755
BUILD_DIR := $(shell $(SWIFT) build -c release $(SWIFT_FLAGS) --show-bin-path 2>/dev/null || echo .build/release)
BINARY := $(BUILD_DIR)/modernize

.PHONY: all build install install-strip uninstall completions clean

all: build

build:
	Scripts/build-info.sh $(SWIFT) build -c release --product modernize $(SWIFT_FLAGS)

completions: build
	mkdir -p $(BUILD_DIR)/completions
	$(BINARY) --generate-completion-script bash > $(BUILD_DIR)/completions/modernize.bash
	$(BINARY) --generate-completion-script zsh > $(BUILD_DIR)/completions/_modernize
	$(BINARY) --generate-completion-script fish > $(BUILD_DIR)/completions/modernize.fish

install-strip:
	$(MAKE) INSTALL_PROGRAM="install -m 755 -s" install

install: build completions
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

clean:
	$(SWIFT) package clean
