import Foundation
import SkeletonDocument

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an Interface Builder file into `IBNode`s with Foundation's `XMLParser` (libxml2), within
/// budgets checked as it goes: a hostile file gets a located error, never a crash, a hang or a
/// network access (external entities are never resolved).
package enum IBXMLReader {
    /// The largest file read (real storyboards are well under 5 MB).
    package static let maximumBytes = 16 << 20
    /// The deepest element nesting accepted (real files stay under 40).
    package static let maximumDepth = 256
    /// The most elements accepted in one file (the largest collected storyboard has about 60 000).
    package static let maximumElements = 500_000

    /// Why a file could not be read.
    package struct Failure: Error, Equatable {
        /// 1-based line (1 when the problem is the whole file).
        package let line: Int
        /// 1-based column.
        package let column: Int
        /// What is wrong.
        package let message: String
        /// How to fix it.
        package let fix: String
    }

    /// The document element of `data`, or where and why it could not be read.
    package static func read(_ data: Data) -> Result<IBNode, Failure> {
        guard data.count <= maximumBytes else {
            return .failure(
                Failure(
                    line: 1, column: 1,
                    message: "file is \(data.count) bytes, over the \(maximumBytes >> 20) MiB limit",
                    fix: "Interface Builder files are far smaller; check that this is the right file"))
        }
        if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            // libxml2 reports nothing it can name for a file of no bytes at all.
            return .failure(
                Failure(
                    line: 1, column: 1, message: "the file is empty",
                    fix: "an Interface Builder file is XML that Xcode writes; check that this is the right file"))
        }
        if let doctype = data.range(of: Data("<!DOCTYPE".utf8)) {
            // IB never writes a DOCTYPE; refusing it outright rules out entity expansion of any kind.
            let line = data[..<doctype.lowerBound].filter { $0 == UInt8(ascii: "\n") }.count + 1
            return .failure(
                Failure(
                    line: line, column: 1, message: "a DOCTYPE declaration is not accepted in Interface Builder files",
                    fix: "Xcode never writes one; remove it (entities are not expanded)"))
        }
        let bytes = [UInt8](data)
        if let bad = bytes.withUnsafeBufferPointer(UTF8Validator.firstInvalidOffset) {
            // Xcode writes UTF-8 only, and swift-corelibs-foundation's XMLParser traps on an element
            // name that is not UTF-8, so a broken byte is refused before libxml2 sees it.
            let before = bytes[..<bad]
            let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let column = bytes[lineStart..<bad].filter { $0 & 0xC0 != 0x80 }.count + 1
            return .failure(
                Failure(
                    line: before.filter { $0 == UInt8(ascii: "\n") }.count + 1, column: column,
                    message: "invalid UTF-8 byte 0x\(String(bytes[bad], radix: 16, uppercase: true))",
                    fix: "Xcode saves Interface Builder files as UTF-8; open the file in Xcode and save it again"))
        }
        if let instruction = firstProcessingInstruction(in: bytes) {
            // Xcode writes only the `<?xml …?>` declaration, and swift-corelibs-foundation's
            // XMLParser crashes on an instruction without data (`<?a?>`): refused before parsing.
            let before = bytes[..<instruction]
            let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            return .failure(
                Failure(
                    line: before.filter { $0 == UInt8(ascii: "\n") }.count + 1,
                    column: bytes[lineStart..<instruction].filter { $0 & 0xC0 != 0x80 }.count + 1,
                    message: "a processing instruction `<?…?>` is not accepted in Interface Builder files",
                    fix: "Xcode writes only the `<?xml …?>` declaration on the first line; remove it"))
        }
        let builder = TreeBuilder(positions: TagPositions(bytes))
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        builder.parser = parser
        let parsed = parser.parse()
        if let failure = builder.failure { return .failure(failure) }
        guard parsed, let root = builder.root else {
            // The parser's own position when it found the first error: by the end of the parse it
            // points at the end of the file, whatever was broken.
            let error = builder.firstError ?? (parser.lineNumber, parser.columnNumber, parser.parserError)
            return .failure(
                Failure(
                    line: max(1, error.line), column: max(1, error.column),
                    message: "malformed XML: " + Self.words(for: error.error),
                    fix: "fix it there"
                        + (Self.isAboutAnAttribute(error.error)
                            ? " (Xcode writes every attribute as name=\"value\")" : "")
                        + ", or open the file in Xcode and save it again"))
        }
        return .success(root)
    }

    /// What a libxml2 error means, in words (XMLParser gives only a domain and a number).
    static func words(for error: (any Error)?) -> String {
        guard let error else { return "not well-formed XML" }
        let code = (error as NSError).code
        // libxml2's own numbers (xmlerror.h), which XMLParser passes on as the error's code.
        let known: [Int: String] = [
            4: "the file holds no XML element (it does not start with `<`)",
            5: "the file ends before every element is closed",
            23: "an `&` reference is not ended by `;`", 26: "an `&name;` reference names no XML entity",
            34: "a quoted value is not closed", 38: "an attribute's value holds a `<` (a quote is missing before it?)",
            39: "an attribute's value does not start with a quote (write name=\"value\")",
            40: "an attribute's value is not closed by its quote",
            41: "an attribute has no value (write name=\"value\")",
            42: "an attribute is given twice in one element", 44: "a quoted value is not closed",
            65: "a space is missing between attributes", 68: "a name is missing after `<`",
            72: "the document does not start with an element", 73: "a tag is not closed by `>`",
            76: "a closing tag does not match the element it closes", 77: "an element is not closed",
            86: "there is content after the document's last element",
        ]
        return known[code] ?? "not well-formed XML (libxml2 error \(code))"
    }

    /// Whether libxml2's `error` is about how an attribute is written (its quotes, its value, the
    /// space before it), where the way Xcode writes attributes shows the fix.
    private static func isAboutAnAttribute(_ error: (any Error)?) -> Bool {
        guard let error else { return false }
        return [34, 38, 39, 40, 41, 44, 65].contains((error as NSError).code)
    }

    /// Where the first `<?` that is not the XML declaration at the very start (after a BOM) begins.
    private static func firstProcessingInstruction(in bytes: [UInt8]) -> Int? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let declaration = Array("<?xml".utf8)
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") {
                let isDeclaration =
                    index == start && bytes[index...].starts(with: declaration)
                    && (index + 5 < bytes.count && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index + 5]))
                if !isDeclaration { return index }
            }
            index += 1
        }
        return nil
    }

    /// Collects elements into nodes, aborting the parse when a budget is exceeded.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        /// Open elements: name, attributes, children so far, text, line, column.
        private var stack: [(String, [String: String], [IBNode], String, Int, Int)] = []
        /// Elements seen so far.
        private var count = 0
        /// The finished document element.
        var root: IBNode?
        /// A budget that stopped the parse.
        var failure: Failure?
        /// Where the parser found its first syntax error, and the error.
        var firstError: (line: Int, column: Int, error: (any Error)?)?
        /// The parser, for positions.
        weak var parser: XMLParser?
        /// Where tags start.
        var positions: TagPositions

        init(positions: TagPositions) {
            self.positions = positions
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            count += 1
            let (line, column) = positions.tagStart(line: parser.lineNumber, column: parser.columnNumber)
            if stack.count >= IBXMLReader.maximumDepth {
                stop(parser, line, column, "elements nest deeper than \(IBXMLReader.maximumDepth) levels")
                return
            }
            if count > IBXMLReader.maximumElements {
                stop(parser, line, column, "more than \(IBXMLReader.maximumElements) elements")
                return
            }
            stack.append((elementName, attributes, [], "", max(1, line), max(1, column)))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty, ["string", "mutableString"].contains(stack[stack.count - 1].0) else { return }
            stack[stack.count - 1].3 += string
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            guard let (name, attributes, children, text, line, column) = stack.popLast() else { return }
            let node = IBNode(
                name: name, attributes: attributes, children: children, text: text, line: line, column: column)
            if stack.isEmpty {
                root = node
            } else {
                stack[stack.count - 1].2.append(node)
            }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            if firstError == nil { firstError = (parser.lineNumber, parser.columnNumber, parseError) }
        }

        private func stop(_ parser: XMLParser, _ line: Int, _ column: Int, _ what: String) {
            failure = Failure(
                line: max(1, line), column: max(1, column), message: "the file has \(what), over the reader's limit",
                fix: "Interface Builder files stay far below it; check that this is the right file")
            parser.abortParsing()
        }
    }
}

