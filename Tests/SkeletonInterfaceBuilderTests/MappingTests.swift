import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

@Test func aStoryboardSceneIsALayoutNamedByItsIdentifierAtItsRootFrame() throws {
    let theme = try #require(Fixtures.load(Fixtures.profile).theme)
    #expect(theme.name == "Profile.storyboard")
    #expect(theme.layouts.map(\.name) == ["Profile"])  // the navigation controller has no view
    #expect(theme.layouts[0].size == Size(width: 393, height: 852))
    #expect(theme.layouts[0].root.frame == nil)
    #expect(theme.layouts[0].root.id == "root-1")
}

@Test func aXibGivesEachTopLevelViewAndCellALayout() throws {
    let theme = try #require(Fixtures.load(Fixtures.cards).theme)
    #expect(theme.layouts.map(\.name) == ["Cards", "Row"])
    #expect(theme.layouts.map(\.size) == [Size(width: 375, height: 300), Size(width: 320, height: 44)])
}

@Test func framesFlagsAndRuntimeAttributesAreRead() throws {
    let root = try Fixtures.layout(Fixtures.profile).root
    #expect(root.isSkeletonable)
    let header = try #require(root.find("head-1"))
    #expect(!header.isSkeletonable)  // IB's default
    #expect(header.frame == Rect(x: 0, y: 59, width: 393, height: 120))
    let image = try #require(root.find("img-1"))
    #expect(image.kind == .imageView)
    #expect(image.isSkeletonable)
    #expect(image.cornerRadius == 44)
    #expect(image.clipsToBounds)
    #expect(image.contentMode == .scaleAspectFit)
    let name = try #require(root.find("name-1"))
    #expect(name.kind == .label)
    #expect(name.text == "Mei Tanaka")
    #expect(name.numberOfLines == 2)
    #expect(name.textAlignment == .center)
    #expect(name.font == FontSpec(family: "system", size: 20, weight: 600, scalesWithContentSize: false))
    #expect(name.lastLineFillPercent == 50)
    #expect(name.linesCornerRadius == 4)
    #expect(name.skeletonLineSpacing == 6)
    #expect(name.skeletonTextLineHeight == .relativeToFont)
    #expect(name.height == .fixed(48))  // its own height constraint
}

@Test func hiddenViewsAreNotDrawnAndControlsAreTheirThemeTypes() throws {
    let root = try Fixtures.layout(Fixtures.profile).root
    #expect(root.find("gone-1") == nil)
    let toggle = try #require(root.find("sw-1"))
    #expect(toggle.kind == .switchControl)
    #expect(toggle.control.isOn)
    #expect(toggle.children.isEmpty)
    #expect(toggle.backgroundColor == nil)
}

@Test func coloursOfEveryColourSpaceBecomeSRGB() throws {
    let root = try Fixtures.layout(Fixtures.profile).root
    // Display P3 (0.8, 0.4, 0.2) through linear light and the P3 → sRGB matrix.
    #expect(root.find("name-1")?.textColor == AdaptiveColor(RGBA8(r: 0xDB, g: 0x5E, b: 0x1F)))
    // Gamma 2.2 grey 0.5 is sRGB 0x80.
    #expect(root.find("head-1")?.backgroundColor == AdaptiveColor(RGBA8(r: 0x80, g: 0x80, b: 0x80)))
    // Generic RGB (gamma 1.8) (0.25, 0.5, 0.75) at alpha 0.5.
    #expect(root.find("typo-1")?.backgroundColor == AdaptiveColor(RGBA8(r: 0x51, g: 0x92, b: 0xCB, a: 0x80)))
    // A system colour has UIKit's dark variant.
    #expect(root.backgroundColor == AdaptiveColor(light: RGBA8(rgb: 0xFFFFFF), dark: RGBA8(rgb: 0x000000)))
    #expect(root.find("title-1")?.textColor == AdaptiveColor(light: RGBA8(rgb: 0x000000), dark: RGBA8(rgb: 0xFFFFFF)))
    // A named colour comes from the asset catalog beside the file, dark variant included.
    #expect(
        root.find("table-1")?.backgroundColor
            == AdaptiveColor(light: RGBA8(r: 0xFF, g: 0x40, b: 0x80), dark: RGBA8(r: 128, g: 32, b: 64)))
}

