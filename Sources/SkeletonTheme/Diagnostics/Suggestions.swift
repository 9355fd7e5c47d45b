/// "Did you mean" suggestions: the candidates closest to a misspelt word by edit distance.
enum Suggestions {
    /// Candidates within a distance that still reads as a typo, closest first (case differences are cheap).
    static func nearest(to word: String, in candidates: [String], limit: Int = 3) -> [String] {
        // Long words are never typos of a key; skipping them keeps hostile input linear.
        guard word.count <= 64 else { return [] }
        let lowered = word.lowercased()
        let maxDistance = max(2, lowered.count / 3)
        let scored = candidates.compactMap { candidate -> (String, Int)? in
            let distance = editDistance(lowered, candidate.lowercased())
            return distance <= maxDistance ? (candidate, distance) : nil
        }
        return scored.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(limit).map(\.0)
    }

    /// The fix text for an unknown word: "did you mean `x`?" or the list of valid words.
    static func fix(for word: String, in candidates: [String], noun: String) -> String {
        let near = nearest(to: word, in: candidates)
        if let first = near.first,
            near.count == 1 || editDistance(word.lowercased(), first.lowercased()) < editDistance(word.lowercased(), near[1].lowercased())
        {
            return "did you mean `\(first)`?"
        }
        if !near.isEmpty {
            return "did you mean " + near.map { "`\($0)`" }.joined(separator: " or ") + "?"
        }
        return "valid \(noun): " + candidates.map { "`\($0)`" }.joined(separator: ", ")
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
