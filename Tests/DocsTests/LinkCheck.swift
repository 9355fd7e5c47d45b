import Foundation

/// Finds the links of a page that lead nowhere: a relative file that does not exist, or an
/// `#anchor` no heading of its Markdown page makes. URLs (`https:`, `mailto:`) are not followed.
struct LinkCheck {
    /// The repository root the pages' paths are relative to.
    let root: String

    /// One line per broken link, `path:line: what is wrong`.
    func problems(of page: MarkdownPage) -> [String] {
        page.links.compactMap { link in
            guard link.target.firstMatch(of: /^[a-z][a-z0-9+.-]*:/) == nil else { return nil }
            let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let file = parts[0].isEmpty ? page.path : Self.resolve(String(parts[0]), from: page.path)
            guard FileManager.default.fileExists(atPath: root + "/" + file) else {
                return "\(page.path):\(link.line): \(link.target) names \(file), which does not exist"
            }
            guard parts.count == 2, file.hasSuffix(".md") else { return nil }
            let anchor = String(parts[1])
            let anchors = (try? MarkdownPage(path: file, root: root).anchors) ?? []
            guard anchors.contains(anchor) else {
                return "\(page.path):\(link.line): \(link.target): no heading of \(file) makes the anchor #\(anchor)"
            }
            return nil
        }
    }

    /// `target` relative to the folder of `page`, as a path relative to the root (`../` and `./` folded).
    static func resolve(_ target: String, from page: String) -> String {
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for component in target.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() } else { parts.append("..") }
            default: parts.append(String(component))
            }
        }
        return parts.joined(separator: "/")
    }
}
