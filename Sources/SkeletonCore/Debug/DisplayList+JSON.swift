extension DisplayList {
    /// The list as stable JSON: size, background and every command with its kind ("rect",
    /// "roundedRect", "circle", "text", "image", "clip", "endClip", "group", "endGroup"), rect in
    /// layout coordinates, corner radius, paint with resolved colours, opacity and role.
    package var json: JSONValue {
        .object([
            ("size", .array([.number(size.width), .number(size.height)])),
            ("background", .string(background.hexString)),
            ("commands", .array(commands.map(\.json))),
        ])
    }
}

extension DrawCommand {
    /// One command as JSON.
    package var json: JSONValue {
        switch self {
        case .fill(let shape):
            return .object([
                ("kind", .string(shape.kindName)),
                ("role", .string(shape.role.rawValue)),
                ("rect", shape.rect.json),
                Self.radiusMember(shape.radii),
                ("paint", shape.paint.json),
                ("opacity", .number(shape.opacity)),
            ])
        case .text(let run):
            return .object([
                ("kind", .string("text")),
                ("text", .string(run.text)),
                ("font", .string(run.font.family)),
                ("fontSize", .number(run.font.size)),
                ("fontWeight", .number(Double(run.font.weight))),
                ("baseline", .array([.number(run.baselineOrigin.x), .number(run.baselineOrigin.y)])),
                ("color", .string(run.color.hexString)),
                ("opacity", .number(run.opacity)),
            ])
        case .image(let image):
            return .object([
                ("kind", .string("image")),
                ("name", .string(image.name)),
                ("rect", image.rect.json),
                Self.radiusMember(image.radii),
                ("contentMode", .string(image.contentMode.rawValue)),
                ("opacity", .number(image.opacity)),
            ])
        case .pushClip(let rect, let radii):
            return .object([("kind", .string("clip")), ("rect", rect.json), Self.radiusMember(radii)])
        case .popClip:
            return .object([("kind", .string("endClip"))])
        case .beginGroup(let opacity):
            return .object([("kind", .string("group")), ("opacity", .number(opacity))])
        case .endGroup:
            return .object([("kind", .string("endGroup"))])
        }
    }

    /// "cornerRadius" for uniform radii, else "cornerRadii" [topLeft, topRight, bottomRight, bottomLeft].
    private static func radiusMember(_ radii: CornerRadii) -> (key: String, value: JSONValue) {
        guard !radii.isUniform else { return ("cornerRadius", .number(radii.topLeft)) }
        let corners = [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft]
        return ("cornerRadii", .array(corners.map { .number($0) }))
    }
}

extension ShapeFill {
    /// "rect" with square corners, "circle" for a square with radii of at least half its side,
    /// else "roundedRect".
    var kindName: String {
        let corners = [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft]
        if corners.allSatisfy({ $0 <= 0 }) { return "rect" }
        if rect.width == rect.height, rect.width > 0, corners.allSatisfy({ $0 >= rect.width / 2 }) { return "circle" }
        return "roundedRect"
    }
}

extension Paint {
    /// The paint as JSON: solid colour, or linear gradient with start, end and [offset, colour] stops.
    package var json: JSONValue {
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

extension Rect {
    /// [x, y, width, height].
    package var json: JSONValue {
        .array([.number(minX), .number(minY), .number(width), .number(height)])
    }
}
