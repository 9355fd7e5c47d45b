import SkeletonCore

/// Glyph masks of text runs by run and scale, kept across frames: a glyph source renders each run
/// once while it is on screen.
final class GlyphMaskCache {
    /// Runs kept before stale ones are dropped.
    static let capacity = 2048

    /// What a glyph mask depends on.
    private struct Key: Hashable {
        /// The run.
        var run: TextRun
        /// Device pixels per point.
        var scale: Double
    }

    /// Masks (nil: the source could not draw the run) with the frame that last used them.
    private var entries: [Key: (mask: CoverageMask?, lastUse: Int)] = [:]

    /// The mask of `run` at `scale`, from the cache or from `source`, marked as used by `frame`.
    func mask(for run: TextRun, scale: Double, from source: (any GlyphSource)?, frame: Int) -> CoverageMask? {
        let key = Key(run: run, scale: scale)
        if let hit = entries[key] {
            entries[key]?.lastUse = frame
            return hit.mask
        }
        let mask = source?.mask(for: run, scale: scale)
        entries[key] = (mask, frame)
        return mask
    }

    /// Forgets every mask (the fonts behind them changed).
    func removeAll() {
        entries.removeAll()
    }

    /// Drops the masks last used before frame `stale` once more than `capacity` are kept.
    func evict(before stale: Int) {
        if entries.count > Self.capacity { entries = entries.filter { $0.value.lastUse >= stale } }
    }
}
