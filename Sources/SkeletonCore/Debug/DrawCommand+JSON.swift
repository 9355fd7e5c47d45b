extension DrawCommand {
    /// One command as JSON.
    package var json: DebugJSON {
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
                ("baseline", run.baselineOrigin.json),
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
        case .border(let border):
            return .object([
                ("kind", .string("border")),
                ("rect", border.rect.json),
                Self.radiusMember(border.radii),
                ("width", .number(border.width)),
                ("color", .string(border.color.hexString)),
                ("opacity", .number(border.opacity)),
            ])
        case .shadow(let shadow):
            return .object([
                ("kind", .string("shadow")),
                ("rect", shadow.rect.json),
                Self.radiusMember(shadow.radii),
                ("blur", .number(shadow.blur)),
                ("color", .string(shadow.color.hexString)),
                ("opacity", .number(shadow.opacity)),
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
    private static func radiusMember(_ radii: CornerRadii) -> (key: String, value: DebugJSON) {
        guard !radii.isUniform else { return ("cornerRadius", .number(radii.topLeft)) }
        return ("cornerRadii", .array(radii.corners.map { .number($0) }))
    }
}

extension ShapeFill {
    /// "rect" with square corners, "circle" for a square with radii of at least half its side,
    /// else "roundedRect".
    var kindName: String {
        let corners = radii.corners
        if corners.allSatisfy({ $0 <= 0 }) { return "rect" }
        if rect.width == rect.height, rect.width > 0, corners.allSatisfy({ $0 >= rect.width / 2 }) { return "circle" }
        return "roundedRect"
    }
}

extension CornerRadii {
    /// The radii clockwise from the top-left: [topLeft, topRight, bottomRight, bottomLeft].
    var corners: [Double] {
        [topLeft, topRight, bottomRight, bottomLeft]
    }
}

extension Point {
    /// [x, y].
    var json: DebugJSON {
        .array([.number(x), .number(y)])
    }
}

extension Rect {
    /// [x, y, width, height].
    package var json: DebugJSON {
        .array([.number(minX), .number(minY), .number(width), .number(height)])
    }
}
