# uniform: one plain Makefile.
#
#   make            build ./uniform
#   make check      build, then run every test (unit, golden, command line)
#   make asan       build ./uniform-asan with AddressSanitizer + UBSan
#   make check-asan run the whole test suite against the sanitizer build
#   make check-valgrind  the tests with uniform under valgrind memcheck
#                   (valgrind 3.19 cannot read clang 14's DWARF 5: use gcc,
#                   or CFLAGS='-O2 -g -gdwarf-4')
#   make demo       build, then run the census on the bundled examples/
#   make fuzz       build the libFuzzer targets (clang) into build/fuzz/
#   make fuzz-smoke run each fuzz target for FUZZ_TIME seconds (default 20)
#   make install    install the program, its man page, its bash, zsh
#                   and fish completion and the rules reference under
#                   PREFIX (default /usr/local), staged under DESTDIR
#                   when set; make uninstall removes them.  RULES_URL
#                   says where SARIF's helpUri finds the rules reference

CC      ?= cc
PREFIX  ?= /usr/local
BINDIR  ?= $(PREFIX)/bin
MANDIR  ?= $(PREFIX)/share/man
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR ?= $(PREFIX)/share/zsh/site-functions
FISHCOMPDIR ?= $(PREFIX)/share/fish/vendor_completions.d
DOCDIR  ?= $(PREFIX)/share/doc/uniform
# Where SARIF's helpUri sends a reader: the rules reference, installed
# with the program; a web copy when the logs are read elsewhere (CI).
RULES_URL ?= file://$(DOCDIR)/rules.md
INSTALL ?= install
CFLAGS  ?= -O2 -g
WARN    = -std=c17 -Wall -Wextra -Wshadow -Wmissing-prototypes \
          -Wstrict-prototypes -Wpointer-arith -Wvla
ifdef WERROR
WARN   += -Werror
endif
CPPFLAGS += -D_GNU_SOURCE
# Every library through pkg-config (PKG_CONFIG names another, for a
# cross build), or -lNAME where pkg-config or the library's .pc file is
# missing: libpcre2-8, libeditorconfig, libgit2, jansson (uniform lsp).
PKG_CONFIG ?= pkg-config
pkg_cflags = $(shell $(PKG_CONFIG) --cflags $(1) 2>/dev/null)
pkg_libs = $(shell $(PKG_CONFIG) --libs $(1) 2>/dev/null || echo $(2))
LIB_CFLAGS := $(call pkg_cflags,libpcre2-8) $(call pkg_cflags,editorconfig) \
              $(call pkg_cflags,libgit2) $(call pkg_cflags,jansson)
LIBS    := $(call pkg_libs,libpcre2-8,-lpcre2-8) \
           $(call pkg_libs,editorconfig,-leditorconfig) \
           $(call pkg_libs,libgit2,-lgit2) \
           $(call pkg_libs,jansson,-ljansson) -lpthread -lm

