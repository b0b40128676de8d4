#!/bin/sh
# Install the build into a scratch directory, then build and run a program
# against it with nothing but pkg-config, as another project would: it loads
# the installed rule modules and plays a game of UFS and one of BoS with the
# installed rulesets, card sets and decks.
# Usage: check-install.sh BUILD_DIR SOURCE_FILE [EXTRA_CFLAGS]
set -eu
build=$1
src=$2
extra=${3:-}
dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT
echo "1..1"
fail () { echo "not ok 1 - /install/pkg-config/play - $*"; exit 1; }
meson install -C "$build" --destdir "$dest" --no-rebuild --quiet >/dev/null
pc=$(find "$dest" -name duelkit.pc | head -n 1)
[ -n "$pc" ] || fail "no duelkit.pc installed"
[ -f "$(find "$dest" -path '*include/duelkit/duelkit.h' | head -n 1)" ] || fail "no headers"
moduledir=$(find "$dest" -type d -path '*/duelkit/modules' | head -n 1)
[ -n "$moduledir" ] || fail "no module directory"
datadir=$(find "$dest" -type d -path '*/share/duelkit' | head -n 1)
[ -n "$datadir" ] || fail "no data directory"
# The .pc file names the real prefix; point a copy into the scratch directory.
prefix=$(sed -n 's/^prefix=//p' "$pc")
mkdir -p "$dest/pc"
sed "s|^prefix=.*|prefix=$dest$prefix|" "$pc" > "$dest/pc/duelkit.pc"
export PKG_CONFIG_PATH="$dest/pc"
cc $extra -o "$dest/example" "$src" $(pkg-config --cflags --libs duelkit)
libdir=$(dirname "$(find "$dest" -name 'libduelkit.so' | head -n 1)")
# What a library installed under DESTDIR, not at its prefix, needs: where
# the library, its modules and its data now are. An installed library finds
# its modules and data by itself.
out=$(LD_LIBRARY_PATH="$libdir" DUELKIT_MODULE_DIR="$moduledir" DUELKIT_DATA_DIR="$datadir" \
  "$dest/example") || fail "the program failed"
echo "$out" | sed 's/^/# /'
# Both games were played with the installed files, not the source tree's.
for game in ufs bos; do
  echo "$out" | grep -q "^$game: ruleset $datadir/rulesets/$game-standard.ruleset, deck $datadir/cards/$game/.*, winner -\{0,1\}[0-9]" ||
    fail "no game of $game played with the installed files"
done
echo "ok 1 - /install/pkg-config/play"