@Test func imagesComeFromTheAssetCatalogOrAreANeutralPlaceholder() throws {
    let root = try Fixtures.layout(Fixtures.profile).root
    #expect(root.find("img-1")?.image == Fixtures.app + "/Assets.xcassets/avatar.imageset/avatar@2x.png")
    let cards = try Fixtures.layout(Fixtures.cards).root
    let picture = try #require(cards.find("pic-1"))
    #expect(picture.image == nil)
    #expect(picture.backgroundColor == AdaptiveColor(light: RGBA8(rgb: 0xD1D1D6), dark: RGBA8(rgb: 0x3A3A3C)))
}

@Test func aTableTakesItsPrototypeCellAndAutomaticHeightUsesTheEstimate() throws {
    let table = try #require(Fixtures.layout(Fixtures.profile).root.find("table-1"))
    guard case .table(let spec)? = table.list else {
        Issue.record("not a table: \(table)")
        return
    }
    #expect(spec.rowHeight == .automatic)
    #expect(spec.estimatedRowHeight == 72)
    #expect(spec.numberOfSections == 1)
    #expect(spec.cell.isSkeletonable)  // no level of the descent
    #expect(spec.cell.children.map(\.id) == ["title-1", "typo-1"])
    #expect(spec.cell.children[0].frame == Rect(x: 16, y: 12, width: 361, height: 21))
    #expect(spec.cell.children[0].font == FontSpec(family: "system", size: 17, weight: 600, textStyle: .headline))
}

@Test func aCollectionTakesItsFlowLayout() throws {
    let grid = try #require(Fixtures.layout(Fixtures.cards).root.find("grid-1"))
    guard case .collection(let spec)? = grid.list else {
        Issue.record("not a collection: \(grid)")
        return
    }
    #expect(spec.itemSize == Size(width: 120, height: 160))
    #expect(spec.lineSpacing == 12)
    #expect(spec.interitemSpacing == 8)
    #expect(spec.scrollDirection == .horizontal)
    #expect(spec.cell.children.map(\.id) == ["pic-1"])
}

@Test func aButtonTakesItsNormalTitleAndTitleColour() throws {
    let row = try #require(Fixtures.load(Fixtures.cards).theme?.layouts.last?.root)
    let button = try #require(row.find("row-button-1"))
    #expect(button.kind == .button)
    #expect(button.text == "Go")
    #expect(button.textColor == AdaptiveColor(light: RGBA8(rgb: 0x007AFF), dark: RGBA8(rgb: 0x0A84FF)))
}

@Test func anAliasReadsTheAppsOwnAttributeAsSkeletonViews() throws {
    let plain = try Fixtures.layout(Fixtures.profile).root
    #expect(plain.find("title-1")?.isSkeletonable == false)
    var options = InterfaceBuilderOptions()
    options.aliases = ["_isSkeletonable": "isSkeletonable"]
    #expect(try Fixtures.layout(Fixtures.profile, options: options).root.find("title-1")?.isSkeletonable == true)
}

