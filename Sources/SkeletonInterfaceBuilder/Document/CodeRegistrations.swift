import Foundation

/// The cell nibs an app registers in its Swift code, read line by line as a heuristic (no Swift
/// parser): in the files that declare or extend a class, the lines that call a `register…` method
/// on one of its properties and mention a nib, e.g. `tableView.register(UINib(nibName: "FeedCell",
/// bundle: nil), forCellReuseIdentifier: "FeedCell")` or `tableView.registerNib(NibName: FeedCell.className)`.
struct CodeRegistrations {
    /// One registering line: the names it gives (string literals and type names, in order).
    struct Registration: Equatable {
        /// Nib names, reuse identifiers and cell classes the line mentions, first to last.
        let names: [String]
        /// The Swift file.
        let file: String
        /// Its 1-based line.
        let line: Int
    }

    /// The Swift files searched.
    private let files: [String]
    /// File texts already read.
    private var texts: [String: String] = [:]

    /// Registrations found in `files`, read only when asked.
    init(files: [String]) {
        self.files = files
    }

    /// The registrations made on `property` in the code of `className`.
    mutating func registrations(of property: String, in className: String) -> [Registration] {
        let type = NSRegularExpression.escapedPattern(for: className)
        let receiver = NSRegularExpression.escapedPattern(for: property)
        guard let declaration = try? NSRegularExpression(pattern: "\\b(class|extension)\\s+\(type)\\b"),
            let call = try? NSRegularExpression(pattern: "\\b\(receiver)\\??\\s*\\.\\s*register\\w*\\s*\\(")
        else { return [] }
        var found: [Registration] = []
        for file in files {
            guard let text = text(of: file), text.contains(className), Self.matches(declaration, text) else { continue }
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(property) && line.lowercased().contains("nib") && Self.matches(call, String(line)) {
                let names = Self.names(in: String(line))
                if !names.isEmpty { found.append(Registration(names: names, file: file, line: index + 1)) }
            }
        }
        return found
    }

    /// String literals and type names (`FeedCell.self`, `FeedCell.className`) of a line, in order.
    static func names(in line: String) -> [String] {
        guard
            let pattern = try? NSRegularExpression(
                pattern: "\"([A-Za-z_][A-Za-z0-9_.-]*)\"|\\b([A-Z][A-Za-z0-9_]*)\\s*\\.\\s*[a-z]\\w*")
        else { return [] }
        let range = NSRange(line.startIndex..., in: line)
        return pattern.matches(in: line, range: range).compactMap { match in
            for group in 1...2 {
                if let found = Range(match.range(at: group), in: line) {
                    let name = String(line[found])
                    return ["UINib", "Bundle", "String", "UITableViewCell", "UICollectionViewCell"].contains(name)
                        ? nil : name
                }
            }
            return nil
        }
    }

    private mutating func text(of file: String) -> String? {
        if let known = texts[file] { return known }
        let text = ProjectFolder.text(of: file)
        texts[file] = text
        return text
    }

    private static func matches(_ expression: NSRegularExpression, _ text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
