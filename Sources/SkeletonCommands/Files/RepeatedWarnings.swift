import SkeletonDocument

/// Folds a warning that many files share when a command reads many files: a whole app's folder
/// whose app flags its views in code says "no view in this file is skeletonable" in each of its
/// 300 files, and a custom class used everywhere is "drawn as its UIKit base" in each file it is
/// in. The first `shownPlaces` places of each are printed as they come; the rest are counted and
/// summed up in one note at the end, so the warnings that differ are not lost in the repeats.
struct RepeatedWarnings {
    /// How many places of one warning are printed before the others are only counted: enough for
    /// an editor's problem matcher to jump to one and see it is not a one-off.
    static let shownPlaces = 3
    /// Whether every place is printed (`validate --all-warnings`).
    var showsAll = false
    /// How many places each warning was found at, by `Diagnostic.sameness`.
    private var places: [String: Int] = [:]
    /// Each warning at its first place, in the order found (the summary's order).
    private var firsts: [Diagnostic] = []

    /// Creates a folder; `showsAll` prints every place (nothing is folded).
    init(showsAll: Bool = false) {
        self.showsAll = showsAll
    }

    /// Whether `diagnostic` is printed: every error is, and each warning or note at its first
    /// `shownPlaces` places; the others are counted for `summary`.
    mutating func admits(_ diagnostic: Diagnostic) -> Bool {
        guard diagnostic.severity != .error, !showsAll else { return true }
        let key = diagnostic.sameness
        let count = places[key, default: 0] + 1
        places[key] = count
        if count == 1 { firsts.append(diagnostic) }
        return count <= Self.shownPlaces
    }

    /// One note per folded warning: how many more places have it and how to list them; empty when
    /// nothing was folded.
    var summary: [String] {
        firsts.compactMap { first in
            let more = places[first.sameness, default: 0] - Self.shownPlaces
            guard more > 0 else { return nil }
            return "note: \(more) more place\(more == 1 ? " has" : "s have") the \(first.severity.rawValue) "
                + "\"\(Self.headline(of: first.message))\" (first at \(first.file):\(first.line):\(first.column)); "
                + "`skeleton-preview validate --all-warnings PATH` lists every one"
        }
    }

    /// The message up to its first clause, so the note stays one readable line.
    private static func headline(of message: String) -> String {
        let clause = message.prefix { $0 != "," && $0 != ":" && $0 != ";" }
        return clause.count < message.count ? clause + "…" : message
    }
}
