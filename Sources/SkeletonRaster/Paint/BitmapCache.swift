/// Decoded bitmaps by image name, kept across frames, with what drawing them needs to know.
final class BitmapCache {
    /// Bitmaps kept before stale ones are dropped.
    static let capacity = 64

    /// A decoded bitmap and whether it is opaque.
    struct Entry {
        /// The bitmap (nil when missing or malformed).
        var bitmap: Bitmap?
        /// True when every pixel is opaque.
        var isOpaque: Bool
        /// The last frame that used it.
        var lastUse: Int
    }

    /// The entries by image name.
    private var entries: [String: Entry] = [:]

    /// The entry for `name`, loaded from `source` on first use (a bitmap smaller than its size says
    /// counts as missing), marked as used by `frame`.
    func entry(named name: String, from source: (any ImageSource)?, frame: Int) -> Entry {
        if var entry = entries[name] {
            entry.lastUse = frame
            entries[name] = entry
            return entry
        }
        let bitmap = source?.bitmap(named: name).flatMap { b in
            b.width > 0 && b.height > 0 && b.pixels.count >= b.width * b.height ? b : nil
        }
        let entry = Entry(
            bitmap: bitmap, isOpaque: bitmap?.pixels.allSatisfy { $0 >> 24 == 255 } ?? false, lastUse: frame)
        entries[name] = entry
        return entry
    }

    /// The entry for `name` if it was loaded before (nothing is loaded).
    func loaded(_ name: String) -> Entry? {
        entries[name]
    }

    /// Marks the entry for `name` as used by `frame`.
    func markUsed(_ name: String, frame: Int) {
        entries[name]?.lastUse = frame
    }

    /// Forgets every bitmap (the files behind them changed).
    func removeAll() {
        entries.removeAll()
    }

    /// Drops the bitmaps last used before frame `stale` once more than `capacity` are kept.
    func evict(before stale: Int) {
        if entries.count > Self.capacity { entries = entries.filter { $0.value.lastUse >= stale } }
    }
}
