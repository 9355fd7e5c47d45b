/// "Did you mean" suggestions by edit distance, for the theme loader's fixes (`nearest`, `fix`) and
/// the command line's hints (`closest`, `hint`). Each keeps its own threshold and wording, which
/// their messages (and the tests asserting them) rely on; the distance is one.
package enum Suggestions {
    /// Candidates within a distance that still reads as a typo, closest first. Case differences
    /// are ignored, swapped neighbours count as one edit, and ties prefer the same first letter.
    /// `within` caps the edits allowed (default: a third of the word, at least two).
    package static func nearest(to word: String, in candidates: [String], limit: Int = 3, within: Int? = nil)
        -> [String]
    {
        // Long words are never typos of a key; skipping them keeps hostile input linear.
        guard word.count <= 64 else { return [] }
        return Array(ranked(word, candidates, within: within).prefix(limit).map(\.candidate))
    }

    /// The fix text for an unknown word: "did you mean `x`?" or the list of valid words.
    package static func fix(for word: String, in candidates: [String], noun: String) -> String {
        let near = word.count <= 64 ? Array(ranked(word, candidates).prefix(3)) : []
        if let first = near.first, near.count == 1 || first.score.lexicographicallyPrecedes(near[1].score) {
            return "did you mean `\(first.candidate)`?"
        }
        if !near.isEmpty {
            return "did you mean " + near.map { "`\($0.candidate)`" }.joined(separator: " or ") + "?"
        }
        return "valid \(noun): " + candidates.map { "`\($0)`" }.joined(separator: ", ")
    }

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

    /// The candidates within a third of the word's length (at least two edits), by distance, then
    /// same first letter, then name.
    private static func ranked(_ word: String, _ candidates: [String], within: Int? = nil)
        -> [(candidate: String, score: [Int])]
    {
        let lowered = word.lowercased()
        let typed = Array(lowered)
        let maxDistance = within ?? max(2, lowered.count / 3)
        return candidates.compactMap { candidate -> (String, [Int])? in
            let other = candidate.lowercased()
            let distance = editDistance(typed, Array(other))
            guard distance <= maxDistance else { return nil }
            return (candidate, [distance, lowered.first == other.first ? 0 : 1])
        }.sorted { $0.1 == $1.1 ? $0.0 < $1.0 : $0.1.lexicographicallyPrecedes($1.1) }
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
    /// neighbours, each one edit (three rolling rows of the table).
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
