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
