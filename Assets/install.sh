#!/usr/bin/env bash
# Installs or uninstalls skeleton-preview under a prefix, exactly and reversibly.
#   Assets/install.sh install BINARY PREFIX [DESTDIR]
#   Assets/install.sh uninstall PREFIX [DESTDIR]
# install puts the binary in PREFIX/bin, the shipped themes (with their layouts, images and the JSON
# Schema) in PREFIX/share/skeleton-preview/Themes, the man page skeleton-preview(1) and the bash, zsh
# and fish completions where those tools look; the man page and the completions are printed by the
# binary itself from its own command-line definitions. Every file and every folder the install
# created is listed in PREFIX/share/skeleton-preview/installed-files, and uninstall removes exactly
# those (folders only when empty), so a prefix that was empty before is empty after.
set -euo pipefail

usage() {
    echo "usage: $0 install BINARY PREFIX [DESTDIR] | uninstall PREFIX [DESTDIR]" >&2
    exit 2
}

[ $# -ge 1 ] || usage
action=$1
shift
case "$action" in
    install) [ $# -ge 2 ] && [ $# -le 3 ] || usage; binary=$1; prefix=$2; destdir=${3:-} ;;
    uninstall) [ $# -ge 1 ] && [ $# -le 2 ] || usage; prefix=$1; destdir=${2:-} ;;
    *) usage ;;
esac
case "$prefix" in
    /*) ;;
    *) echo "error: PREFIX must be an absolute path, got '$prefix'" >&2; exit 2 ;;
esac

root="$destdir$prefix"
share="$root/share/skeleton-preview"
manifest="$share/installed-files"
# Manifest entries are relative to `base`: the prefix itself, or with DESTDIR the staging folder
# (so the prefix's own folders inside the stage are recorded and removed too).
if [ -n "$destdir" ]; then
    base=$destdir
    inner=${prefix#/}/
else
    base=$prefix
    inner=
fi
source_tree=$(cd "$(dirname "$0")/.." && pwd)

if [ "$action" = uninstall ]; then
    if [ ! -f "$manifest" ]; then
        echo "error: nothing to uninstall: $manifest is missing (was skeleton-preview installed with PREFIX=$prefix${destdir:+ DESTDIR=$destdir}?)" >&2
        exit 1
    fi
    # Files first, then the folders the install created, deepest first (the manifest lists them
    # parents before children), each only when empty.
    mapfile -t entries <"$manifest"
    for entry in "${entries[@]}"; do
        case "$entry" in file\ *) rm -f -- "$base/${entry#file }" ;; esac
    done
    rm -f -- "$manifest"
    for ((i = ${#entries[@]} - 1; i >= 0; i--)); do
        entry=${entries[i]}
        case "$entry" in dir\ *) rmdir -- "$base/${entry#dir }" 2>/dev/null || true ;; esac
    done
    echo "uninstalled skeleton-preview from $root"
    exit 0
fi

[ -x "$binary" ] || { echo "error: $binary is not an executable; build it first (make build)" >&2; exit 1; }
if [ -e "$share/Themes" ] && [ ! -f "$manifest" ]; then
    echo "error: $share exists but was not installed by this script; remove it first" >&2
    exit 1
fi
if [ -f "$manifest" ]; then
    "$0" uninstall "$prefix" "$destdir" >/dev/null
fi

entries=()
# Creates a folder and its missing parents below the base, recording those it created.
make_dir() {
    local relative=$1 path="" part
    local IFS=/
    for part in $relative; do
        path=${path:+$path/}$part
        if [ ! -d "$base/$path" ]; then
            mkdir -- "$base/$path"
            entries+=("dir $path")
        fi
    done
}
# Installs one file (mode $3) at a path relative to the prefix.
put() {
    local source=$1 relative=$inner$2 mode=$3
    make_dir "$(dirname "$relative")"
    install -m "$mode" -- "$source" "$base/$relative"
    entries+=("file $relative")
}

mkdir -p -- "$base"
put "$binary" bin/skeleton-preview 755
mapfile -t themes < <(cd "$source_tree" && find Themes -type f ! -name '.*' -print | LC_ALL=C sort)
for file in "${themes[@]}"; do
    put "$source_tree/$file" "share/skeleton-preview/$file" 644
done

generated=$(mktemp -d)
trap 'rm -rf -- "$generated"' EXIT
"$binary" manpage | gzip -9n >"$generated/skeleton-preview.1.gz"
"$binary" completions bash >"$generated/skeleton-preview.bash"
"$binary" completions zsh >"$generated/_skeleton-preview"
"$binary" completions fish >"$generated/skeleton-preview.fish"
put "$generated/skeleton-preview.1.gz" share/man/man1/skeleton-preview.1.gz 644
put "$generated/skeleton-preview.bash" share/bash-completion/completions/skeleton-preview 644
put "$generated/_skeleton-preview" share/zsh/site-functions/_skeleton-preview 644
put "$generated/skeleton-preview.fish" share/fish/vendor_completions.d/skeleton-preview.fish 644

printf '%s\n' "${entries[@]}" >"$manifest"
chmod 644 "$manifest"
echo "installed skeleton-preview in $root (${#entries[@]} entries; make uninstall PREFIX=$prefix${destdir:+ DESTDIR=$destdir} removes them)"