# The library: src/LAYER/*.c, each layer a stage of docs/design.md's
# pipeline (tests/layers.sh keeps includes to that order); the program's
# own files, the commands over the library and main, are src/cli.
LIB_SRC := $(sort $(filter-out src/cli/%,$(wildcard src/*/*.c)))
LIB_OBJ = $(LIB_SRC:src/%.c=build/%.o)
MAIN_SRC := $(sort $(wildcard src/cli/*.c))
MAIN_OBJ = $(MAIN_SRC:src/%.c=build/%.o)
# Each object's header dependencies, as the compiler found them.
DEPFLAGS = -MMD -MP
-include $(wildcard build/*/*.d build/asan/*/*.d build/fuzz/*/*.d)

build/output/diag.o build/asan/output/diag.o build/fuzz/output/diag.o: CPPFLAGS += \
	-DUNIFORM_RULES_URL='"$(RULES_URL)"'

ASAN_FLAGS = -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer \
             -fno-sanitize-recover=all

all: uniform

uniform: $(LIB_OBJ) $(MAIN_OBJ)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LIBS)

build/asan/%.o: src/%.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(ASAN_FLAGS) $(WARN) $(LIB_CFLAGS) -Isrc $(DEPFLAGS) -c -o $@ $<

build/fuzz/%.o: src/%.c
	@mkdir -p $(@D)
	$(FUZZ_CC) $(CPPFLAGS) $(FUZZ_FLAGS) -fsanitize=fuzzer-no-link $(WARN) \
		$(LIB_CFLAGS) -Isrc $(DEPFLAGS) -c -o $@ $<

build/%.o: src/%.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(WARN) $(LIB_CFLAGS) -Isrc $(DEPFLAGS) -c -o $@ $<

ASAN_OBJ = $(LIB_SRC:src/%.c=build/asan/%.o)
ASAN_MAIN_OBJ = $(MAIN_SRC:src/%.c=build/asan/%.o)

uniform-asan: $(ASAN_OBJ) $(ASAN_MAIN_OBJ)
	$(CC) $(ASAN_FLAGS) -o $@ $^ $(LIBS)

build/test_lex: tests/unit/test_lex.c tests/unit/test_macro.c $(LIB_OBJ)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(WARN) $(LIB_CFLAGS) -Isrc -o $@ $< tests/unit/test_macro.c $(LIB_OBJ) $(LIBS)

build/asan/test_lex: tests/unit/test_lex.c tests/unit/test_macro.c $(ASAN_OBJ)
	$(CC) $(CPPFLAGS) $(ASAN_FLAGS) $(WARN) $(LIB_CFLAGS) -Isrc -o $@ $< tests/unit/test_macro.c $(ASAN_OBJ) $(LIBS)

# libFuzzer targets: always clang, with ASan and UBSan.
FUZZ_CC      = clang
FUZZ_FLAGS   = -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
               -fno-sanitize-recover=all
FUZZ_OBJ     = $(LIB_SRC:src/%.c=build/fuzz/%.o)
FUZZ_TARGETS = build/fuzz/fuzz_lex build/fuzz/fuzz_check build/fuzz/fuzz_patch \
               build/fuzz/fuzz_fix build/fuzz/fuzz_settings
FUZZ_TIME   ?= 20

build/fuzz/fuzz_%: fuzz/fuzz_%.c $(FUZZ_OBJ)
	$(FUZZ_CC) $(CPPFLAGS) $(FUZZ_FLAGS) -fsanitize=fuzzer $(WARN) $(LIB_CFLAGS) -Isrc \
		-o $@ $< $(FUZZ_OBJ) $(LIBS)

fuzz: $(FUZZ_TARGETS)

fuzz-smoke: deps fuzz
	@sh fuzz/run.sh $(FUZZ_TIME) $(FUZZ_TARGETS)

deps:
	@sh scripts/deps.sh build

check: deps uniform build/test_lex
	@sh tests/run.sh ./uniform build/test_lex

asan: uniform-asan build/asan/test_lex

check-asan: deps asan
	@ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
		LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan.supp:print_suppressions=0 \
		sh tests/run.sh ./uniform-asan build/asan/test_lex

check-valgrind: deps uniform
	@sh tests/valgrind.sh ./uniform

demo: deps uniform
	./uniform census examples

install: uniform
	$(INSTALL) -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 \
		$(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR) $(DESTDIR)$(FISHCOMPDIR) \
		$(DESTDIR)$(DOCDIR)
	$(INSTALL) -m 755 uniform $(DESTDIR)$(BINDIR)/uniform
	$(INSTALL) -m 644 uniform.1 $(DESTDIR)$(MANDIR)/man1/uniform.1
	$(INSTALL) -m 644 contrib/uniform.bash $(DESTDIR)$(BASHCOMPDIR)/uniform
	$(INSTALL) -m 644 contrib/uniform.zsh $(DESTDIR)$(ZSHCOMPDIR)/_uniform
	$(INSTALL) -m 644 contrib/uniform.fish $(DESTDIR)$(FISHCOMPDIR)/uniform.fish
	$(INSTALL) -m 644 docs/rules.md $(DESTDIR)$(DOCDIR)/rules.md

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/uniform $(DESTDIR)$(MANDIR)/man1/uniform.1 \
		$(DESTDIR)$(BASHCOMPDIR)/uniform $(DESTDIR)$(ZSHCOMPDIR)/_uniform \
		$(DESTDIR)$(FISHCOMPDIR)/uniform.fish $(DESTDIR)$(DOCDIR)/rules.md

clean:
	rm -rf build uniform uniform-asan

.PHONY: all check asan check-asan check-valgrind demo clean deps fuzz fuzz-smoke \
	install uninstall
