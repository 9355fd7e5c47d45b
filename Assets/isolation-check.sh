#!/usr/bin/env bash
# Shows that no test depends on another having run first: lists every test of the last build,
# shuffles them with a printed seed, and runs them in GROUPS separate processes (each group a
# random subset, in random order), so every test runs without most of the others and after a
# different set each time. Reproduce an order with SEED=….
#   Assets/isolation-check.sh [GROUPS]     (default 8; build first: swift build --build-tests)
set -euo pipefail
cd "$(dirname "$0")/.."

groups=${1:-8}
seed=${SEED:-$RANDOM$RANDOM}
echo "isolation check: $groups groups, seed $seed (SEED=$seed $0 $groups reproduces the order)"
mapfile -t tests < <(swift test --skip-build --list-tests 2>/dev/null)
[ ${#tests[@]} -gt 0 ] || { echo "error: no tests listed; build first: swift build --build-tests" >&2; exit 1; }
mapfile -t shuffled < <(printf '%s\n' "${tests[@]}" | shuf --random-source=<(yes "$seed"))

failed=0
for ((group = 0; group < groups; group++)); do
    names=()
    for ((i = group; i < ${#shuffled[@]}; i += groups)); do
        # The name from its start (Swift Testing's IDs go on after it), metacharacters escaped.
        names+=("^$(printf '%s' "${shuffled[i]}" | sed 's/[][\.*^$()+?{}|]/\\&/g')")
    done
    filter=$(IFS='|'; echo "${names[*]}")
    log=$(mktemp)
    if swift test --skip-build --filter "$filter" >"$log" 2>&1; then
        echo "group $((group + 1))/$groups: $(grep -o 'Test run with [0-9]* tests\?' "$log" | tail -1) passed"
    else
        echo "group $((group + 1))/$groups: FAILED (${#names[@]} tests); its output:"
        grep -E "✘|error:" "$log" | head -40
        failed=1
    fi
    rm -f "$log"
done
exit $failed
