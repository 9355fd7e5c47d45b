extension Rect {
    /// [x, y, width, height].
    package var json: JSONValue {
        .array([.number(minX), .number(minY), .number(width), .number(height)])
    }
}
