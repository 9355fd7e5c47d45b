/// The colours of one row of a shape: a constant, or a pointer indexed by device column.
struct RowSource {
    /// The paint (ignored when `image` is set).
    let paint: ResolvedPaint
    /// The gradient table of the paint, if it is a gradient.
    let table: UnsafePointer<UInt32>?
    /// Scratch row with one entry per clip column; `scratch[0]` is column `clipX`.
    let scratch: UnsafeMutablePointer<UInt32>
    /// The clip's first column.
    let clipX: Int
    /// Image colours instead of the paint.
    let image: ImageSampler?
    /// True when every colour is opaque.
    let isOpaque: Bool
    private var horizontalDone = false

    /// Colours from a paint.
    init(paint: ResolvedPaint, table: UnsafePointer<UInt32>?, scratch: UnsafeMutablePointer<UInt32>, clipX: Int) {
        self.paint = paint
        self.table = table
        self.scratch = scratch
        self.clipX = clipX
        image = nil
        isOpaque = paint.isOpaque
    }

    /// Colours from an image.
    init(image: ImageSampler, scratch: UnsafeMutablePointer<UInt32>, clipX: Int) {
        paint = ResolvedPaint(color: 0)
        table = nil
        self.scratch = scratch
        self.clipX = clipX
        self.image = image
        isOpaque = image.isOpaque
    }

    /// The colour of row `y` or the colours of its columns x0..<x1 (pointer indexed by device column),
    /// which lie within the `Scratch.rowCapacity` columns of the scratch row from `clipX`.
    @inline(__always) mutating func colors(_ y: Int, _ x0: Int, _ x1: Int) -> (UInt32, UnsafePointer<UInt32>?) {
        assert(x0 >= clipX && x1 - clipX <= Scratch.rowCapacity, "columns \(x0)..<\(x1) outside the scratch row")
        let row = scratch - clipX
        if let image { return (0, image.row(y, x0, x1, into: row)) }
        switch paint.kind {
        case .solid:
            return (paint.color, nil)
        case .vertical:
            guard let table else { return (0, nil) }
            return (table[GradientRamp.index(paint.ty * Double(y) + paint.t0)], nil)
        case .horizontal:
            if !horizontalDone, let table {
                fillGradient(row, y: 0, x0, x1, table)
                horizontalDone = true
            }
            return (0, UnsafePointer(row))
        case .diagonal:
            if let table { fillGradient(row, y: y, x0, x1, table) }
            return (0, UnsafePointer(row))
        }
    }

    /// Gradient colours of row `y`, columns x0..<x1, stepping the offset incrementally.
    private func fillGradient(
        _ row: UnsafeMutablePointer<UInt32>, y: Int, _ x0: Int, _ x1: Int, _ table: UnsafePointer<UInt32>
    ) {
        let step = paint.tx
        var t = paint.tx * Double(x0) + paint.ty * Double(y) + paint.t0
        for x in x0..<x1 {
            row[x] = table[GradientRamp.index(t)]
            t += step
        }
    }
}
