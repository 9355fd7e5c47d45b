extension RGBA8 {
    /// Parses "#RRGGBB" or "#RRGGBBAA" (hex digits in either case); anything else gives nil so the
    /// theme loader can report the exact text it could not read.
    package init?(hex: String) {
        let utf8 = Array(hex.utf8)
        guard utf8.first == UInt8(ascii: "#"), utf8.count == 7 || utf8.count == 9 else { return nil }
        var bytes: [UInt8] = []
        var index = 1
        while index < utf8.count {
            guard let high = Self.hexDigitValue(utf8[index]),
                let low = Self.hexDigitValue(utf8[index + 1])
            else {
                return nil
            }
            bytes.append(high << 4 | low)
            index += 2
        }
        self.init(r: bytes[0], g: bytes[1], b: bytes[2], a: bytes.count == 4 ? bytes[3] : 255)
    }

    /// "#RRGGBB" in upper case, or "#RRGGBBAA" when the colour is not opaque (round-trips `init(hex:)`).
    package var hexString: String {
        var text = "#" + Self.hexByte(r) + Self.hexByte(g) + Self.hexByte(b)
        if a < 255 { text += Self.hexByte(a) }
        return text
    }

    /// The value of one ASCII hex digit, or nil for any other byte.
    private static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The upper-case hex digits, by value.
    private static let hexDigits = Array("0123456789ABCDEF")

    /// Two upper-case hex digits.
    private static func hexByte(_ value: UInt8) -> String {
        String(hexDigits[Int(value >> 4)]) + String(hexDigits[Int(value & 0xF)])
    }
}
