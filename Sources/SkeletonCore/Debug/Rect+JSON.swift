extension Rect {
    /// [x, y, width, height].
    package var json: DebugJSON {
        .array([.number(minX), .number(minY), .number(width), .number(height)])
    }
}
