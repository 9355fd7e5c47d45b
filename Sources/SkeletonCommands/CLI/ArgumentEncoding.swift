/// Command-line arguments are read as UTF-8: one that is not (a file name in another encoding)
/// would be decoded with replacement characters and name a file that is not there, so it is
/// refused up front, saying so, instead of a misleading "no such file".
enum ArgumentEncoding {
    /// The error for the first argument of `raw` (each argument's bytes) that is not UTF-8; nil
    /// when all are.
    static func refusal(_ raw: [[UInt8]]) -> String? {
        guard let bad = raw.first(where: { String(validating: $0, as: UTF8.self) == nil }) else { return nil }
        let shown = bad.map { $0 < 0x80 && $0 >= 0x20 ? String(UnicodeScalar($0)) : "\\x" + hex($0) }.joined()
        return "the argument \(shown) is not UTF-8 (a file name in another encoding?): give its path in UTF-8, "
            + "for example through a symlink with a UTF-8 name"
    }

    /// Two upper-case hex digits.
    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
