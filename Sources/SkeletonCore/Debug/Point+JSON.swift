extension Point {
    /// [x, y].
    var json: DebugJSON {
        .array([.number(x), .number(y)])
    }
}
