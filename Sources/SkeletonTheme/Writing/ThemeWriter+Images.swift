import SkeletonCore

extension ThemeWriter {
    /// An image view's or button's picture keys: its image file, a button's background image, its
    /// symbol, tint colour and (image views) content mode.
    static func imageMembers(of view: ViewNode, imagePath: (String) -> String) -> [(String, DebugJSON)] {
        guard view.kind == .imageView || view.kind == .button else { return [] }
        var m: [(String, DebugJSON)] = []
        if let image = view.image { m.append(("image", .string(imagePath(image)))) }
        if view.kind == .button, let background = view.backgroundImage {
            m.append(("backgroundImage", .string(imagePath(background))))
        }
        if let symbol = view.symbol {
            m.append(
                (
                    "symbol",
                    .object([
                        ("name", .string(symbol.name)), ("pointSize", .number(symbol.pointSize)),
                        ("scale", .string(symbol.scale.rawValue)), ("aspectRatio", .number(symbol.aspectRatio)),
                    ])
                ))
        }
        if let tint = view.control.tintColor { m.append(("tintColor", color(tint))) }
        if view.kind == .imageView { m.append(("contentMode", .string(view.contentMode.rawValue))) }
        return m
    }
}
