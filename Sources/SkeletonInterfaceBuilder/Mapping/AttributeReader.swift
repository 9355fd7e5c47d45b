import Foundation
import SkeletonCore

/// Reads the values IB stores on elements: colours in their colour spaces, fonts, frames.
struct AttributeReader {
    /// Named colours and images beside the document.
    let assets: AssetCatalog
    /// The document's `<resources>`: named colours' light values, by name.
    let namedColors: [String: AdaptiveColor]
    /// The controls the canvas that saved the document drew (`SystemDesign.of(document:)`).
    let design: SystemDesign
    /// The margins of a table cell that sets none, where the canvas that saved the document drew
    /// other ones than UIKit's current defaults (`legacyCellMargins(toolsVersion:screenWidth:)`);
    /// nil for those defaults.
    let legacyCellMargins: EdgeInsets?
    /// The leading number of the document's `toolsVersion` (the Xcode that saved it); 0 when absent.
    let toolsVersion: Int
    /// The width of the screen of the device the document is drawn for; nil for a device IB does
    /// not name or this project does not know.
    let screenWidth: Double?
    /// Whether the document is a tvOS one (`com.apple.InterfaceBuilder.AppleTV…`), whose text
    /// styles have tvOS's sizes.
    let isTV: Bool

    /// The reader of `document`'s attributes, with `assets` (the catalogs beside it): the one way
    /// the loader makes one, so a screen's document and a cell's xib alike get their named colours
    /// and their canvas's controls.
    init(document: IBNode, assets: AssetCatalog) {
        self.assets = assets
        self.namedColors = Self.namedColors(in: document)
        self.design = .of(document: document)
        self.toolsVersion = SystemDesign.toolsVersion(of: document)
        self.screenWidth = DesignDevice(document: document).knownScreen?.width
        self.isTV = document["type"]?.contains("AppleTV") ?? false
        self.legacyCellMargins = Self.legacyCellMargins(toolsVersion: toolsVersion, screenWidth: screenWidth)
    }

    /// The first tools version (Xcode 9's are 13122 on) whose canvas gives a table cell's content
    /// view the system's margins: 11 at the top and bottom, the system minimum at the sides. Xcode
    /// 8.3's (12118 to 12121, iOS 10.3's canvas) still give 8: owncloud's account cell stores a
    /// button pinned 6 outside the leading and 5 outside the top margin at (2, 3).
    static let firstSystemCellMarginsToolsVersion = 13_000

    /// The tools versions of Xcode 11 (its betas' 14 8xx included) up to Xcode 12's first, whose
    /// iOS 13 canvas gives a table cell's content view 15-point sides on a phone narrower than
    /// 390 points, where iOS 14's and later canvases give 16.
    static let fifteenPointCellSidesToolsVersions = 14_800..<17_000

    /// The margins IB's canvas gave a table cell that sets none, where they are not UIKit's current
    /// defaults; nil where they are. Xcode 8 and earlier (tools versions below 13000, iOS 10's
    /// canvas) give the cell's content view UIView's 8 points on every side (ChatSecure's cells
    /// store a label pinned to the leading and top margins at (8, 8) in a 320-point cell). Xcode
    /// 11's canvas, on a screen (the document's device, `screenWidth` points wide) narrower than
    /// 390 points, gives 15 at the sides and 11 at the top and bottom: every cell of the corpus of
    /// Docs/interface-builder.md those versions saved for the 375-point phone stores a view pinned
    /// to its leading margin at x 15 (five cells of two apps, 293 to 387 points wide), where those
    /// of Xcode 12 and later store 16.
    static func legacyCellMargins(toolsVersion: Int, screenWidth: Double?) -> EdgeInsets? {
        if (1..<firstSystemCellMarginsToolsVersion).contains(toolsVersion) { return EdgeInsets(all: 8) }
        guard fifteenPointCellSidesToolsVersions.contains(toolsVersion), let screenWidth, screenWidth < 390
        else { return nil }
        return EdgeInsets(top: 11, left: 15, bottom: 11, right: 15)
    }

