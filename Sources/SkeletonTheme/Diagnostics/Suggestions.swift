/// "Did you mean" suggestions: the candidates closest to a misspelt word by edit distance.
package enum Suggestions {
    /// Candidates within a distance that still reads as a typo, closest first. Case differences
    /// are ignored, swapped neighbours count as one edit, and ties prefer the same first letter.
    package static func nearest(to word: String, in candidates: [String], limit: Int = 3) -> [String] {
        // Long words are never typos of a key; skipping them keeps hostile input linear.
        guard word.count <= 64 else { return [] }
        return Array(ranked(word, candidates).prefix(limit).map(\.candidate))
    }

    /// The fix text for an unknown word: "did you mean `x`?" or the list of valid words.
    static func fix(for word: String, in candidates: [String], noun: String) -> String {
        let near = word.count <= 64 ? Array(ranked(word, candidates).prefix(3)) : []
        if let first = near.first, near.count == 1 || first.score.lexicographicallyPrecedes(near[1].score) {
            return "did you mean `\(first.candidate)`?"
        }
        if !near.isEmpty {
            return "did you mean " + near.map { "`\($0.candidate)`" }.joined(separator: " or ") + "?"
        }
        return "valid \(noun): " + candidates.map { "`\($0)`" }.joined(separator: ", ")
    }

    private static func ranked(_ word: String, _ candidates: [String]) -> [(candidate: String, score: [Int])] {
        let lowered = word.lowercased()
        let maxDistance = max(2, lowered.count / 3)
        return candidates.compactMap { candidate -> (String, [Int])? in
            let other = candidate.lowercased()
            let distance = editDistance(lowered, other)
            guard distance <= maxDistance else { return nil }
            return (candidate, [distance, lowered.first == other.first ? 0 : 1])
        }.sorted { $0.1 == $1.1 ? $0.0 < $1.0 : $0.1.lexicographicallyPrecedes($1.1) }
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of neighbours.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
    }
}
