import Foundation
import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// A xib whose views show pictures: a button with an image, a background image and a title; an
/// image view with a symbol of a configured size; a button with a symbol; an image no catalog has.
private let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="200"/>
                <subviews>
                    <button id="like"><rect key="frame" x="10" y="10" width="120" height="44"/>
                        <state key="normal" title="Like" image="heart" backgroundImage="pill"/>
                    </button>
                    <imageView id="star"><rect key="frame" x="10" y="60" width="40" height="40"/>
                        <color key="tintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <imageReference key="image" image="star.fill" catalog="system" symbolScale="large"/>
                        <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="24"/>
                    </imageView>
                    <button id="share"><rect key="frame" x="60" y="60" width="44" height="44"/>
                        <state key="normal" image="square.and.arrow.up" catalog="system"/>
                    </button>
                    <imageView id="lost" image="missing"><rect key="frame" x="110" y="60" width="40" height="40"/></imageView>
                    <imageView id="lost-again" image="missing"><rect key="frame" x="160" y="60" width="40" height="40"/></imageView>
                </subviews>
            </view>
        </objects>
        <resources>
            <image name="heart" width="24" height="22"/>
            <image name="star.fill" catalog="system" width="128" height="124"/>
            <image name="square.and.arrow.up" catalog="system" width="115" height="128"/>
        </resources>
    </document>
    """

/// An image set with `files` (name → bytes) listed in its Contents.json at `scales` (nil: no scale).
private func imageSet(
    _ scratch: TemporaryDirectory, _ folder: String, _ name: String, files: [(String, String?, [UInt8])]
) throws {
    let entries = files.map { file, scale, _ in
        "{\"filename\": \"\(file)\", \"idiom\": \"universal\"" + (scale.map { ", \"scale\": \"\($0)\"" } ?? "") + "}"
    }
    try scratch.write(
        "\(folder)/\(name).imageset/Contents.json", "{\"images\": [\(entries.joined(separator: ", "))]}")
    for (file, _, bytes) in files { try scratch.write("\(folder)/\(name).imageset/\(file)", bytes) }
}

/// A PNG header of `width` × `height` (all the catalog reads of a PNG).
private func pngHeader(_ width: Int, _ height: Int) -> [UInt8] {
    func word(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> (24 - 8 * $0)) & 0xFF) } }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + word(width)
        + word(height) + [8, 6, 0, 0, 0]
}

@Test func aButtonTakesItsImageAtItsStoredSizeAndItsBackgroundImage() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write("App/App.xcodeproj/project.pbxproj", "")
    try imageSet(scratch, "App/Assets.xcassets", "heart", files: [("h.png", "2x", pngHeader(48, 44))])
    try imageSet(scratch, "App/Assets.xcassets", "pill", files: [("pill.pdf", nil, Array("%PDF-1.4".utf8))])
    let path = try scratch.write("App/Views/Card.xib", xib)
    let root = try #require(
        InterfaceBuilderLoader.load(path: path, look: Theme(name: "t"), options: InterfaceBuilderOptions()).theme?
            .layouts.first
    ).root
    let like = try #require(root.find("like"))
    #expect(like.image == scratch.file("App/Assets.xcassets/heart.imageset/h.png"))
    #expect(like.imageSize == Size(width: 24, height: 22))
    #expect(like.backgroundImage == scratch.file("App/Assets.xcassets/pill.imageset/pill.pdf"))
    #expect(like.text == "Like")
}

@Test func symbolsTakeTheirConfigurationScaleTintAndGlyphShape() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("Card.xib", xib)
    let root = try #require(
        InterfaceBuilderLoader.load(path: path, look: Theme(name: "t"), options: InterfaceBuilderOptions()).theme?
            .layouts.first
    ).root
    let star = try #require(root.find("star")?.symbol)
    #expect(star.name == "star.fill")
    #expect(star.pointSize == 24)
    #expect(star.scale == .large)
    #expect(star.aspectRatio == 128.0 / 124.0)
    #expect(root.find("star")?.control.tintColor == AdaptiveColor(RGBA8(rgb: 0xFF0000)))
    #expect(root.find("star")?.backgroundColor == nil)
    let share = try #require(root.find("share")?.symbol)
    #expect(share.pointSize == 17)
    #expect(share.aspectRatio == 115.0 / 128.0)
}

@Test func anImageNoCatalogHasIsWarnedOnceAtItsFirstUse() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write("App/App.xcodeproj/project.pbxproj", "")
    let path = try scratch.write("App/Card.xib", xib)
    let result = InterfaceBuilderLoader.load(path: path, look: Theme(name: "t"), options: InterfaceBuilderOptions())
    let missing = result.diagnostics.filter { $0.message.contains("`missing`") }
    #expect(
        missing.map(\.description) == [
            "\(path):17:17: warning: image `missing` is in no asset catalog of the project (searched the .xcassets "
                + "folders under \(scratch.file("App"))) — check the name, or add "
                + "an image set `missing` to the app's Assets.xcassets"
        ])
    let root = try #require(result.theme?.layouts.first).root
    #expect(
        root.find("lost-again")?.backgroundColor
            == AdaptiveColor(light: RGBA8(rgb: 0xD1D1D6), dark: RGBA8(rgb: 0x3A3A3C)))
}

@Test func theFilesOwnCatalogWinsOverANeighbouringProjects() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write("repo/.git/HEAD", "ref: refs/heads/main\n")
    try imageSet(scratch, "repo/Another/Assets.xcassets", "heart", files: [("other.png", "1x", pngHeader(24, 22))])
    try imageSet(
        scratch, "repo/Mine/Resources/Assets.xcassets", "heart", files: [("mine.png", "3x", pngHeader(72, 66))])
    let path = try scratch.write("repo/Mine/Base.lproj/Card.xib", xib)
    let root = try #require(
        InterfaceBuilderLoader.load(path: path, look: Theme(name: "t"), options: InterfaceBuilderOptions()).theme?
            .layouts.first
    ).root
    #expect(root.find("like")?.image == scratch.file("repo/Mine/Resources/Assets.xcassets/heart.imageset/mine.png"))
}

@Test func theProjectFolderBoundsTheSearch() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write("repo/.git/HEAD", "ref: refs/heads/main\n")
    try imageSet(scratch, "repo/Shared.xcassets", "heart", files: [("h.png", "1x", pngHeader(24, 22))])
    try scratch.write("repo/App/App.xcodeproj/project.pbxproj", "")
    let path = try scratch.write("repo/App/Card.xib", xib)
    let root = try #require(
        InterfaceBuilderLoader.load(path: path, look: Theme(name: "t"), options: InterfaceBuilderOptions()).theme?
            .layouts.first
    ).root
    #expect(root.find("like")?.image == nil)
}

@Test func aVectorPDFWinsOverBitmapsAndAnUnusableSetIsWarned() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write("App/App.xcodeproj/project.pbxproj", "")
    try imageSet(
        scratch, "App/Assets.xcassets", "heart",
        files: [("h@3x.png", "3x", pngHeader(72, 66)), ("h.pdf", nil, Array("%PDF-1.4".utf8))])
    try imageSet(scratch, "App/Assets.xcassets", "pill", files: [("pill.svg", nil, Array("<svg/>".utf8))])
    let path = try scratch.write("App/Card.xib", xib)
    let result = InterfaceBuilderLoader.load(path: path, look: Theme(name: "t"), options: InterfaceBuilderOptions())
    let root = try #require(result.theme?.layouts.first).root
    #expect(root.find("like")?.image == scratch.file("App/Assets.xcassets/heart.imageset/h.pdf"))
    #expect(root.find("like")?.backgroundImage == nil)
    #expect(
        result.diagnostics.filter { $0.message.contains("`pill`") }.map(\.description) == [
            "\(path):7:21: warning: the image set `pill` has no PNG, JPEG or PDF file to draw — add the image's PNG or PDF to pill.imageset and list it in its Contents.json"
        ])
}

@Test func aLooseFilesCatalogsAreSearchedThreeLevelsDown() throws {
    let scratch = try TemporaryDirectory()
    try imageSet(scratch, "near/er/Assets.xcassets", "heart", files: [("near.png", "1x", pngHeader(24, 22))])
    try imageSet(scratch, "far/th/er/Assets.xcassets", "pill", files: [("far.png", "1x", pngHeader(30, 10))])
    let path = try scratch.write("Card.xib", xib)
    let root = try #require(
        InterfaceBuilderLoader.load(path: path, look: Theme(name: "t"), options: InterfaceBuilderOptions()).theme?
            .layouts.first
    ).root
    #expect(root.find("like")?.image == scratch.file("near/er/Assets.xcassets/heart.imageset/near.png"))
    #expect(root.find("like")?.backgroundImage == nil)
}

@Test func aGroupThatProvidesANamespaceNamesItsSetsWithItsName() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write("App/App.xcodeproj/project.pbxproj", "")
    let namespaced = "{\"info\": {\"version\": 1}, \"properties\": {\"provides-namespace\": true}}"
    // `Cells` and `Cells/Small` provide namespaces, `Plain` is a group only.
    try scratch.write("App/Assets.xcassets/Cells/Contents.json", namespaced)
    try scratch.write("App/Assets.xcassets/Cells/Small/Contents.json", namespaced)
    try scratch.write("App/Assets.xcassets/Plain/Contents.json", "{\"info\": {\"version\": 1}}")
    try imageSet(scratch, "App/Assets.xcassets/Cells", "library", files: [("l.png", "2x", pngHeader(56, 56))])
    try imageSet(scratch, "App/Assets.xcassets/Cells/Small", "dot", files: [("d.png", "1x", pngHeader(8, 8))])
    try imageSet(scratch, "App/Assets.xcassets/Plain", "star", files: [("s.png", "1x", pngHeader(20, 20))])
    let path = try scratch.write(
        "App/Cell.xib",
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view id="root"><rect key="frame" x="0" y="0" width="320" height="60"/>
                    <subviews>
                        <imageView id="icon" image="Cells/library"><rect key="frame" x="10" y="10" width="28" height="28"/></imageView>
                        <imageView id="dot" image="Cells/Small/dot"><rect key="frame" x="50" y="10" width="8" height="8"/></imageView>
                        <imageView id="star" image="star"><rect key="frame" x="70" y="10" width="20" height="20"/></imageView>
                        <imageView id="bare" image="library"><rect key="frame" x="100" y="10" width="28" height="28"/></imageView>
                    </subviews>
                </view>
            </objects>
        </document>
        """)
    let result = InterfaceBuilderLoader.load(path: path, look: Theme(name: "t"), options: InterfaceBuilderOptions())
    let root = try #require(result.theme?.layouts.first).root
    #expect(root.find("icon")?.image == scratch.file("App/Assets.xcassets/Cells/library.imageset/l.png"))
    #expect(root.find("icon")?.imageSize == Size(width: 28, height: 28))
    #expect(root.find("dot")?.image == scratch.file("App/Assets.xcassets/Cells/Small/dot.imageset/d.png"))
    #expect(root.find("star")?.image == scratch.file("App/Assets.xcassets/Plain/star.imageset/s.png"))
    // Inside a namespace a set is not found by its bare name, as UIImage(named:) does not find it.
    #expect(root.find("bare")?.image == nil)
    #expect(result.diagnostics.map(\.message).filter { $0.contains("`library`") }.count == 1)
}
