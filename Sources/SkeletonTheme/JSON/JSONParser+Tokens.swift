extension JSONParser {
    // MARK: Trivia

    /// Skips whitespace and comments; an unterminated block comment is an error at its start.
    mutating func skipTrivia() throws(JSONSyntaxError) {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                let start = index
                index += 2
                while true {
                    guard index + 1 < bytes.count else {
                        throw JSONSyntaxError(
                            offset: start, message: "comment is never closed", fix: "end it with */")
                    }
                    if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                        index += 2
                        break
                    }
                    index += 1
                }
            default:
                return
            }
        }
    }

    /// The character at the cursor, quoted for messages ("end of file" past the end).
    func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte < 0x20 {
            return "control character U+00\(byte < 0x10 ? "0" : "")\(String(byte, radix: 16, uppercase: true))"
        }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "`" + String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self) + "`"
    }

    // MARK: Strings

    /// Parses a double-quoted string at the cursor, resolving escapes; the file is valid UTF-8.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        var scalars: [UInt8] = []
        while true {
            guard index < bytes.count else {
                throw JSONSyntaxError(offset: start, message: "string is never closed", fix: "add the closing \"")
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &scalars)
            case 0..<0x20:
                let message =
                    byte == UInt8(ascii: "\n")
                    ? "string is never closed on its line" : "control character in a string"
                throw JSONSyntaxError(
                    offset: byte == UInt8(ascii: "\n") ? start : index, message: message,
                    fix: "close the string with \" or write the character as an escape such as \\n")
            default:
                scalars.append(byte)
                index += 1
            }
        }
    }

    private mutating func parseEscape(into output: inout [UInt8]) throws(JSONSyntaxError) {
        let escapeStart = index
        index += 1
        guard index < bytes.count else {
            throw JSONSyntaxError(offset: escapeStart, message: "string is never closed", fix: "add the closing \"")
        }
        let simple: UInt8?
        switch bytes[index] {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            throw JSONSyntaxError(
                offset: escapeStart, message: "invalid escape \\\(describeCurrent().dropFirst().dropLast())",
                fix: "use one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
        if let simple {
            output.append(simple)
            index += 1
            return
        }
        index += 1
        var value = try parseHex4(escapeStart: escapeStart)
        if (0xD800...0xDBFF).contains(value) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else {
                throw JSONSyntaxError(
                    offset: escapeStart, message: "unpaired surrogate \\u\(String(value, radix: 16, uppercase: true))",
                    fix: "follow a high surrogate with a low one (\\uDC00…\\uDFFF)")
            }
            index += 2
            let low = try parseHex4(escapeStart: escapeStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw JSONSyntaxError(
                    offset: escapeStart, message: "unpaired surrogate \\u\(String(value, radix: 16, uppercase: true))",
                    fix: "follow a high surrogate with a low one (\\uDC00…\\uDFFF)")
            }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(value) {
            throw JSONSyntaxError(
                offset: escapeStart, message: "unpaired surrogate \\u\(String(value, radix: 16, uppercase: true))",
                fix: "a low surrogate must follow a high surrogate (\\uD800…\\uDBFF)")
        }
        // Surrogates are excluded above, so the scalar always exists.
        output.append(contentsOf: String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8)
    }

    private mutating func parseHex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                throw JSONSyntaxError(
                    offset: escapeStart, message: "\\u must be followed by four hex digits",
                    fix: "write the code point as \\u00E9")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: Numbers

    /// Parses a number with JSON's exact grammar; out-of-range literals are errors, not infinities.
    mutating func parseNumber() throws(JSONSyntaxError) -> JSONNode {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "I") || bytes[index] == UInt8(ascii: "N") {
            index = start + 1
            var node = try parseWord()
            node.offset = start
            return node
        }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw JSONSyntaxError(
                offset: start, message: "`-` must be followed by a digit", fix: "write a number such as -1")
        }
        if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
            throw JSONSyntaxError(
                offset: start, message: "numbers cannot have leading zeros", fix: "remove the leading 0")
        }
        skipDigits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw JSONSyntaxError(
                    offset: start, message: "a decimal point must be followed by digits",
                    fix: "write 1.0 rather than 1.")
            }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw JSONSyntaxError(
                    offset: start, message: "an exponent must have digits", fix: "write 1e3 rather than 1e")
            }
            skipDigits()
        }
        let length = index - start
        guard length <= limits.maxNumberLength else {
            throw JSONSyntaxError(
                offset: start,
                message: "number literal is \(length) characters long; the limit is \(limits.maxNumberLength)",
                fix: "write the number with fewer digits")
        }
        let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(literal), value.isFinite else {
            throw JSONSyntaxError(
                offset: start, message: "number \(literal) is out of range",
                fix: "use a number between -1e308 and 1e308")
        }
        return JSONNode(.number(value), offset: start)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
}
