/// A short message over the bottom of the window (the S key's result), until a raw time.
struct Toast: Equatable {
    /// The lines, first one the heading.
    var lines: [String]
    /// Raw time it disappears.
    var until: Double
    /// Whether it reports a failure (drawn in the error colour).
    var isError: Bool
}
