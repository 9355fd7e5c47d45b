/// The line under the title of README.md and of every translation that links the seven versions of
/// the front page, as SkeletonView's README does: the page's own language as plain text.
enum LanguageLinks {
    /// Each language's name as the line shows it, and the file of the front page in it.
    static let versions: [(name: String, path: String)] = [
        ("English", "README.md"), ("Español", "Docs/i18n/README.es.md"), ("简体中文", "Docs/i18n/README.zh-Hans.md"),
        ("Português (Brasil)", "Docs/i18n/README.pt-BR.md"), ("한국어", "Docs/i18n/README.ko.md"),
        ("Français", "Docs/i18n/README.fr.md"), ("Deutsch", "Docs/i18n/README.de.md"),
    ]

    /// The line as a reader sees it, links shown as their text.
    static let plainText = versions.map(\.name).joined(separator: " | ")

    /// The line the version at `path` (relative to the repository root) must have: every other
    /// version linked relative to its folder, its own name plain.
    static func line(for path: String) -> String {
        versions.map { name, target in
            guard target != path else { return name }
            let relative =
                path == "README.md"
                ? target : target == "README.md" ? "../../README.md" : String(target.dropFirst("Docs/i18n/".count))
            return "[\(name)](\(relative))"
        }.joined(separator: " | ")
    }

    /// Whether `line` is a language links line: with its links shown as their text, exactly `plainText`.
    static func isLanguageLine(_ line: String) -> Bool {
        line.replacing(/\[([^\]]*)\]\([^)]*\)/) { String($0.1) } == plainText
    }
}
