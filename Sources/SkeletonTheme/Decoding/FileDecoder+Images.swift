import SkeletonCore
import SkeletonSystem

extension FileDecoder {
    /// The keys of a symbol object.
    static let symbolKeys = ["name", "pointSize", "scale", "aspectRatio"]

    /// An image view's or button's pictures: `image` (its size in points from the file's header and
    /// its `@2x` / `@3x` name), a button's `backgroundImage`, `symbol`, `tintColor` and `contentMode`.
    func readImages(_ object: ObjectReader, into view: inout ViewNode) {
        if let node = object["image"], let name = string(node, object.path.key("image")) {
            view.image = session.noteImage(name, in: self, at: node.offset, object.path.key("image"))
            view.imageSize = view.image.flatMap(Self.pointSize(ofImageAt:))
        }
        if let node = object["backgroundImage"], let name = string(node, object.path.key("backgroundImage")) {
            view.backgroundImage = session.noteImage(
                name, in: self, at: node.offset, object.path.key("backgroundImage"))
        }
        view.symbol = object.read("symbol", symbol)
        if let tint = object.read("tintColor", color) { view.control.tintColor = tint }
        if let mode = object.read("contentMode", { choice($0, $1, Choices.contentMode, noun: "content mode") }) {
            view.contentMode = mode
        }
    }

    /// `{"name": "star.fill", "pointSize": 17, "scale": "medium", "aspectRatio": 1}`: an SF Symbol.
    func symbol(_ node: JSONNode, _ path: ValuePath) -> SymbolImage? {
        guard let object = object(node, path, what: "a symbol", keys: Self.symbolKeys) else { return nil }
        // Every key is checked before the name is required, so one mistake does not hide another.
        var symbol = SymbolImage(name: "")
        if let size = object.read("pointSize", { number($0, $1, in: 1...1000) }) { symbol.pointSize = size }
        if let scale = object.read("scale", { choice($0, $1, SymbolScale.allCases, noun: "symbol scale") }) {
            symbol.scale = scale
        }
        if let ratio = object.read("aspectRatio", { number($0, $1, in: 0.01...100) }) { symbol.aspectRatio = ratio }
        guard let name = object.read("name", { string($0, $1) }) else {
            if !object.has("name") {
                error(
                    "a symbol needs its `name`", at: node.offset, path,
                    fix: "write the SF Symbol's name, as UIImage(systemName:) takes it: {\"name\": \"star.fill\"}")
            }
            return nil
        }
        symbol.name = name
        return symbol
    }

    /// A PNG's or JPEG's size in points (its pixels over the scale its name gives); nil for a file
    /// whose header cannot be read (the loader has reported it).
    static func pointSize(ofImageAt path: String) -> Size? {
        guard let header = ImageHeader(path: path) else { return nil }
        let scale = Double(ImageScale.of(path: path))
        return Size(width: Double(header.width) / scale, height: Double(header.height) / scale)
    }
}
