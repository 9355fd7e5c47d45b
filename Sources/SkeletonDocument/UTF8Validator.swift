/// Finds the first byte that breaks UTF-8, so the parser can reject the file with a position
/// instead of silently replacing characters.
package enum UTF8Validator {
    /// Offset of the first invalid byte, or nil when every byte sequence is well-formed UTF-8.
    package static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, lower) = (3, 0xA0)
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: (length, upper) = (3, 0x9F)
            case 0xF0: (length, lower) = (4, 0x90)
            case 0xF1...0xF3: length = 4
            case 0xF4: (length, upper) = (4, 0x8F)
            default: return index
            }
            guard index + length <= count else { return index }
            // Only the second byte has a narrowed range (overlongs, surrogates, > U+10FFFF).
            let second = bytes[index + 1]
            guard second >= lower, second <= upper else { return index }
            for continuation in 2..<length where bytes[index + continuation] & 0xC0 != 0x80 {
                return index
            }
            index += length
        }
        return nil
    }
}
