/// "Did you mean" suggestions for mistyped names, by edit distance.
package enum Suggestion {
    /// The candidate closest to `input` (case-insensitive), when it is close enough to be a typo.
    /// A name that starts with what was typed wins over a merely similar one (`--lay` means
    /// `--layout`, not `--all`); among several such names the closest does.
    package static func closest(to input: String, in candidates: [String]) -> String? {
        let typed = Array(input.lowercased())
        let meaningful = input.drop { $0 == "-" }
        let extensions = candidates.filter { $0.lowercased().hasPrefix(input.lowercased()) && $0.count > input.count }
        if !meaningful.isEmpty, !extensions.isEmpty {
            return extensions.min {
                editDistance(typed, Array($0.lowercased())) < editDistance(typed, Array($1.lowercased()))
            }
        }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            if distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        guard let best else { return nil }
        // A third of the longer name may be wrong, at least two characters: catches swaps and drops.
        let allowed = max(2, max(typed.count, best.name.count) / 3)
        return best.distance <= allowed ? best.name : nil
    }

    /// " (did you mean 'x'?)" or "" when nothing is close.
    package static func hint(for input: String, in candidates: [String]) -> String {
        guard let name = closest(to: input, in: candidates) else { return "" }
        return " (did you mean '\(name)'?)"
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
