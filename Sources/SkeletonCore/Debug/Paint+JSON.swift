extension Paint {
    /// The paint as JSON: solid colour, or linear gradient with start, end and [offset, colour] stops.
    package var json: DebugJSON {
        switch self {
        case .solid(let color):
            return .object([("type", .string("solid")), ("color", .string(color.hexString))])
        case .linear(let gradient):
            return .object([
                ("type", .string("linear")),
                ("start", gradient.start.json),
                ("end", gradient.end.json),
                ("stops", .array(gradient.stops.map { .array([.number($0.offset), .string($0.color.hexString)]) })),
            ])
        }
    }
}
