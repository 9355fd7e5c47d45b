import SkeletonDocument

/// A strict JSON parser that also accepts `//` and `/* */` comments and trailing commas, records
/// the byte offset of every value and key, and enforces `JSONLimits` so no input crashes or hangs it.
package struct JSONParser: ~Copyable {
    /// The whole file (already checked to be UTF-8).
    let bytes: UnsafeBufferPointer<UInt8>
    /// The limits being enforced.
    let limits: JSONLimits
    /// The cursor: offset of the next unread byte.
    var index = 0
    private var depth = 0
    private var valueCount = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, limits: JSONLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    /// Parses a whole file: exactly one value, surrounded only by whitespace and comments.
    package static func parse(_ data: [UInt8], limits: JSONLimits = .standard) -> Result<JSONNode, JSONSyntaxError> {
        if data.count > limits.maxFileSize {
            return .failure(
                JSONSyntaxError(
                    offset: 0,
                    message: "file is \(data.count) bytes; the limit is \(limits.maxFileSize) bytes",
                    fix: "split the file or remove unused content"))
        }
        return data.withUnsafeBufferPointer { buffer in
            if let bad = UTF8Validator.firstInvalidOffset(in: buffer) {
                return .failure(
                    JSONSyntaxError(
                        offset: bad, message: "invalid UTF-8 byte 0x\(hex(buffer[bad]))",
                        fix: "save the file as UTF-8"))
            }
            var parser = JSONParser(bytes: buffer, limits: limits)
            do throws(JSONSyntaxError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    // MARK: Document

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        // A UTF-8 byte order mark is harmless; skip it rather than report it.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        try skipTrivia()
        guard index < bytes.count else {
            throw JSONSyntaxError(
                offset: index, message: "file is empty; expected a JSON object",
                fix: "start the file with `{` (see the minimal theme in Docs/themes.md)")
        }
        let root = try parseValue()
        try skipTrivia()
        if index < bytes.count {
            throw JSONSyntaxError(
                offset: index, message: "unexpected \(describeCurrent()) after the end of the top-level value",
                fix: "remove it, or wrap everything in one object or array")
        }
        return root
    }

    // MARK: Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
        valueCount += 1
        if valueCount > limits.maxValues {
            throw JSONSyntaxError(
                offset: index, message: "file has more than \(limits.maxValues) values",
                fix: "split the file into includes or remove repeated content")
        }
        let start = index
        guard index < bytes.count else {
            throw JSONSyntaxError(
                offset: index, message: "unexpected end of file; expected a value",
                fix: "complete the value or remove the dangling `,` or `:`")
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        case UInt8(ascii: "'"):
            throw JSONSyntaxError(
                offset: start, message: "strings must use double quotes", fix: "replace ' with \"")
        default: return try parseWord()
        }
    }

    /// Parses `true`, `false` or `null`; any other bare word is an error that says what to write.
    mutating func parseWord() throws(JSONSyntaxError) -> JSONNode {
        let start = index
        var end = index
        while end < bytes.count, isWordByte(bytes[end]), end - start < 32 { end += 1 }
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        index = end
        switch word {
        case "true": return JSONNode(.bool(true), offset: start)
        case "false": return JSONNode(.bool(false), offset: start)
        case "null": return JSONNode(.null, offset: start)
        case "NaN", "Infinity", "inf", "nan":
            throw JSONSyntaxError(
                offset: start, message: "`\(word)` is not a JSON number; numbers must be finite",
                fix: "write a finite number such as 0 or 1.5")
        case "":
            index = start
            throw JSONSyntaxError(
                offset: start, message: "unexpected \(describeCurrent()); expected a value",
                fix: "write a string, number, object, array, true, false or null")
        default:
            throw JSONSyntaxError(
                offset: start, message: "unexpected word `\(word)`; expected a value",
                fix: "put text in double quotes: \"\(word)\"")
        }
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
            return true
        default:
            return false
        }
    }

    private mutating func enter(_ start: Int) throws(JSONSyntaxError) {
        depth += 1
        if depth > limits.maxDepth {
            throw JSONSyntaxError(
                offset: start, message: "nesting deeper than \(limits.maxDepth) levels",
                fix: "flatten the structure; real themes need far fewer levels")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONNode {
        let start = index
        try enter(start)
        index += 1
        var members: [JSONMember] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else {
                throw JSONSyntaxError(
                    offset: start, message: "object is never closed", fix: "add the matching `}`")
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                break
            }
            let keyOffset = index
            let key = try parseKey()
            try skipTrivia()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw JSONSyntaxError(
                    offset: index, message: "expected `:` after the key \"\(key)\", found \(describeCurrent())",
                    fix: "write \"\(key)\": value")
            }
            index += 1
            try skipTrivia()
            let value = try parseValue()
            members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
            try skipTrivia()
            guard index < bytes.count else { continue }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] != UInt8(ascii: "}") {
                throw JSONSyntaxError(
                    offset: index, message: "expected `,` or `}` after a member, found \(describeCurrent())",
                    fix: "add a comma between members")
            }
        }
        depth -= 1
        return JSONNode(.object(members), offset: start)
    }

    private mutating func parseKey() throws(JSONSyntaxError) -> String {
        switch bytes[index] {
        case UInt8(ascii: "\""):
            return try parseString()
        case UInt8(ascii: ","):
            throw JSONSyntaxError(
                offset: index, message: "unexpected `,`; expected a key", fix: "remove the extra comma")
        default:
            let start = index
            var end = index
            while end < bytes.count, isWordByte(bytes[end]), end - start < 64 { end += 1 }
            if end > start {
                let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                throw JSONSyntaxError(
                    offset: start, message: "keys must be in double quotes", fix: "write \"\(word)\"")
            }
            throw JSONSyntaxError(
                offset: start, message: "unexpected \(describeCurrent()); expected a key in double quotes",
                fix: "write \"key\": value, or close the object with `}`")
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONNode {
        let start = index
        try enter(start)
        index += 1
        var elements: [JSONNode] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else {
                throw JSONSyntaxError(offset: start, message: "array is never closed", fix: "add the matching `]`")
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                break
            }
            if bytes[index] == UInt8(ascii: ",") {
                throw JSONSyntaxError(
                    offset: index, message: "unexpected `,`; expected a value", fix: "remove the extra comma")
            }
            elements.append(try parseValue())
            try skipTrivia()
            guard index < bytes.count else { continue }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] != UInt8(ascii: "]") {
                throw JSONSyntaxError(
                    offset: index, message: "expected `,` or `]` after an element, found \(describeCurrent())",
                    fix: "add a comma between elements")
            }
        }
        depth -= 1
        return JSONNode(.array(elements), offset: start)
    }
}

