/// The frames of the peer benchmark: its five variants (a)–(e) (README, "Benchmarks").
enum BenchVariant: String, CaseIterable {
    /// Every shape in its own colour.
    case a
    /// One canvas-wide gradient (base, lighter, base) from x = 0 to x = W.
    case b
    /// Solid colour pulsing between base and lighter.
    case c
    /// The (b) gradient sliding across the canvas.
    case d
    /// A content image, then the (a) skeleton composited over it at the dissolve opacity.
    case e
    /// Only the background fill.
    case clear

    /// The label bench.py prints.
    var label: String {
        switch self {
        case .a: return "(a) solid"
        case .b: return "(b) gradient"
        case .c: return "(c) solid anim (pulse)"
        case .d: return "(d) gradient anim (slide)"
        case .e: return "(e) dissolve 0.5 over content"
        case .clear: return "clear only"
        }
    }
}
