import SkeletonCore

/// One problem found in a theme file: where it is, what is wrong, and how to fix it.
package struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Path of the file, as the loader was given it (or resolved from an include).
    package var file: String
    /// 1-based line.
    package var line: Int
    /// 1-based column, counted in characters.
    package var column: Int
    /// Whether the problem stops the theme from loading.
    package var severity: Severity
    /// What is wrong.
    package var message: String
    /// Where in the JSON structure, e.g. `layouts[0].root.children[2].font`; empty for the whole file.
    package var keyPath: String
    /// How to fix it.
    package var fix: String
    /// The layout it concerns, when it concerns one screen of a file (an Interface Builder scene's
    /// views); nil for the whole file. A command about one layout prints only its own and the file's.
    package var layout: String?

    /// Creates a diagnostic.
    package init(
        file: String, line: Int, column: Int, severity: Severity, message: String, keyPath: String, fix: String
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.keyPath = keyPath
        self.fix = fix
    }

    /// `file:line:column: error: message (at key.path) — fix`, the format editors and CI understand.
    package var description: String {
        var text = "\(file):\(line):\(column): \(severity.rawValue): \(message)"
        if !keyPath.isEmpty { text += " (at \(keyPath))" }
        if !fix.isEmpty { text += " — \(fix)" }
        return text
    }
}

extension Diagnostic {
    /// What makes two diagnostics the same problem wherever they are: the same severity, message and
    /// fix (a custom class several screens or files use).
    package var sameness: String { "\(severity)\u{0}\(message)\u{0}\(fix)" }

    /// How serious a problem is.
    package enum Severity: String, Hashable, Sendable {
        /// The theme cannot be used.
        case error
        /// The theme loads, but something is probably not what the author meant.
        case warning
        /// Neither: what the reader inferred, said so the user can check it (a cell paired from code).
        case note
    }
}

extension Sequence where Element == Diagnostic {
    /// Whether any of the diagnostics is an error (not a warning): a load that has one fails.
    package var hasErrors: Bool { contains { $0.severity == .error } }

    /// What a command about `layout` (nil: the whole file) shows: that layout's diagnostics and the
    /// file's, and a diagnostic several screens share (same severity, message and fix, such as a
    /// custom class) once, at its first place.
    package func shown(for layout: String?) -> [Diagnostic] {
        var seen: Set<String> = []
        return filter { diagnostic in
            (layout == nil || diagnostic.layout == nil || diagnostic.layout == layout)
                && seen.insert(diagnostic.sameness).inserted
        }
    }
}

/// What loading a theme produced.
package struct ThemeLoadResult: Sendable {
    /// The theme, or nil when any error was found.
    package var theme: Theme?
    /// Every problem found (errors and warnings), in file order of discovery.
    package var diagnostics: [Diagnostic]
    /// Every file read or referenced (theme, includes, images, font files): what hot reload watches.
    package var dependencies: [String]

    /// Creates a result.
    package init(theme: Theme?, diagnostics: [Diagnostic], dependencies: [String]) {
        self.theme = theme
        self.diagnostics = diagnostics
        self.dependencies = dependencies
    }
}
