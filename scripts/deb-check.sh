#!/usr/bin/env bash
# The Debian package (issue 28 item 19): builds calrender_*.deb from debian/ with
# `dpkg-buildpackage -b -us -uc` (the Swift toolchain on PATH; SwiftPM's release build in .build is
# reused when it is up to date), has lintian find no error and no warning in it, unpacks it into a
# fresh root with dpkg -x and runs the binary from there: the files in Debian's places, the
# dependencies dh_shlibdeps found, and a calendar printed.
# Needs debhelper, dpkg-dev, lintian and fakeroot (.ci/run installs them). Usage: scripts/deb-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
fail() { echo "deb-check: $*" >&2; exit 1; }

# In place (SwiftPM's build folder is keyed by the tree's path: a copy would build from scratch),
# with every result in "$out" rather than the parent folder dpkg-buildpackage uses by default:
# debian/rules hands dh_builddeb CALRENDER_DEB_DIR. --post-clean leaves the tree as it was.
CALRENDER_DEB_DIR="$out" dpkg-buildpackage -b -us -uc --post-clean \
  --buildinfo-file="$out/calrender.buildinfo" --buildinfo-option="-u$out" \
  --changes-file="$out/calrender.changes" --changes-option="-u$out" >"$out/build.log" 2>&1 \
  || { tail -40 "$out/build.log"; fail "dpkg-buildpackage failed"; }

deb=$(ls "$out"/calrender_*.deb 2>/dev/null | head -1)
[ -n "$deb" ] || fail "no calrender_*.deb in $(ls "$out")"
echo "built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)"

# No error, no warning (informational tags and overrides aside).
lintian --fail-on error,warning "$deb" >"$out/lintian.log" 2>&1 || { cat "$out/lintian.log"; fail "lintian: errors or warnings"; }
if grep -E '^[EW]: ' "$out/lintian.log"; then fail "lintian: errors or warnings"; fi
echo "lintian: no errors or warnings"

# The files, in Debian's places.
contents=$(dpkg-deb -c "$deb" | awk '{print $6}')
for path in ./usr/bin/calrender ./usr/share/man/man1/calrender.1.gz \
  ./usr/share/bash-completion/completions/calrender ./usr/share/zsh/vendor-completions/_calrender \
  ./usr/share/fish/vendor_completions.d/calrender.fish ./usr/share/doc/calrender/copyright \
  ./usr/share/doc/calrender/changelog.gz; do
  grep -qxF "$path" <<<"$contents" || fail "$path is not in the package"
done

# Dependencies from dh_shlibdeps: libc and the system ICU the binary links.
depends=$(dpkg-deb -f "$deb" Depends)
for library in libc6 libicu72 libstdc++6; do
  grep -q "$library" <<<"$depends" || fail "Depends lacks $library: $depends"
done
version=$(dpkg-deb -f "$deb" Version)
echo "Depends: $depends"

# Installed into a fresh root and run from there (no build tree, no toolchain on PATH).
root="$out/root"
dpkg -x "$deb" "$root"
env -i PATH=/usr/bin:/bin LANG=C.UTF-8 "$root/usr/bin/calrender" --version | grep -qF "calrender $version" \
  || fail "--version does not say $version"
got=$(env -i PATH=/usr/bin:/bin "$root/usr/bin/calrender" -l ko-KR --today none 2 2024)
expected=$'     2024년 2월\n일 월 화 수 목 금 토\n             1  2  3'
[ "${got:0:${#expected}}" = "$expected" ] || fail "the installed binary printed: $got"
MANPATH="$root/usr/share/man" man -Tutf8 calrender 2>&1 >/dev/null | grep . && fail "man calrender warns"
echo "installed into a fresh root: calrender $version runs"
