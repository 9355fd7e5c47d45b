/// A hash of text that is the same on every run and machine (Swift's `Hasher` is seeded per
/// process): FNV-1a over the UTF-8 bytes, as 16 hex digits.
package enum StableHash {
    /// The 64-bit FNV-1a hash of `text`, as 16 lowercase hex digits.
    package static func hex(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
