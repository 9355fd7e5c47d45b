extension Paint {
    /// The paint as JSON: solid colour, or linear gradient with start, end and [offset, colour] stops.
    package var json: DebugJSON {
        switch self {
        case .solid(let color):
            return .object([("type", .string("solid")), ("color", .string(color.hexString))])
        case .linear(let gradient):
            return .object([
                ("type", .string("linear")),
                ("start", .array([.number(gradient.start.x), .number(gradient.start.y)])),
                ("end", .array([.number(gradient.end.x), .number(gradient.end.y)])),
                ("stops", .array(gradient.stops.map { .array([.number($0.offset), .string($0.color.hexString)]) })),
            ])
        }
    }
}