/// Why a file is not valid JSON-with-comments, where, and how to fix it.
package struct JSONSyntaxError: Error, Hashable, Sendable {
    /// Byte offset of the problem.
    package var offset: Int
    /// What is wrong.
    package var message: String
    /// How to fix it.
    package var fix: String

    /// Creates a syntax error.
    package init(offset: Int, message: String, fix: String) {
        self.offset = offset
        self.message = message
        self.fix = fix
    }
}

/// Hard limits that keep hostile files from exhausting the stack, memory or time.
package struct JSONLimits: Hashable, Sendable {
    /// Largest accepted file in bytes.
    package var maxFileSize: Int
    /// Deepest nesting of arrays and objects.
    package var maxDepth: Int
    /// Most values (of any type) in one file.
    package var maxValues: Int
    /// Longest number literal in characters (no real number needs more).
    package var maxNumberLength: Int

    /// Creates limits.
    package init(maxFileSize: Int, maxDepth: Int, maxValues: Int, maxNumberLength: Int) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxValues = maxValues
        self.maxNumberLength = maxNumberLength
    }

    /// The documented limits: 16 MiB, depth 256, 200,000 values, 64-character numbers.
    package static let standard = JSONLimits(
        maxFileSize: 16 * 1024 * 1024, maxDepth: 256, maxValues: 200_000, maxNumberLength: 64)
}
