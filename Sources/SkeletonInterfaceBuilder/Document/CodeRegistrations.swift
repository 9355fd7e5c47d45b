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
    /// Class name → the files that declare or extend it, in file order; every file is read and
    /// scanned once, on the first question, since a storyboard asks about each of its lists.
    private var declaringFiles: [String: [String]]?
    /// File → its lines that call a `register…` method and mention a nib, with their 1-based
    /// numbers: the only lines a question about any list needs.
    private var registeringLines: [String: [(number: Int, text: String)]] = [:]

    /// Registrations found in `files`, read only when asked.
    init(files: [String]) {
        self.files = files
    }

    /// The registrations made on `property` in the code of `className`.
    mutating func registrations(of property: String, in className: String) -> [Registration] {
        let receiver = NSRegularExpression.escapedPattern(for: property)
        guard let call = try? NSRegularExpression(pattern: "\\b\(receiver)\\??\\s*\\.\\s*register\\w*\\s*\\(")
        else { return [] }
        var found: [Registration] = []
        for file in files(declaring: className) {
            for line in registeringLines[file] ?? [] where line.text.contains(property) && Self.matches(call, line.text)
            {
                let names = Self.names(in: line.text)
                if !names.isEmpty { found.append(Registration(names: names, file: file, line: line.number)) }
            }
        }
        return found
    }

    /// The files that declare or extend `className` (`class FeedViewController`, `final class …`,
    /// `extension FeedViewController: …`).
    private mutating func files(declaring className: String) -> [String] {
        if let known = declaringFiles { return known[className] ?? [] }
        var index: [String: [String]] = [:]
        if let declaration = try? NSRegularExpression(pattern: "\\b(?:class|extension)\\s+([A-Za-z_][A-Za-z0-9_]*)") {
            for file in files {
                guard let text = ProjectFolder.text(of: file) else { continue }
                registeringLines[file] = Self.registeringLines(of: text)
                let range = NSRange(text.startIndex..., in: text)
                var names: Set<String> = []
                for match in declaration.matches(in: text, range: range) {
                    if let name = Range(match.range(at: 1), in: text) { names.insert(String(text[name])) }
                }
                for name in names { index[name, default: []].append(file) }
            }
        }
        declaringFiles = index
        return index[className] ?? []
    }

    /// The lines of `text` that call a `register…` method and mention a nib, with their numbers.
    /// The bytes are searched first (`egister` for register and Register): Foundation's
    /// case-insensitive search on every line of every Swift file of a large app costs seconds.
    private static func registeringLines(of text: String) -> [(number: Int, text: String)] {
        guard mentionsRegister(text) else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            guard mentionsRegister(line) else { return nil }
            let lower = line.lowercased()
            return lower.contains("register") && lower.contains("nib") ? (index + 1, String(line)) : nil
        }
    }

    /// Whether `text` holds `egister`, by a byte search (true when its bytes are not contiguous,
    /// so the slower check after it decides).
    private static func mentionsRegister(_ text: some StringProtocol) -> Bool {
        let needle: [UInt8] = Array("egister".utf8)
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.count >= needle.count else { return false }
            for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
                if needle.indices.allSatisfy({ bytes[start + $0] == needle[$0] }) { return true }
            }
            return false
        } ?? true
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

    private static func matches(_ expression: NSRegularExpression, _ text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
