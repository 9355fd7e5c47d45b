import SkeletonCore
import SkeletonSystem

/// The pictures of image views and buttons: asset-catalog images (with their size in points) and
/// SF Symbols (`catalog="system"`, drawn as tinted shapes of the glyph's size), and the warning,
/// once per name at its first use, for a name no catalog of the project has.
final class ImageReader {
    /// The project's asset catalogs.
    let assets: AssetCatalog
    /// The document's `<resources><image>` sizes by name (symbols under `system:` + name).
    private let storedSizes: [String: Size]
    /// Names already reported missing.
    private var reported: Set<String> = []

    /// A reader for one document.
    init(assets: AssetCatalog, document: IBNode?) {
        self.assets = assets
        var sizes: [String: Size] = [:]
        for image in document?.child("resources")?.children(named: "image") ?? [] {
            guard let name = image["name"], let width = image.number("width"), let height = image.number("height"),
                width > 0, height > 0
            else { continue }
            sizes[(image["catalog"] == "system" ? "system:" : "") + name] = Size(width: width, height: height)
        }
        storedSizes = sizes
    }

    /// The size the document stores for the image an image view or a button shows in its normal
    /// state (an asset-catalog image, not a symbol): the intrinsic size Auto Layout gives it, which
    /// holds even when the project lacks the image's file.
    func storedImageSize(of element: IBNode) -> Size? {
        Self.imageName(of: element).flatMap { storedSizes[$0] }
    }

    /// The name of the image an image view shows (`image=` or `<imageReference key="image">`) or a
    /// button shows in its normal state (that state's, or its `<buttonConfiguration>`'s).
    private static func imageName(of element: IBNode) -> String? {
        guard element.name == "button" else {
            return element["image"] ?? element.child("imageReference", key: "image")?["image"]
        }
        let normal = element.children(named: "state").first { $0["key"] == "normal" }
        let configuration = element.child("buttonConfiguration")
        let reference =
            normal?.child("imageReference", key: "image") ?? configuration?.child("imageReference", key: "image")
        return normal?["image"] ?? configuration?["image"] ?? reference?["image"]
    }

    /// An image view's image or symbol (`image=` or `<imageReference key="image">`), its
    /// `preferredSymbolConfiguration` and tint colour.
    func readImageView(_ element: IBNode, into node: inout ViewNode, reader: AttributeReader, warn: Warn) {
        let reference = element.child("imageReference", key: "image")
        let catalog = element["catalog"] ?? reference?["catalog"]
        node.control.tintColor = reader.color("tintColor", of: element)
        guard let name = Self.imageName(of: element) else { return }
        let configuration = element.child("preferredSymbolConfiguration")
        if catalog == "system" {
            node.symbol = symbol(name, reference: reference, configuration: configuration)
        } else if let file = file(named: name, at: element, warn: warn) {
            node.image = file.path
            node.imageSize = file.size
        } else if node.backgroundColor == nil {
            // The app's picture is not here: a neutral placeholder of the stored size.
            node.backgroundColor = SystemColors.color(named: "systemGray4Color")
        }
    }

    /// A button's normal-state image and background image (`<state key="normal" image=…
    /// backgroundImage=…>` or their `<imageReference>`s, or a `<buttonConfiguration>`'s image) and
    /// its tint colour, which colours a symbol.
    func readButton(_ element: IBNode, into node: inout ViewNode, reader: AttributeReader, warn: Warn) {
        let normal = element.children(named: "state").first { $0["key"] == "normal" }
        let configuration = element.child("buttonConfiguration")
        node.control.tintColor = reader.color("tintColor", of: element)
        let reference =
            normal?.child("imageReference", key: "image") ?? configuration?.child("imageReference", key: "image")
        if let name = Self.imageName(of: element) {
            let catalog = normal?["catalog"] ?? configuration?["catalog"] ?? reference?["catalog"]
            let symbolConfiguration =
                element.child("preferredSymbolConfiguration")
                ?? configuration?.child("preferredSymbolConfigurationForImage")
            if catalog == "system" {
                node.symbol = symbol(name, reference: reference, configuration: symbolConfiguration)
            } else if let file = file(named: name, at: normal ?? configuration ?? element, warn: warn) {
                node.image = file.path
                node.imageSize = file.size
            }
        }
        let background = normal?["backgroundImage"] ?? normal?.child("imageReference", key: "backgroundImage")?["image"]
        if let background, let file = file(named: background, at: normal ?? element, warn: warn) {
            node.backgroundImage = file.path
        }
    }

    /// Records a warning at an element: (element, message, fix).
    typealias Warn = (IBNode, String, String) -> Void

    /// The file of the image set `name` and its size in points (IB's stored size, else the file's
    /// pixels over its scale); nil, warned once per name, when no catalog has a drawable one.
    private func file(named name: String, at element: IBNode, warn: Warn) -> (path: String, size: Size?)? {
        if let image = assets.image(named: name) {
            let stored = storedSizes[name]
            let measured = ImageHeader(path: image.path).map {
                Size(width: Double($0.width) / Double(image.scale), height: Double($0.height) / Double(image.scale))
            }
            return (image.path, stored ?? measured)
        }
        guard reported.insert(name).inserted else { return nil }
        let root = assets.searchRoot.isEmpty ? "the file's folder" : assets.searchRoot
        if assets.hasUnusableImage(named: name) {
            warn(
                element, "the image set `\(name)` has no PNG, JPEG or PDF file to draw",
                "add the image's PNG or PDF to \(name).imageset and list it in its Contents.json")
        } else {
            warn(
                element,
                "image `\(name)` is in no asset catalog of the project (searched the .xcassets folders under \(root))",
                "check the name, or add an image set `\(name)` to the app's Assets.xcassets")
        }
        return nil
    }

    /// An SF Symbol with the point size and scale of its configuration (`configurationType="pointSize"`
    /// or a font's size; UIKit's default 17 without one), the reference's `symbolScale`, and the glyph's
    /// aspect ratio from IB's stored size.
    private func symbol(_ name: String, reference: IBNode?, configuration: IBNode?) -> SymbolImage {
        var symbol = SymbolImage(name: name)
        if let size = configuration?.number("pointSize")
            ?? configuration?.child("fontDescription")?.number("pointSize"),
            size > 0
        {
            symbol.pointSize = min(1000, size)
        }
        let scale = reference?["symbolScale"] ?? configuration?["scale"]
        if let scale = scale.flatMap(SymbolScale.init(rawValue:)) { symbol.scale = scale }
        if let stored = storedSizes["system:" + name] { symbol.aspectRatio = stored.width / stored.height }
        return symbol
    }
}
