import Foundation

/// One Markdown file of the manual, read for what the docs tests check: its fenced code blocks, the
/// anchors its headings make and the links it holds.
struct MarkdownPage: Sendable {
    /// A fenced code block.
    struct CodeBlock: Equatable, Sendable {
        /// The fence's info string (`sh runnable` for `` ```sh runnable ``).
        let info: String
        /// The 1-based line of the opening fence.
        let line: Int
        /// The lines between the fences, joined with newlines.
        let text: String

        /// Whether the docs test runs it: the info string is exactly `sh runnable` (Docs/testing.md).
        var isRunnable: Bool { info == "sh runnable" }
    }

    /// A link or image target outside code.
    struct Link: Equatable, Sendable {
        /// The 1-based line it is on.
        let line: Int
        /// What is between the parentheses: a path, a `#anchor`, both, or a URL.
        let target: String
    }

    /// A heading line.
    struct Heading: Equatable, Sendable {
        /// 1 for `#`, up to 6 for `######`.
        let level: Int
        /// The 1-based line it is on.
        let line: Int
        /// The whole line, `#`s included, as failures quote it.
        let text: String
        /// The `#anchor` a link to it uses.
        let anchor: String
    }

    /// The path relative to the repository root (`Docs/ci.md`), as failures name it.
    let path: String
    /// The file's lines.
    let lines: [String]

    /// The page `text` as the file at `path` (relative to the repository root).
    init(path: String, text: String) {
        self.path = path
        lines = text.components(separatedBy: "\n")
    }

    /// Reads the file at `path` relative to the repository root `root`.
    init(path: String, root: String) throws {
        self.init(path: path, text: try String(contentsOfFile: root + "/" + path, encoding: .utf8))
    }

    /// Every fenced block, in order; an unclosed fence runs to the end of the file, as GitHub shows it.
    var codeBlocks: [CodeBlock] {
        var blocks: [CodeBlock] = []
        var open: (info: String, line: Int, body: [String])?
        for (index, line) in lines.enumerated() {
            if let current = open {
                if line.hasPrefix("```") {
                    blocks.append(
                        CodeBlock(info: current.info, line: current.line, text: current.body.joined(separator: "\n")))
                    open = nil
                } else {
                    open?.body.append(line)
                }
            } else if line.hasPrefix("```") {
                let info = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
                open = (info, index + 1, [])
            }
        }
        if let current = open {
            blocks.append(CodeBlock(info: current.info, line: current.line, text: current.body.joined(separator: "\n")))
        }
        return blocks
    }

    /// The lines outside fenced blocks, with their 1-based numbers.
    var proseLines: [(number: Int, text: String)] {
        var inFence = false
        var prose: [(number: Int, text: String)] = []
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("```") {
                inFence.toggle()
            } else if !inFence {
                prose.append((number: index + 1, text: line))
            }
        }
        return prose
    }

    /// Every heading outside fenced blocks, in order, with the anchor GitHub gives it: a repeated
    /// one numbered `-1`, `-2`, … as GitHub numbers them.
    var headings: [Heading] {
        var seen: [String: Int] = [:]
        return proseLines.compactMap { number, line in
            guard let match = line.firstMatch(of: /^(#{1,6}) +(.+)$/) else { return nil }
            let slug = Self.slug(String(match.2))
            let count = seen[slug].map { $0 + 1 } ?? 0
            seen[slug] = count
            return Heading(
                level: match.1.count, line: number, text: line, anchor: count == 0 ? slug : "\(slug)-\(count)")
        }
    }

    /// The anchors the headings make.
    var anchors: Set<String> { Set(headings.map(\.anchor)) }

    /// Every `[text](target)` and `![alt](target)` target outside fenced blocks and inline code.
    var links: [Link] {
        proseLines.flatMap { number, text in
            text.replacing(/`[^`]*`/, with: "").matches(of: /\]\(([^)\s]+)\)/).map {
                Link(line: number, target: String($0.1))
            }
        }
    }

    /// GitHub's anchor for a heading: lower case, everything but letters, digits, `-`, `_` and
    /// spaces dropped, spaces as `-`.
    static func slug(_ heading: String) -> String {
        String(
            heading.trimmingCharacters(in: .whitespaces).lowercased().unicodeScalars.compactMap { scalar in
                if scalar == " " { return "-" }
                let kept =
                    CharacterSet.letters.contains(scalar) || CharacterSet.decimalDigits.contains(scalar)
                    || scalar == "-" || scalar == "_"
                return kept ? Character(scalar) : nil
            })
    }
}
