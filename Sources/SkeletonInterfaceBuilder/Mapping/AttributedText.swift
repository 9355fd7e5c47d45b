import SkeletonCore

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
