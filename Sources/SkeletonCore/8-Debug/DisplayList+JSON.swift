extension DisplayList {
    /// The list as stable JSON: size, background and every command with its kind ("rect",
    /// "roundedRect", "circle", "text", "image", "clip", "endClip", "group", "endGroup"), rect in
    /// layout coordinates, corner radius, paint with resolved colours, opacity and role. Image
    /// names are printed relative to `folder` when given (the theme's folder: stable output).
    package func json(imagesRelativeTo folder: String? = nil) -> DebugJSON {
        .object([
            ("size", .array([.number(size.width), .number(size.height)])),
            ("background", .string(background.hexString)),
            ("commands", .array(commands.map { Self.command($0, imagesRelativeTo: folder).json })),
        ])
    }

    /// The command with its image name made relative to `folder`.
    private static func command(_ command: DrawCommand, imagesRelativeTo folder: String?) -> DrawCommand {
        guard let folder, case .image(var image) = command else { return command }
        image.name = RelativePath.of(image.name, from: folder)
        return .image(image)
    }
}

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

/// Paths as dumps print them: relative to a base folder (the theme file's), so the text is the
/// same wherever the files live and whichever folder the command runs from.
enum RelativePath {
    /// `path` relative to `folder`, both absolute and standardized (no `.` or `..` components):
    /// "images/a.png", or "../shared/a.png" outside the folder. A relative `path` is returned as is.
    static func of(_ path: String, from folder: String) -> String {
        guard path.hasPrefix("/"), folder.hasPrefix("/") else { return path }
        let target = path.split(separator: "/")
        let base = folder.split(separator: "/")
        var common = 0
        while common < min(target.count, base.count) && target[common] == base[common] { common += 1 }
        let up = Array(repeating: "..", count: base.count - common)
        let parts = up + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
