/// GIF's variable-length LZW compression of palette indices (GIF89a appendix F), LSB-first codes.
enum LZWEncoder {
    /// The compressed bytes (not yet split into sub-blocks) of `indices` with `minimumCodeSize` bits
    /// per raw symbol (2…8).
    static func encode(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clearCode = 1 << minimumCodeSize
        let endCode = clearCode + 1
        var writer = BitWriter()
        var codeSize = minimumCodeSize + 1
        var nextCode = endCode + 1
        // (prefix code << 8 | byte) → code; reset on every clear code.
        var table: [Int: Int] = [:]
        table.reserveCapacity(4096)
        writer.write(clearCode, bits: codeSize)
        guard var prefix = indices.first.map(Int.init) else {
            writer.write(endCode, bits: codeSize)
            return writer.bytes()
        }
        for symbol in indices.dropFirst() {
            let key = prefix << 8 | Int(symbol)
            if let code = table[key] {
                prefix = code
                continue
            }
            writer.write(prefix, bits: codeSize)
            if nextCode < 4096 {
                table[key] = nextCode
                // The decoder widens one code later than it adds the entry, so widen when the
                // code just assigned needs the extra bit.
                if nextCode == 1 << codeSize && codeSize < 12 { codeSize += 1 }
                nextCode += 1
            } else {
                writer.write(clearCode, bits: codeSize)
                table.removeAll(keepingCapacity: true)
                codeSize = minimumCodeSize + 1
                nextCode = endCode + 1
            }
            prefix = Int(symbol)
        }
        writer.write(prefix, bits: codeSize)
        writer.write(endCode, bits: codeSize)
        return writer.bytes()
    }
}

/// Packs codes least-significant bit first, as GIF requires.
private struct BitWriter {
    private var output: [UInt8] = []
    private var buffer = 0
    private var count = 0

    /// Appends the low `bits` bits of `code`.
    mutating func write(_ code: Int, bits: Int) {
        buffer |= code << count
        count += bits
        while count >= 8 {
            output.append(UInt8(buffer & 0xFF))
            buffer >>= 8
            count -= 8
        }
    }

    /// The bytes written, the last one padded with zero bits.
    func bytes() -> [UInt8] {
        count > 0 ? output + [UInt8(buffer & 0xFF)] : output
    }
}
