#!/bin/sh
# Install the build into a scratch directory, then build and run a program
# against it with nothing but pkg-config, as another project would.
# Usage: check-install.sh BUILD_DIR SOURCE_FILE [EXTRA_CFLAGS]
set -eu
build=$1
src=$2
extra=${3:-}
dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT
echo "1..1"
meson install -C "$build" --destdir "$dest" --no-rebuild --quiet >/dev/null
pc=$(find "$dest" -name duelkit.pc | head -n 1)
[ -n "$pc" ] || { echo "not ok 1 - no duelkit.pc installed"; exit 1; }
[ -f "$(find "$dest" -path '*include/duelkit/duelkit.h' | head -n 1)" ] || { echo "not ok 1 - no headers"; exit 1; }
# The .pc file names the real prefix; point a copy into the scratch directory.
prefix=$(sed -n 's/^prefix=//p' "$pc")
mkdir -p "$dest/pc"
sed "s|^prefix=.*|prefix=$dest$prefix|" "$pc" > "$dest/pc/duelkit.pc"
export PKG_CONFIG_PATH="$dest/pc"
cc $extra -o "$dest/example" "$src" $(pkg-config --cflags --libs duelkit)
libdir=$(dirname "$(find "$dest" -name 'libduelkit.so' | head -n 1)")
if out=$(LD_LIBRARY_PATH="$libdir" "$dest/example"); then
  echo "# $out"
  echo "ok 1 - /install/pkg-config/build-and-run"
else
  echo "not ok 1 - /install/pkg-config/build-and-run"
  exit 1
fi
