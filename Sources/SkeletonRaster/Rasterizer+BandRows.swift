import SkeletonCore

extension Rasterizer {
    /// Draws band `band` of a frame of `count` commands onto `target` in one pass per row
    /// (`RowPixels`, `StoreRows`): each row's background, its shapes' anti-aliased ends and their
    /// interiors stored once, left to right, while the row is in the L1 cache, instead of the band
    /// filled and then each shape's rows blended over it. The band is over the frame's
    /// `background`, or, when `firstCovers` (the first command covers the band opaquely), over that
    /// command's colour. Only where that command is a solid fill and the band's other items are
    /// solid fills sharing no pixel (a skeleton's blocks); otherwise returns false having drawn
    /// nothing, and the band is drawn as usual.
    func drawBandInOnePass(
        _ count: Int, _ band: PixelRect, background: UInt32, firstCovers: Bool, onto target: Surface
    ) -> Bool {
        guard onePassBands, count > 0 else { return false }
        let under = firstCovers ? table.entries[0].solidFill.map { _ in table.entries[0].solidColor } : background
        guard let under else { return false }
        var items = BandItems()
        swap(&items, &bandItems)  // keeps the storage without an access to `self` per item
        defer { swap(&items, &bandItems) }
        let pixels = RowPixels(background: under, k: 256)
        guard listItems(0..<count, band, skippingFirst: firstCovers, pixels, into: &items) else { return false }
        bandsInOnePass += 1
        writeRows(items, band, pixels, StoreRows(), onto: target, under: target)
        return true
    }

    /// Composites band `band` of the group `range`, whose first command fills its layer with the
    /// opaque pixel `background`, at coverage `k` onto `target` over the image `under`, without a
    /// layer (`RowPixels`, `OverImage`): each row is read from the image and written to the frame
    /// once, the layer's pixels computed in registers. Only where the band's other items are solid
    /// fills that share no pixel (a skeleton's blocks over its background); otherwise returns false
    /// having drawn nothing, and the band goes through the layer.
    func dissolveWithoutLayer(
        _ range: Range<Int>, _ band: PixelRect, background: UInt32, _ k: UInt32, onto target: Surface, under: Surface
    ) -> Bool {
        assert(background >> 24 == 255, "a dissolve without a layer needs an opaque background")
        var items = BandItems()
        swap(&items, &bandItems)  // keeps the storage without an access to `self` per item
        defer { swap(&items, &bandItems) }
        let pixels = RowPixels(background: background, k: k)
        guard listItems(range, band, skippingFirst: true, pixels, into: &items) else { return false }
        bandsWithoutLayer += 1
        writeRows(items, band, pixels, OverImage(k: k, wide: usesWideComposite), onto: target, under: under)
        return true
    }

    /// Lists the items of `range` meeting `band` (but its first command when `skippingFirst`: the
    /// background `pixels` are over) in `items` with the records of their rows; false when one is
    /// not a solid fill or two share a pixel, which rows of records cannot write.
    private func listItems(
        _ range: Range<Int>, _ band: PixelRect, skippingFirst: Bool, _ pixels: RowPixels, into items: inout BandItems
    ) -> Bool {
        items.reset()
        let first = skippingFirst ? range.lowerBound : -1
        // First the loads each item's rows will need (its coverage and the first of its edge rows
        // in the band), item after item with nothing depending on them: a frame's pixels have pushed
        // those tables out of the caches, and item by item their misses would come one at a time.
        var eligible = true
        var loaded: UInt32 = 0
        forEachItem(range, meeting: band) { i in
            guard eligible, i != first else { return }
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
            guard i != first, let shape = table.entries[i].shape else { return }
            let entry = table.entries[i]
            // A transparent colour draws nothing (`paintSolid`): its pixels keep the background.
            let box = entry.bounds.intersection(band)
            guard entry.solidColor != 0, !box.isEmpty else { return }
            let whole = entry.bounds.x >= band.x && entry.bounds.maxX <= band.maxX
            coverage.withCoverage(entry.slot, of: shape) {
                $0.addBandItem(
                    color: entry.solidColor, columns: box.x..<box.maxX, rows: box.y..<box.maxY, whole: whole, pixels,
                    to: &items)
            }
        }
        return items.finish(rows: band.y..<band.maxY)
    }

    /// Writes the rows of `band` from `items`' records with `writer`, each row left to right onto
    /// `target` over the same row of `under`: the background's gaps, then each shape's row.
    private func writeRows<W: RowWriter>(
        _ items: BandItems, _ band: PixelRect, _ pixels: RowPixels, _ writer: W, onto target: Surface, under: Surface
    ) {
        items.items.withUnsafeBufferPointer { list in
            items.members.withUnsafeBufferPointer { members in
                items.records.withUnsafeBufferPointer { records in
                    items.vectors.withUnsafeBufferPointer { vectors in
                        items.pixels.withUnsafeBufferPointer { values in
                            var y = band.y
                            for run in items.runs {
                                for row in y..<run.end {
                                    let d = target.row(row)
                                    let b = UnsafePointer(under.row(row))
                                    writer.begin(d, band.x..<band.maxX, background: pixels.scaledBackground)
                                    var x = band.x
                                    for m in run.members {
                                        let item = list[members[m]]
                                        x = pixels.write(
                                            records[item.record(row)], into: d, under: b, from: x, vectors: vectors,
                                            pixels: values, writer)
                                    }
                                    if W.writesGaps, x < band.maxX {
                                        writer.run(d + x, band.maxX - x, pixels.scaledBackground, under: b + x)
                                    }
                                }
                                y = run.end
                            }
                        }
                    }
                }
            }
        }
    }
}