    /// The light values IB stores for `document`'s named colours (`<resources><namedColor>`), read
    /// by a reader that knows no names yet.
    private static func namedColors(in document: IBNode) -> [String: AdaptiveColor] {
        let reader = AttributeReader(assets: AssetCatalog(), namedColors: [:], design: .classic)
        var colors: [String: AdaptiveColor] = [:]
        for named in document.child("resources")?.children(named: "namedColor") ?? [] {
            if let name = named["name"], let color = named.child("color").flatMap({ reader.color($0) }) {
                colors[name] = color
            }
        }
        return colors
    }

    /// A reader of exactly these values.
    private init(assets: AssetCatalog, namedColors: [String: AdaptiveColor], design: SystemDesign) {
        self.assets = assets
        self.namedColors = namedColors
        self.design = design
        self.legacyCellMargins = nil
        self.screenWidth = nil
        self.toolsVersion = 0
        self.isTV = false
    }

    /// The colour element `key` of `element` in sRGB (nil when absent, `<nil>` or unreadable).
    func color(_ key: String, of element: IBNode) -> AdaptiveColor? {
        guard let color = element.child("color", key: key) else { return nil }
        return self.color(color)
    }

    /// A `<color>` element in sRGB, with a dark variant where UIKit or the asset catalog has one.
    func color(_ color: IBNode) -> AdaptiveColor? {
        if let name = color["systemColor"] ?? color["cocoaTouchSystemColor"] {
            return SystemColors.color(named: name) ?? SystemColors.color(named: name + "Color")
        }
        if let name = color["name"] {
            return assets.color(named: name) ?? namedColors[name]
        }
        let space = color["customColorSpace"] ?? color["colorSpace"] ?? "sRGB"
        let alpha = color.number("alpha") ?? 1
        if let white = color.number("white") {
            let grey = ColorSpaceConversion.sRGB(white: white, space: space)
            return AdaptiveColor(RGBA8(unit: grey, grey, grey, alpha))
        }
        guard let r = color.number("red"), let g = color.number("green"), let b = color.number("blue") else {
            return nil
        }
        let (sr, sg, sb) = ColorSpaceConversion.sRGB(red: r, green: g, blue: b, space: space)
        return AdaptiveColor(RGBA8(unit: sr, sg, sb, alpha))
    }

    /// The stored frame `<rect key="frame">`, or nil: the one reader of it, for the mapper and the
    /// constraint reader alike.
    static func frame(of element: IBNode) -> Rect? {
        guard let rect = element.child("rect", key: "frame"), let width = rect.number("width"),
            let height = rect.number("height"), width >= 0, height >= 0
        else { return nil }
        return Rect(x: rect.number("x") ?? 0, y: rect.number("y") ?? 0, width: width, height: height)
    }

    /// The font of `<fontDescription key="fontDescription">` at the default content size.
    func font(of element: IBNode) -> FontSpec? {
        guard let description = element.child("fontDescription") else { return nil }
        if let style = description["style"] {
            let textStyle = TextStyle(uiKitName: style) ?? .body
            if isTV {
                // tvOS sizes a style by no content size category (its Large Text, new in tvOS 27, is
                // not modelled): the style is a fixed size there.
                return FontSpec(
                    family: Self.systemFamily, size: textStyle.tvPointSize, weight: textStyle.weight,
                    scalesWithContentSize: false)
            }
            return FontSpec(
                family: Self.systemFamily, size: textStyle.pointSize(at: .large), weight: textStyle.weight,
                textStyle: textStyle)
        }
        let size = description.number("pointSize") ?? 17
        switch description["type"] {
        case "boldSystem":
            return FontSpec(family: Self.systemFamily, size: size, weight: 700)
        case "system", "italicSystem":
            return FontSpec(family: Self.systemFamily, size: size, weight: Self.weight(description["weight"]))
        default:
            return Self.font(postScriptName: description["name"] ?? "", family: description["family"], size: size)
        }
    }