/// One element of an Interface Builder file: its name, attributes and children, and where it
/// starts in the file (for located diagnostics).
package final class IBNode: Sendable {
    /// The element name (`label`, `rect`, `color`, …).
    package let name: String
    /// The attributes as written.
    package let attributes: [String: String]
    /// Child elements in file order.
    package let children: [IBNode]
    /// Text content (only `<string>` and `<mutableString>` elements carry any that matters).
    package let text: String
    /// 1-based line of the start tag.
    package let line: Int
    /// 1-based column of the start tag.
    package let column: Int

    /// Creates a node.
    package init(
        name: String, attributes: [String: String], children: [IBNode], text: String, line: Int, column: Int
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
        self.column = column
    }

    /// The attribute `name`, or nil.
    package subscript(_ name: String) -> String? { attributes[name] }

    /// The first child element named `name` whose `key` attribute is `key` (any key when nil).
    package func child(_ name: String, key: String? = nil) -> IBNode? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// The children named `name`.
    package func children(named name: String) -> [IBNode] {
        children.filter { $0.name == name }
    }

    /// A number attribute, or nil when absent or not a finite number.
    package func number(_ name: String) -> Double? {
        guard let text = attributes[name], let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// A boolean attribute as IB writes it (`YES`/`NO`).
    package func flag(_ name: String) -> Bool {
        attributes[name] == "YES"
    }
}

/// Turns the parser's position (just past a start tag, in bytes) into where the tag starts: the
/// line and the column of its `<`, columns counted in characters, as editors show them. Tags come
/// in file order, so characters are counted on from the previous tag: linear in the file's size
/// even when the whole file is one line.
struct TagPositions {
    /// The previous answer: its byte offset, line index and character column.
    private var last: (offset: Int, line: Int, column: Int) = (0, 0, 1)
    /// The file's bytes.
    private let bytes: [UInt8]
    /// The byte offset where each line starts.
    private let lineStarts: [Int]

    /// Indexes the lines of `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The 1-based line and character column of the `<` before the 1-based `line` and byte `column`.
    mutating func tagStart(line: Int, column: Int) -> (line: Int, column: Int) {
        guard !bytes.isEmpty, line >= 1, line <= lineStarts.count else { return (max(1, line), max(1, column)) }
        var offset = min(bytes.count - 1, lineStarts[line - 1] + max(0, column - 1))
        while offset > 0 && bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
        var low = 0
        var high = lineStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle }
        }
        // UTF-8 continuation bytes belong to the character before them.
        let resume = last.line == low && last.offset <= offset
        let from = resume ? last.offset : lineStarts[low]
        var column = resume ? last.column : 1
        for byte in bytes[from..<offset] where byte & 0xC0 != 0x80 { column += 1 }
        last = (offset, low, column)
        return (low + 1, column)
    }
}
