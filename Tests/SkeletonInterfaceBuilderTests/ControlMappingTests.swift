import SkeletonCore
import SkeletonInterfaceBuilder
import SkeletonTheme
import TestSupport
import Testing

/// A xib holding one of each control and a view with layer runtime attributes.
private let controls = Repository.path("Tests/SkeletonInterfaceBuilderTests/Fixtures/Controls/Controls.xib")

@Test func ibControlsBecomeTheirThemeTypesWithTheirInspectorAttributes() throws {
    let root = try Fixtures.layout(controls).root
    let kinds = root.children.map(\.kind)
    #expect(
        kinds == [
            .navigationBar, .searchBar, .switchControl, .segmentedControl, .slider, .stepper, .progressView,
            .activityIndicatorView, .pageControl, .view, .toolbar, .tabBar,
        ])
    let c = root.children.map(\.control)
    #expect(c[0].title == "Settings")
    #expect(c[1].placeholder == "Search")
    #expect(c[2].isOn && c[2].onTintColor == AdaptiveColor(RGBA8(rgb: 0xFF0000)))
    #expect(c[3].segments == ["First", "Second"] && c[3].selectedSegmentIndex == 1)
    #expect(c[4].value == 30 && c[4].minimumValue == 10 && c[4].maximumValue == 50)
    #expect(c[5].value == 3 && c[5].minimumValue == 1 && c[5].maximumValue == 10)
    #expect(c[6].progress == 0.75)
    #expect(c[7].isAnimating && c[7].hidesWhenStopped)
    #expect(c[8].numberOfPages == 3 && c[8].currentPage == 2)
    #expect(c[10].items == ["Edit", "Done"])  // the flexible space takes no slot
    #expect(c[11].items == ["Home", "Profile"] && c[11].selectedItemIndex == 1)
    #expect(root.children.allSatisfy { $0.backgroundColor == nil })  // no grey placeholder any more
}

@Test func layerRuntimeAttributesGiveBorderAndShadow() throws {
    let result = Fixtures.load(controls)
    let card = try #require(result.theme?.layouts.first?.root.find("card-1"))
    #expect(card.borderWidth == 1.5)
    #expect(card.borderColor == AdaptiveColor(RGBA8(rgb: 0x0000FF)))
    var shadow = LayerShadow()
    shadow.opacity = 0.25
    shadow.radius = 6
    shadow.offset = Size(width: 0, height: 2)
    #expect(card.shadow == shadow)
    #expect(
        result.diagnostics.map(\.message) == [
            "runtime attribute `layer.bordrWidth` is not a property the preview draws and is ignored (did you mean `layer.borderWidth`?)",
            Fixtures.nothingSkeletonable,
        ])
}

@Test func anImportedControlScreenLoadsBackWithoutAProblem() throws {
    let theme = try #require(Fixtures.load(controls).theme)
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("c.theme.json", ThemeWriter.text(of: theme, schema: nil, imagePath: { $0 }))
    let reloaded = ThemeLoader.load(path: path, fontResolver: nil)
    #expect(reloaded.diagnostics.filter { $0.severity == .error }.map(\.description) == [])
    // Auto Layout included (constraints, masks, priorities): the same screen.
    #expect(reloaded.theme?.layouts.first?.root.asWrittenInATheme == theme.layouts.first?.root.asWrittenInATheme)
}

/// A xib saved with `toolsVersion` holding a switch and a slider.
private func switchAndSlider(toolsVersion: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <switch opaque="NO" contentMode="scaleToFill" on="YES" id="toggle">
                        <rect key="frame" x="16" y="40" width="63" height="28"/>
                    </switch>
                    <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" id="level">
                        <rect key="frame" x="16" y="80" width="300" height="34"/>
                    </slider>
                </subviews>
            </view>
        </objects>
    </document>
    """
}

@Test func filesXcode26SavedMeasureTheirSwitchesAndSlidersAsIOS26s() throws {
    for (version, design) in [
        ("24506", SystemDesign.liquidGlass), ("24127", .liquidGlass), ("23727", .classic),
        ("32700.99.1234", .classic), ("", .classic),
    ] {
        let layout = try #require(
            Fixtures.load(text: switchAndSlider(toolsVersion: version), path: "Toggle.xib").theme?.layouts.first)
        #expect(layout.root.children.map(\.control.design) == [design, design], "toolsVersion \(version)")
    }
}

/// A xib saved by tools version `toolsVersion` with a search bar and a navigation bar whose heights
/// nothing but their intrinsic sizes decides: each pinned to the root's top and sides.
private func bars(toolsVersion: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                <subviews>
                    <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="54"/>
                    </navigationBar>
                    <searchBar contentMode="redraw" placeholder="Places" translatesAutoresizingMaskIntoConstraints="NO" id="search">
                        <rect key="frame" x="0.0" y="100" width="393" height="64"/>
                    </searchBar>
                </subviews>
                <constraints>
                    <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" id="b-t"/>
                    <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b-l"/>
                    <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="b-r"/>
                    <constraint firstItem="search" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="s-t"/>
                    <constraint firstItem="search" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s-l"/>
                    <constraint firstAttribute="trailing" secondItem="search" secondAttribute="trailing" id="s-r"/>
                </constraints>
            </view>
        </objects>
    </document>
    """
}

@Test func filesXcode26SavedMeasureTheirSearchAndNavigationBarsAsIOS26s() throws {
    // Xcode 26's canvas stores a search bar 64 high and a navigation bar 54; earlier ones 56 and 44.
    for (version, heights) in [("24765", [54.0, 64.0]), ("23727", [44.0, 56.0])] {
        let layout = try #require(
            Fixtures.load(text: bars(toolsVersion: version), path: "Bars.xib").theme?.layouts.first)
        let frames = DesignSizePlacement.place(layout).children.map(\.frame)
        #expect(frames == [rect(0, 0, 393, heights[0]), rect(0, 100, 393, heights[1])], "toolsVersion \(version)")
    }
}

@Test func aThemesSearchAndNavigationBarsTakeIOS26sHeightsWithLiquidGlass() {
    var search = ViewNode(kind: .searchBar)
    var bar = ViewNode(kind: .navigationBar)
    #expect(ContentMeasurer.intrinsicSize(of: search)?.height == 56)
    #expect(ContentMeasurer.intrinsicSize(of: bar)?.height == 44)
    search.control.design = .liquidGlass
    bar.control.design = .liquidGlass
    #expect(ContentMeasurer.intrinsicSize(of: search)?.height == 64)
    #expect(ContentMeasurer.intrinsicSize(of: bar)?.height == 54)
}
