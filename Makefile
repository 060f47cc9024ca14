# calrender: build, and install the binary, its manual page and its shell completions where
# Debian's tools look for them. `make install PREFIX=/usr DESTDIR=/tmp/stage`; `BIN=path` installs
# a binary built elsewhere without building; `make uninstall` (same PREFIX/DESTDIR) removes exactly
# the files `make install` put there.

PREFIX ?= /usr/local
DESTDIR ?=
BIN ?= .build/release/calrender
SWIFT ?= swift
INSTALL ?= install

BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man/man1
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
# Debian's zsh searches /usr/share/zsh/vendor-completions and /usr/local/share/zsh/site-functions.
ZSHCOMPDIR ?= $(PREFIX)/share/zsh/$(if $(filter /usr,$(PREFIX)),vendor-completions,site-functions)
# fish searches <dir>/fish/vendor_completions.d for each directory of XDG_DATA_DIRS (/usr/share
# when it is unset: install with PREFIX=/usr there, or FISHCOMPDIR=/etc/fish/completions).
FISHCOMPDIR ?= $(PREFIX)/share/fish/vendor_completions.d

# The files generated from the option tables (`make generate` rewrites them; a test compares).
GENERATED = docs/calrender.1 completions/calrender.bash completions/_calrender completions/calrender.fish

.PHONY: all install uninstall generate FORCE

all: $(BIN)

# The default binary is built (swift build is incremental); a BIN given on the command line is used as it is.
.build/release/calrender: FORCE
	$(SWIFT) build -c release --static-swift-stdlib --product calrender

install: $(BIN)
	$(INSTALL) -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR) $(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR) \
	  $(DESTDIR)$(FISHCOMPDIR)
	$(INSTALL) -m 755 $(BIN) $(DESTDIR)$(BINDIR)/calrender
	$(INSTALL) -m 644 docs/calrender.1 $(DESTDIR)$(MANDIR)/calrender.1
	$(INSTALL) -m 644 completions/calrender.bash $(DESTDIR)$(BASHCOMPDIR)/calrender
	$(INSTALL) -m 644 completions/_calrender $(DESTDIR)$(ZSHCOMPDIR)/_calrender
	$(INSTALL) -m 644 completions/calrender.fish $(DESTDIR)$(FISHCOMPDIR)/calrender.fish

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/calrender $(DESTDIR)$(MANDIR)/calrender.1 $(DESTDIR)$(BASHCOMPDIR)/calrender \
	  $(DESTDIR)$(ZSHCOMPDIR)/_calrender $(DESTDIR)$(FISHCOMPDIR)/calrender.fish

generate: $(BIN)
	$(BIN) manual > docs/calrender.1
	$(BIN) completions bash > completions/calrender.bash
	$(BIN) completions zsh > completions/_calrender
	$(BIN) completions fish > completions/calrender.fish
