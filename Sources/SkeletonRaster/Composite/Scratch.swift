/// The scratch memory of one rasterizer: rows and layers every draw reuses, their contents
/// meaningless between draws. Each grows to the largest size asked for and is kept, so steady
/// frames allocate nothing.
final class Scratch {
    /// Room for one row of the widest framebuffer, with the 8 pixels of a vector past its end.
    static let rowCapacity = Framebuffer.maxDimension + 8

    /// One row of colours (gradients, images).
    let colorRow = ScratchBuffer<UInt32>(capacity: rowCapacity)
    /// One row of coverage × clip mask.
    let coverageRow = ScratchBuffer<UInt16>(capacity: rowCapacity)
    /// Image source column per device column.
    let columnIndex = ScratchBuffer<Int32>(capacity: rowCapacity)
    /// Image column weights, or one row of glyph coverage.
    let columnWeight = ScratchBuffer<UInt16>(capacity: rowCapacity)
    /// Group layer bands, by nesting depth.
    private var layers: [ScratchBuffer<UInt32>] = []
    /// Rounded-clip masks, by nesting depth.
    private var masks: [ScratchBuffer<UInt16>] = []

    /// Room for `count` pixels of a group layer at nesting `depth` (a group inside it uses the next depth).
    func layer(depth: Int, count: Int) -> UnsafeMutablePointer<UInt32> {
        while layers.count <= depth { layers.append(ScratchBuffer(capacity: 1)) }
        return layers[depth].reserve(count)
    }

    /// Room for `count` coverages of a rounded-clip mask at nesting `depth`.
    func mask(depth: Int, count: Int) -> UnsafeMutablePointer<UInt16> {
        while masks.count <= depth { masks.append(ScratchBuffer(capacity: 1)) }
        return masks[depth].reserve(count)
    }
}

/// A growable block of memory reused from frame to frame, so drawing allocates only when a frame
/// needs more room than any frame before it.
final class ScratchBuffer<Element> {
    /// Start of the storage (valid for `capacity` elements).
    private(set) var base: UnsafeMutablePointer<Element>
    /// Elements available.
    private(set) var capacity: Int

    /// Creates a buffer with room for `capacity` elements.
    init(capacity: Int) {
        self.capacity = max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    /// Makes room for at least `count` elements (contents are not kept) and returns the storage.
    func reserve(_ count: Int) -> UnsafeMutablePointer<Element> {
        if count > capacity {
            base.deallocate()
            capacity = count
            base = .allocate(capacity: count)
        }
        return base
    }

    deinit { base.deallocate() }
}
