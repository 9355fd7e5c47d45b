import Foundation
import SkeletonCore
import SkeletonDocument
import TestSupport
import Testing

@testable import SkeletonTheme

/// A theme in `scratch` whose single layout has `root` as its root view, loaded from disk (images
/// are read beside it).
private func load(_ scratch: TemporaryDirectory, root: String) throws -> ThemeLoadResult {
    let text = "{\"layouts\": [{\"name\": \"L\", \"size\": [100, 100],\n\"root\": " + root + "}]}"
    let path = try scratch.write("t.theme.json", text)
    return ThemeLoader.load(path: path, fontResolver: FakeFontResolver())
}

/// A PNG header of `width` × `height` (all the loader reads of a PNG).
private func pngHeader(_ width: Int, _ height: Int) -> [UInt8] {
    func word(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> (24 - 8 * $0)) & 0xFF) } }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + word(width)
        + word(height) + [8, 6, 0, 0, 0]
}

@Test func aButtonsImageIsMeasuredInPointsFromItsScaleInItsName() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write("images/heart@2x.png", pngHeader(48, 44))
    try scratch.write("images/pill.png", pngHeader(30, 10))
    let result = try load(
        scratch,
        root:
            #"{"type": "button", "text": "Like", "image": "images/heart@2x.png", "backgroundImage": "images/pill.png"}"#
    )
    #expect(result.diagnostics.map(\.description) == [])
    let button = try #require(result.theme?.layouts.first?.root)
    #expect(button.image == scratch.file("images/heart@2x.png"))
    #expect(button.imageSize == Size(width: 24, height: 22))
    #expect(button.backgroundImage == scratch.file("images/pill.png"))
}

@Test func aSymbolReadsItsConfigurationAndTint() throws {
    let scratch = try TemporaryDirectory()
    let result = try load(
        scratch,
        root:
            ##"{"type": "imageView", "symbol": {"name": "star.fill", "pointSize": 24, "scale": "large", "aspectRatio": 1.25}, "tintColor": "#FF0000"}"##
    )
    #expect(result.diagnostics.map(\.description) == [])
    let view = try #require(result.theme?.layouts.first?.root)
    var symbol = SymbolImage(name: "star.fill")
    symbol.pointSize = 24
    symbol.scale = .large
    symbol.aspectRatio = 1.25
    #expect(view.symbol == symbol)
    #expect(view.control.tintColor == AdaptiveColor(RGBA8(rgb: 0xFF0000)))
}

@Test func symbolMistakesAreLocatedWithTheFix() throws {
    let scratch = try TemporaryDirectory()
    let problems = try load(scratch, root: #"{"type": "button", "symbol": {"nme": "gear", "scale": "huge"}}"#)
        .diagnostics.map { "\($0.line):\($0.column) \($0.message) — \($0.fix)" }
    #expect(
        problems == [
            "2:38 a symbol needs its `name` — write the SF Symbol's name, as UIImage(systemName:) takes it: "
                + #"{"name": "star.fill"}"#,
            "2:39 unknown key `nme` in a symbol — did you mean `name`?",
            "2:63 unknown symbol scale `huge` — valid values: `small`, `medium`, `large`",
        ])
}

@Test func aBackgroundImageOnAnImageViewSaysWhichTypesTakeIt() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write("pill.png", pngHeader(30, 10))
    let problems = try load(scratch, root: #"{"type": "imageView", "backgroundImage": "pill.png"}"#)
        .diagnostics.map(\.message)
    #expect(problems == ["key `backgroundImage` does not apply to a `imageView` view"])
}

@Test func imageKeysSurviveTheWriterAndTheLoader() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write("heart@2x.png", pngHeader(48, 44))
    try scratch.write("pill.png", pngHeader(30, 10))
    let original = try #require(
        try load(
            scratch,
            root:
                ##"{"type": "button", "image": "heart@2x.png", "backgroundImage": "pill.png", "symbol": {"name": "gear"}, "tintColor": "#00FF00"}"##
        ).theme?.layouts.first?.root)
    var theme = Theme(name: "t")
    theme.layouts = [LayoutSpec(name: "L", size: Size(width: 100, height: 100), root: original)]
    let path = try scratch.write("w.theme.json", ThemeWriter.text(of: theme, schema: nil, imagePath: { $0 }))
    let reloaded = ThemeLoader.load(path: path, fontResolver: FakeFontResolver())
    #expect(reloaded.diagnostics.map(\.description) == [])
    #expect(reloaded.theme?.layouts.first?.root == original)
}
