import SkeletonCore

/// Glyph masks of text runs by run and scale, kept across frames: a glyph source renders each run
/// once while it is on screen, and a condensed run is condensed once.
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
        var mask = source?.mask(for: run, scale: scale)
        if run.widthScale != 1 { mask = mask?.condensed(by: run.widthScale) }
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

extension CoverageMask {
    /// The mask squeezed horizontally to `factor` (0 < factor < 1) of its width, each new column the
    /// mean coverage of the source span it stands for, so a condensed run keeps its ink and weight.
    func condensed(by factor: Double) -> CoverageMask {
        guard factor > 0, factor < 1, width > 0 else { return self }
        let newWidth = max(1, Int((Double(width) * factor).rounded(.up)))
        let span = 1 / factor
        var result = [UInt8](repeating: 0, count: newWidth * height)
        for column in 0..<newWidth {
            let start = Double(column) * span
            let end = min(start + span, Double(width))
            var source = Int(start)
            var weights: [(index: Int, weight: Double)] = []
            while source < width, Double(source) < end {
                let overlap = min(end, Double(source + 1)) - max(start, Double(source))
                if overlap > 0 { weights.append((source, overlap)) }
                source += 1
            }
            for row in 0..<height {
                let base = row * width
                var sum = 0.0
                for (index, weight) in weights { sum += Double(coverage[base + index]) * weight }
                result[row * newWidth + column] = UInt8(min(255, (sum * factor).rounded()))
            }
        }
        return CoverageMask(
            width: newWidth, height: height, offsetX: Int((Double(offsetX) * factor).rounded()), offsetY: offsetY,
            coverage: result)
    }
}