@Test(arguments: [
    ("", TextAlignment.center), ("left", .left), ("right", .right), ("leading", .natural), ("fill", .center),
])
func aButtonTitleSitsWhereItsContentAlignmentSays(attribute: String, expected: TextAlignment) throws {
    let scratch = try TemporaryDirectory()
    let alignment = attribute.isEmpty ? "" : #" contentHorizontalAlignment=""# + attribute + #"""#
    let path = try scratch.write(
        "b.xib",
        #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="root-1">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                    <subviews>
                        <button opaque="NO" id="b-1"
        """# + alignment + #"""
            >
                                <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                                <state key="normal" title="Go"/>
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """#)
    let root = try Fixtures.layout(path).root
    #expect(try #require(root.find("b-1")).textAlignment == expected)
}

@Test func aSystemButtonWithoutTitleColourOrFontTakesItsTintAndUIKitsFifteenPointFont() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write(
        "b.xib",
        IBFixture.xib(
            objects: #"""
                <view id="root-1"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <button buttonType="roundedRect" id="system-1"><rect key="frame" x="0" y="0" width="46" height="30"/>
                            <color key="tintColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <state key="normal" title="Button"/>
                        </button>
                        <button id="custom-1"><rect key="frame" x="0" y="50" width="46" height="30"/>
                            <color key="tintColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <state key="normal" title="Button"/>
                        </button>
                    </subviews>
                </view>
                """#))
    let root = try Fixtures.layout(path).root
    let system = try #require(root.find("system-1"))
    #expect(system.textColor == AdaptiveColor(RGBA8(rgb: 0xFFFFFF)))
    #expect(system.font == FontSpec(family: "system", size: 15, weight: 400, scalesWithContentSize: false))
    // A custom button's title keeps the theme's title colour; its tint only colours its image.
    #expect(try #require(root.find("custom-1")).textColor == nil)
}

@Test func buttonsTakeTheirContentInsetsAndLabelsAndButtonsTheirLineBreakMode() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write(
        "b.xib",
        IBFixture.xib(
            objects: #"""
                <view id="root-1"><rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                    <subviews>
                        <button lineBreakMode="middleTruncation" id="legacy-1"><rect key="frame" x="0" y="0" width="46" height="30"/>
                            <state key="normal" title="Button"/>
                        </button>
                        <button lineBreakMode="clip" id="inset-1"><rect key="frame" x="0" y="40" width="80" height="30"/>
                            <inset key="contentEdgeInsets" minX="16" minY="8" maxX="14" maxY="-2"/>
                            <state key="normal" title="Button"/>
                        </button>
                        <button id="configured-1"><rect key="frame" x="0" y="80" width="75" height="35"/>
                            <buttonConfiguration key="configuration" style="plain" title="Button"/>
                        </button>
                        <button id="configured-2"><rect key="frame" x="0" y="120" width="75" height="35"/>
                            <buttonConfiguration key="configuration" style="filled" title="Button">
                                <directionalEdgeInsets key="contentInsets" top="1" leading="2" bottom="3" trailing="4"/>
                            </buttonConfiguration>
                        </button>
                        <label text="Total Amount" lineBreakMode="headTruncation" id="label-1"><rect key="frame" x="0" y="160" width="40" height="20"/></label>
                        <label text="Total Amount" lineBreakMode="sideways" id="label-2"><rect key="frame" x="0" y="180" width="40" height="20"/></label>
                    </subviews>
                </view>
                """#))
    let root = try Fixtures.layout(path).root
    #expect(try #require(root.find("legacy-1")).contentInsets == .zero)
    #expect(try #require(root.find("legacy-1")).lineBreakMode == .byTruncatingMiddle)
    // minX/minY/maxX/maxY are left/top/right/bottom; UIKit's outset (-2) is not kept.
    #expect(try #require(root.find("inset-1")).contentInsets == EdgeInsets(top: 8, left: 16, bottom: 0, right: 14))
    #expect(try #require(root.find("inset-1")).lineBreakMode == .byClipping)
    #expect(try #require(root.find("configured-1")).contentInsets == EdgeInsets(top: 7, left: 12, bottom: 7, right: 12))
    #expect(try #require(root.find("configured-2")).contentInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(try #require(root.find("label-1")).lineBreakMode == .byTruncatingHead)
    // An unknown spelling keeps UILabel's default.
    #expect(try #require(root.find("label-2")).lineBreakMode == .byTruncatingTail)
}
