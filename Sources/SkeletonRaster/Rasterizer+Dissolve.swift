import SkeletonCore

extension Rasterizer {
    /// Composites band `band` of the group `range`, whose first command fills its layer with the
    /// opaque pixel `background`, at coverage `k` onto `target` over the image `under`, without a
    /// layer (`DissolveBlend`): each row is read from the image and written to the frame once, the
    /// layer's pixels computed in registers. Only where the band's other items are solid fills that
    /// share no pixel (a skeleton's blocks over its background); otherwise returns false having
    /// drawn nothing, and the band goes through the layer.
    func dissolveWithoutLayer(
        _ range: Range<Int>, _ band: PixelRect, background: UInt32, _ k: UInt32, onto target: Surface, under: Surface
    ) -> Bool {
        var items = BandItems()
        swap(&items, &bandItems)  // keeps the storage without an access to `self` per item
        defer { swap(&items, &bandItems) }
        items.reset()
        let blend = DissolveBlend(background: background, k: k, wide: usesWideComposite)
        // First the loads each item's rows will need (its coverage and the first of its edge rows
        // in the band), item after item with nothing depending on them: a frame's pixels have pushed
        // those tables out of the caches, and item by item their misses would come one at a time.
        var eligible = true
        var loaded: UInt32 = 0
        forEachItem(range, meeting: band) { i in
            guard eligible, i != range.lowerBound else { return }
            guard table.entries[i].kind == .draw, table.entries[i].solidFill != nil, let shape = table.entries[i].shape
            else {
                eligible = false
                return
            }
            let rows = table.entries[i].bounds.intersection(band)
            loaded &+= coverage.withCoverage(table.entries[i].slot, of: shape) {
                $0.firstEdgeBytes(in: rows.y..<rows.maxY)
            }
        }
        guard eligible else { return false }
        items.loaded = loaded
        forEachItem(range, meeting: band) { i in
            guard i != range.lowerBound, let shape = table.entries[i].shape else { return }
            let entry = table.entries[i]
            // A transparent colour draws nothing (`paintSolid`): its pixels keep the background.
            let box = entry.bounds.intersection(band)
            guard entry.solidColor != 0, !box.isEmpty else { return }
            let whole = entry.bounds.x >= band.x && entry.bounds.maxX <= band.maxX
            coverage.withCoverage(entry.slot, of: shape) {
                $0.addDissolveItem(
                    color: entry.solidColor, columns: box.x..<box.maxX, rows: box.y..<box.maxY, whole: whole, blend,
                    to: &items)
            }
        }
        guard items.finish(rows: band.y..<band.maxY) else { return false }
        bandsWithoutLayer += 1
        items.composite(rows: band.y..<band.maxY, columns: band.x..<band.maxX, blend, onto: target, under: under)
        return true
    }
}