    /// A font named by its PostScript name (see `FontSpec.init(postScriptName:family:size:)`).
    static func font(postScriptName name: String, family: String?, size: Double) -> FontSpec {
        FontSpec(postScriptName: name, family: family, size: size)
    }

    /// The family name the system font is asked for.
    static let systemFamily = FontSpec.systemFamily

    /// A system font's `weight=` as a CSS weight.
    static func weight(_ name: String?) -> Int {
        switch name {
        case "ultraLight": return 100
        case "thin": return 200
        case "light": return 300
        case "medium": return 500
        case "semibold": return 600
        case "bold": return 700
        case "heavy": return 800
        case "black": return 900
        default: return 400
        }
    }
}

/// Converts IB's stored colour components to sRGB: the colour spaces Xcode writes, each by its
/// transfer curve (and primaries for Display P3), clipped to what an sRGB screen shows.
enum ColorSpaceConversion {
    /// sRGB components (0…1) of RGB components stored in `space` (IB's `colorSpace` or `customColorSpace`).
    static func sRGB(red: Double, green: Double, blue: Double, space: String) -> (Double, Double, Double) {
        switch space {
        case "displayP3":
            let linear = [red, green, blue].map(linearFromSRGBCurve)
            // Display P3 → linear sRGB (both D65).
            let r = 1.2249 * linear[0] - 0.2247 * linear[1] + 0.0000 * linear[2]
            let g = -0.0420 * linear[0] + 1.0419 * linear[1] + 0.0000 * linear[2]
            let b = -0.0197 * linear[0] - 0.0786 * linear[1] + 1.0979 * linear[2]
            return (encode(r), encode(g), encode(b))
        case "calibratedRGB":
            // Apple's Generic RGB: a 1.8 gamma curve on primaries close to sRGB's.
            return (encode(pow(red, 1.8)), encode(pow(green, 1.8)), encode(pow(blue, 1.8)))
        default:
            // sRGB, deviceRGB and extended sRGB store sRGB-encoded components already.
            return (clip(red), clip(green), clip(blue))
        }
    }

    /// The sRGB grey of a grey level stored in `space` (IB's `white=`).
    static func sRGB(white: Double, space: String) -> Double {
        switch space {
        case "genericGamma22GrayColorSpace": return encode(pow(max(0, white), 2.2))
        case "calibratedWhite": return encode(pow(max(0, white), 1.8))
        default: return clip(white)
        }
    }

    private static func linearFromSRGBCurve(_ value: Double) -> Double {
        let v = max(0, value)
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    private static func encode(_ linear: Double) -> Double {
        let v = min(1, max(0, linear))
        return v <= 0.003_130_8 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }

    private static func clip(_ value: Double) -> Double {
        min(1, max(0, value))
    }
}

/// An `<attributedString>` (a label's or text view's `attributedText`, a button state's
/// `attributedTitle`) as the preview draws it: the fragments' text joined, in the first fragment's
/// font, colour and alignment. Those are what UIKit's `font`, `textColor` and `textAlignment`
/// report once `attributedText` is set, so SkeletonView's `relativeToFont` line height is that
/// font's too; the preview draws a text in one font, so later fragments' fonts are not drawn.
struct AttributedText {
    /// Every fragment's text, in order.
    let text: String
    /// The first fragment's `NSFont`.
    let font: FontSpec?
    /// The first fragment's `NSColor`.
    let color: AdaptiveColor?
    /// The first fragment's `NSParagraphStyle` alignment.
    let alignment: TextAlignment?
    /// Distinct fonts of the fragments (more than one: the rest are drawn in the first).
    let fontCount: Int

    /// The attributed string of `element`, or nil when it has none or no fragment.
    init?(_ element: IBNode?, reader: AttributeReader) {
        let fragments = element?.children(named: "fragment") ?? []
        guard let first = fragments.first else { return nil }
        text = fragments.map(Self.content).joined()
        let fonts = fragments.compactMap { Self.font($0.child("attributes")?.child("font", key: "NSFont")) }
        font = Self.font(first.child("attributes")?.child("font", key: "NSFont"))
        fontCount = Set(fonts).count
        color = first.child("attributes")?.child("color", key: "NSColor").flatMap { reader.color($0) }
        alignment = first.child("attributes")?.child("paragraphStyle", key: "NSParagraphStyle")?["alignment"]
            .flatMap { TextAlignment(rawValue: $0) }
    }

