# Sourced by ./play and ./test: install what the build needs on Debian 12,
# only what is missing, and only when we may (root, or sudo without a password).
dk_packages="meson ninja-build pkg-config gcc libc6-dev libglib2.0-dev libglib2.0-dev-bin libxml2-dev libxml2-utils libedit-dev libcairo2-dev"

dk_install_deps () {
  local missing=""
  local p
  for p in $dk_packages "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
  done
  [ -z "$missing" ] && return 0
  echo "Installing:$missing" >&2
  local sudo=""
  if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo -n"; else
      echo "error: need root to install:$missing" >&2; return 1
    fi
  fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq >/dev/null || return 1
  # shellcheck disable=SC2086
  $sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null || return 1
}

# Configure (once) and build a meson build directory: dk_build DIR [meson options...]
dk_build () {
  local dir="$1"; shift
  if [ ! -f "$dir/build.ninja" ]; then
    meson setup "$dir" "$@" >/dev/null || return 1
  fi
  ninja -C "$dir" >/dev/null || ninja -C "$dir"
}
