import SkeletonCore

extension DisplayList {
    /// Every filled shape, in painting order.
    var fills: [ShapeFill] {
        commands.compactMap { command in
            if case .fill(let shape) = command { return shape }
            return nil
        }
    }

    /// The filled shapes of one role.
    func fills(_ role: ShapeRole) -> [ShapeFill] {
        fills.filter { $0.role == role }
    }

    /// The skeleton shapes (whole-view blocks and text lines), in painting order.
    var skeletons: [ShapeFill] {
        fills.filter { $0.role == .block || $0.role == .textLine }
    }

    /// The text runs, in painting order.
    var texts: [TextRun] {
        commands.compactMap { command in
            if case .text(let run) = command { return run }
            return nil
        }
    }

    /// The images, in painting order.
    var images: [ImageDraw] {
        commands.compactMap { command in
            if case .image(let image) = command { return image }
            return nil
        }
    }

    /// The clip rectangles in force (innermost last) when the command at `index` is drawn.
    func clips(at index: Int) -> [(rect: Rect, radii: CornerRadii)] {
        var stack: [(rect: Rect, radii: CornerRadii)] = []
        for command in commands[..<index] {
            switch command {
            case .pushClip(let rect, let radii): stack.append((rect, radii))
            case .popClip: stack.removeLast()
            default: break
            }
        }
        return stack
    }

    /// The index in `commands` of a filled shape.
    func index(of shape: ShapeFill) -> Int? {
        commands.firstIndex(of: .fill(shape))
    }
}

extension ShapeFill {
    /// The solid colour, or nil for a gradient.
    var solidColor: RGBA8? {
        if case .solid(let color) = paint { return color }
        return nil
    }

    /// The gradient, or nil for a solid colour.
    var gradient: LinearGradient? {
        if case .linear(let gradient) = paint { return gradient }
        return nil
    }
}

extension RGBA8 {
    /// A colour from "#RRGGBB" / "#RRGGBBAA" written in a test (crashes on a typo in the test).
    static func hex(_ text: String) -> RGBA8 {
        RGBA8(hex: text)!
    }
}