    /// A fragment's text: `content=`, or a `<string key="content">` when it has line breaks.
    private static func content(_ fragment: IBNode) -> String {
        fragment["content"] ?? fragment.child("string", key: "content")?.text
            ?? fragment.child("mutableString", key: "content")?.text ?? ""
    }

    /// An attributes `<font>`: a PostScript `name` and `size`, or a `metaFont` (the system font;
    /// AppKit's meta sizes when no size is stored).
    private static func font(_ element: IBNode?) -> FontSpec? {
        guard let element else { return nil }
        if let meta = element["metaFont"] {
            let sizes = ["system": 13.0, "systemBold": 13, "smallSystem": 11, "smallSystemBold": 11, "miniSystem": 9]
            let weight = meta.hasSuffix("Bold") ? 700 : 400
            return FontSpec(
                family: AttributeReader.systemFamily, size: element.number("size") ?? sizes[meta] ?? 13, weight: weight)
        }
        guard let name = element["name"] else { return nil }
        return AttributeReader.font(postScriptName: name, family: nil, size: element.number("size") ?? 17)
    }
}

/// UIKit's `semanticContentAttribute` as Interface Builder writes it (Attributes inspector,
/// "Semantic"): the direction a view forces on itself and, through its trait collection, on its
/// subviews (`effectiveUserInterfaceLayoutDirection`, which SkeletonView's `isRTL` reads for the
/// padding swap, the `.natural` last line and the default slide, UIView+Extensions.swift).
enum SemanticDirection {
    /// The direction `element` forces: right to left for `forceRightToLeft`; left to right for
    /// `forceLeftToRight`, `playback` and `spatial` (UIKit never flips those); nil for
    /// `unspecified` (or none), which inherits.
    static func forced(by element: IBNode) -> LayoutDirection? {
        switch element["semanticContentAttribute"] {
        case "forceRightToLeft": .rightToLeft
        case "forceLeftToRight", "playback", "spatial": .leftToRight
        default: nil
        }
    }

    /// Interface Builder stores the frames of a right-to-left view's subviews as laid out right to
    /// left; the layout model keeps a subview's frame from its superview's leading edge (and mirrors
    /// it back in a right-to-left superview), so each x becomes `width − maxX` of the superview
    /// `width` wide.
    static func leadingFrames(of children: inout [MappedView], hidden: inout [ViewNode], width: Double) {
        for index in children.indices {
            children[index].node.frame = children[index].node.frame.map { mirrored($0, width: width) }
        }
        for index in hidden.indices {
            hidden[index].frame = hidden[index].frame.map { mirrored($0, width: width) }
        }
    }

    /// `frame` mirrored across a superview `width` wide.
    private static func mirrored(_ frame: Rect, width: Double) -> Rect {
        var frame = frame
        frame.origin.x = width - frame.maxX
        return frame
    }
}

extension SystemDesign {
    /// The tools version from which Interface Builder's canvas is Xcode 26's, which lays out
    /// iOS 26's controls: every switch the corpus of Docs/interface-builder.md stores from 24127 on is
    /// 63 × 28, every one up to 23727 is 51 × 31.
    static let firstLiquidGlassToolsVersion = 24_000

    /// The controls the canvas that saved `document` drew, from its `toolsVersion` (its leading
    /// number: some files carry a dotted build such as "32700.99.1234"); classic when absent.
    static func of(document: IBNode) -> SystemDesign {
        (firstLiquidGlassToolsVersion..<30_000).contains(toolsVersion(of: document)) ? .liquidGlass : .classic
    }

    /// The leading number of `document`'s `toolsVersion`; 0 when absent.
    static func toolsVersion(of document: IBNode) -> Int {
        document["toolsVersion"].map { Int($0.prefix { $0.isNumber }) ?? 0 } ?? 0
    }
}
