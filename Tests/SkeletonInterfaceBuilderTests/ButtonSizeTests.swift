import SkeletonCore
import TestSupport
import Testing

/// Intrinsic sizes Interface Builder's canvas gives where text metrics do not tell them: a legacy
/// button showing no image is at least 30 points wide, a system-glyph button keeps the glyph's
/// stored size, and a configured button shows its configuration's title alone.
struct ButtonSizeTests {
    /// A 375 × 300 xib view, its buttons each pinned by their top and leading edges only, so their
    /// sizes are their intrinsic sizes. The stored frames are deliberately wrong, so that only the
    /// engine sets them.
    static var card: String {
        IBFixture.xib(
            objects: """
                <view contentMode="scaleToFill" id="card">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                    <subviews>
                        <button opaque="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="ok">
                            <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                            <state key="normal" title="OK"/>
                        </button>
                        <button opaque="NO" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="untitled">
                            <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                            <state key="normal"/>
                        </button>
                        <button opaque="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="done">
                            <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                            <state key="normal" title="Done"/>
                        </button>
                        <button opaque="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                            <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                            <buttonConfiguration key="configuration" style="plain" title="OK"/>
                        </button>
                        <button opaque="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="untitledPlain">
                            <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                            <state key="normal" title="Button"/>
                            <buttonConfiguration key="configuration" style="plain"/>
                        </button>
                        <button opaque="NO" buttonType="infoLight" translatesAutoresizingMaskIntoConstraints="NO" id="info">
                            <rect key="frame" x="100" y="10" width="25.5" height="25.5"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="ok" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="20" id="ok-l"/>
                        <constraint firstItem="ok" firstAttribute="top" secondItem="card" secondAttribute="top" constant="10" id="ok-t"/>
                        <constraint firstItem="untitled" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="20" id="u-l"/>
                        <constraint firstItem="untitled" firstAttribute="top" secondItem="card" secondAttribute="top" constant="50" id="u-t"/>
                        <constraint firstItem="done" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="20" id="d-l"/>
                        <constraint firstItem="done" firstAttribute="top" secondItem="card" secondAttribute="top" constant="90" id="d-t"/>
                        <constraint firstItem="plain" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="20" id="p-l"/>
                        <constraint firstItem="plain" firstAttribute="top" secondItem="card" secondAttribute="top" constant="130" id="p-t"/>
                        <constraint firstItem="untitledPlain" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="200" id="up-l"/>
                        <constraint firstItem="untitledPlain" firstAttribute="top" secondItem="card" secondAttribute="top" constant="130" id="up-t"/>
                        <constraint firstItem="info" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="100" id="i-l"/>
                        <constraint firstItem="info" firstAttribute="top" secondItem="card" secondAttribute="top" constant="10" id="i-t"/>
                    </constraints>
                </view>
                """)
    }

    /// The solved frames of the card's views by id (text 10 points a character, 20 a line).
    static func frames() throws -> [String: Rect] {
        let layout = try #require(Fixtures.load(text: card, path: "Card.xib").theme?.layouts.first)
        return DesignSizePlacement.frames(layout)
    }

    @Test func aLegacyButtonWithAShortTitleIsThirtyPointsWide() throws {
        // "OK" is 20 points of text; 6 above and below the 20-point line.
        #expect(try Self.frames()["ok"] == rect(20, 10, 30, 32))
    }

    @Test func aLegacyButtonWithoutTitleOrImageIsThirtyPointsWide() throws {
        #expect(try Self.frames()["untitled"] == rect(20, 50, 30, 32))
    }

    @Test func aLegacyButtonWiderThanThirtyKeepsItsTitlesWidth() throws {
        #expect(try Self.frames()["done"] == rect(20, 90, 40, 32))
    }

    @Test func aConfiguredButtonHasNoMinimumBeyondItsInsets() throws {
        // 20 points of text, 12 either side; 7 above and below.
        #expect(try Self.frames()["plain"] == rect(20, 130, 44, 34))
    }

    @Test func aConfiguredButtonShowsNotTheNormalStatesTitle() throws {
        // The state's "Button" is not drawn: 12 either side of no text.
        #expect(try Self.frames()["untitledPlain"]?.width == 24)
        let layout = try #require(Fixtures.load(text: Self.card, path: "Card.xib").theme)
        let button = layout.layouts.first?.root.children.first { $0.id == "untitledPlain" }
        #expect(button?.text == nil)
    }

    @Test func aSystemGlyphButtonKeepsTheGlyphSizeIBStored() throws {
        #expect(try Self.frames()["info"] == rect(100, 10, 25.5, 25.5))
    }
}
