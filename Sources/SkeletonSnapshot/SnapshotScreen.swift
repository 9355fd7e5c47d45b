import SkeletonCore
import SkeletonTheme

/// The screen a snapshot was taken on: its size in points, scale, safe area, size classes, text
/// size, layout direction and style.
struct SnapshotScreen {
    /// The screen's size in points.
    var size: Size
    /// The safe area of the window's root view.
    var safeArea: EdgeInsets
    /// The app's layout direction (nil: not written).
    var layoutDirection: LayoutDirection?

    /// The keys of a `screen` object.
    static let keys = [
        "width", "height", "scale", "safeArea", "horizontalSizeClass", "verticalSizeClass", "contentSizeCategory",
        "layoutDirection", "style",
    ]

    /// Reads the `screen` object.
    init(_ json: JSONNode) throws(SnapshotProblem) {
        let object = try SnapshotObject(json, path: "screen", keys: Self.keys, what: "`screen`")
        guard let width = try object.number("width", in: 1...100_000),
            let height = try object.number("height", in: 1...100_000)
        else {
            throw SnapshotProblem(
                offset: json.offset, message: "`screen` needs its `width` and `height` in points", keyPath: "screen",
                fix: "write UIScreen.main.bounds' size")
        }
        size = Size(width: width, height: height)
        _ = try object.number("scale", in: 1...4)
        safeArea = try object.insets("safeArea") ?? .zero
        for key in ["horizontalSizeClass", "verticalSizeClass"] {
            _ = try object.choice(key, in: ["unspecified", "compact", "regular"])
        }
        _ = try object.string("contentSizeCategory")
        _ = try object.choice("style", in: ["unspecified", "light", "dark"])
        layoutDirection = try object.choice("layoutDirection", in: ["leftToRight", "rightToLeft"]).flatMap(
            LayoutDirection.init(rawValue:))
    }
}
