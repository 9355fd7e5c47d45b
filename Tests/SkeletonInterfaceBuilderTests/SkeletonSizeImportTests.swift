import Foundation
import SkeletonCore
import SkeletonDocument
import SkeletonInterfaceBuilder
import SkeletonTheme
import TestSupport
import Testing

/// What the third reading of SkeletonView 1.31 found in Interface Builder files: size constraints of
/// any relation size the skeleton, `semanticContentAttribute` decides the direction per view, and a
/// trailing-aligned stack view draws its labels' lines offset (a warning).
struct SkeletonSizeImportTests {
    /// A storyboard whose flagged 375 × 667 root holds `subviews` (IB XML).
    static func storyboard(_ subviews: String, rootAttributes: String = "") -> String {
        IBFixture.storyboard(
            identifier: "Screen", device: "retina4_7",
            view: """
                <view key="view" contentMode="scaleToFill" \(rootAttributes) id="root-1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                \(subviews)
                    </subviews>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/>
                    </userDefinedRuntimeAttributes>
                </view>
                """)
    }

    /// A flagged label `id` at `frame` (x y width height) with `numberOfLines` and `extra` XML inside it.
    static func label(_ id: String, _ frame: String, lines: Int = 1, attributes: String = "", extra: String = "")
        -> String
    {
        let parts = frame.split(separator: " ")
        return """
            <label text="Text" numberOfLines="\(lines)" \(attributes) id="\(id)">
                <rect key="frame" x="\(parts[0])" y="\(parts[1])" width="\(parts[2])" height="\(parts[3])"/>
                \(extra)
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/>
                </userDefinedRuntimeAttributes>
            </label>
            """
    }

    /// The loaded document.
    static func load(_ text: String) -> ThemeLoadResult {
        Fixtures.load(text: text, path: "Screen.storyboard")
    }

    @Test func aLessThanOrEqualWidthConstraintWidensTheSkeletonNotTheLabel() throws {
        // UIView+Extensions.swift, `definedMaxWidth`: max(frame 70, width ≤ 200) = 200, so the one line
        // (SkeletonLayer.swift, CALayer+Extensions.swift `updateMultilinesLayers`) is 200 × 0.7 = 140
        // wide, centred in the 20.5-pt frame: y = 40 + (20.5 − 15) / 2 = 42.75.
        let constraint =
            #"<constraints><constraint firstAttribute="width" relation="lessThanOrEqual" constant="200" id="w-1"/></constraints>"#
        let layout = try #require(
            Self.load(Self.storyboard(Self.label("a", "16 40 70 20.5", extra: constraint))).theme?.layouts.first)
        #expect(layout.root.find("a")?.frame == Rect(x: 16, y: 40, width: 70, height: 20.5))
        #expect(Fixtures.skeletonRects(layout) == [Rect(x: 16, y: 42.75, width: 140, height: 15)])
    }

    @Test func aLessThanOrEqualHeightConstraintGivesAFillingLabelThreeLines() throws {
        // `definedMaxHeight` = max(20.5, 75) = 75; numberOfLines 0 fills it: round(75 / (15 + 10)) = 3
        // lines at 0, 25, 50, centred by (75 − 65) / 2 = 5; the last 300 × 0.7 = 210 wide.
        let constraint =
            #"<constraints><constraint firstAttribute="height" relation="lessThanOrEqual" constant="75" priority="750" id="h-1"/></constraints>"#
        let layout = try #require(
            Self.load(Self.storyboard(Self.label("b", "16 100 300 20.5", lines: 0, extra: constraint))).theme?.layouts
                .first)
        #expect(layout.root.find("b")?.frame?.height == 20.5)
        #expect(
            Fixtures.skeletonRects(layout) == [
                Rect(x: 16, y: 105, width: 300, height: 15), Rect(x: 16, y: 130, width: 300, height: 15),
                Rect(x: 16, y: 155, width: 210, height: 15),
            ])
    }

    @Test func aGreaterThanOrEqualHeightStopsAThreeLineLabelFromGrowing() throws {
        // UILabel+Extensions.swift, `updateHeightConstraintsIfNeeded`: desired 3 × 15 + 2 × 10 = 65 is not
        // above definedMaxHeight max(20, ≥ 80) = 80, so no growth; the three lines centre in 80:
        // (80 − 65) / 2 = 7.5 below the label's top (y 200).
        let constraint =
            #"<constraints><constraint firstAttribute="height" relation="greaterThanOrEqual" constant="80" id="h-2"/></constraints>"#
        let layout = try #require(
            Self.load(Self.storyboard(Self.label("c", "0 200 100 20", lines: 3, extra: constraint))).theme?.layouts
                .first)
        #expect(Fixtures.skeletonRects(layout).map(\.minY) == [207.5, 232.5, 257.5])
    }

    @Test func forceRightToLeftSwapsPaddingAndAlignsTheNaturalLastLineRight() throws {
        // UIView+Extensions.swift `isRTL` reads effectiveUserInterfaceLayoutDirection: a label forced right
        // to left aligns its `.natural` last line right (CALayer+Extensions.swift): 200 × 0.7 = 140 wide at
        // x 20 + 200 − 140 = 80; its left-to-right neighbour keeps it at 20.
        let forced = Self.label("r", "20 0 200 40", attributes: #"semanticContentAttribute="forceRightToLeft""#)
        let plain = Self.label("l", "20 50 200 40")
        let result = Self.load(Self.storyboard(forced + plain))
        let layout = try #require(result.theme?.layouts.first)
        #expect(layout.root.find("r")?.layoutDirection == .rightToLeft)
        #expect(layout.root.find("l")?.layoutDirection == nil)
        #expect(Fixtures.skeletonRects(layout).map(\.minX) == [80, 20])
    }

    @Test func aForcedRightToLeftViewsSubviewsInheritItAndKeepTheirStoredFrames() throws {
        // IB lays a forced right-to-left container's subviews out right to left and stores those frames;
        // the label inside inherits the direction (UIKit's trait collection), so its last line is on the
        // right: container x 10, label at x 150 (stored) width 200 → line at 10 + 150 + 60 = 220.
        let inner = Self.label("in", "150 0 200 40")
        let container = """
            <view contentMode="scaleToFill" semanticContentAttribute="forceRightToLeft" id="box">
                <rect key="frame" x="10" y="0" width="360" height="40"/>
                <subviews>\(inner)</subviews>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/>
                </userDefinedRuntimeAttributes>
            </view>
            """
        let layout = try #require(Self.load(Self.storyboard(container)).theme?.layouts.first)
        let metrics = FakeTextMetrics()
        let placed = LayoutEngine(metrics: metrics, appearance: .default).place(layout)
        let label = try #require(placed.children.first?.children.first)
        #expect(label.frame == Rect(x: 160, y: 0, width: 200, height: 40))
        #expect(label.isRightToLeft)
        #expect(Fixtures.skeletonRects(layout) == [Rect(x: 220, y: 12.5, width: 140, height: 15)])
    }

    @Test func forceLeftToRightKeepsAViewLeftToRightUnderAForcedRightToLeftRoot() throws {
        let forced = Self.label("f", "20 0 200 40", attributes: #"semanticContentAttribute="forceLeftToRight""#)
        let layout = try #require(
            Self.load(Self.storyboard(forced, rootAttributes: #"semanticContentAttribute="forceRightToLeft""#)).theme?
                .layouts.first)
        // The root mirrors the stored frame (x 375 − 220 = 155 leading-space → placed back at 20); the label's
        // own direction is left to right, so its line starts at its left edge.
        #expect(Fixtures.skeletonRects(layout) == [Rect(x: 20, y: 12.5, width: 140, height: 15)])
    }

    @Test func aLabelInATrailingStackViewIsWarnedWithBothPlaces() throws {
        let stack = """
            <stackView opaque="NO" axis="vertical" alignment="trailing" id="st-1">
                <rect key="frame" x="16" y="40" width="343" height="20"/>
                <subviews>\(Self.label("t", "243 0 100 20"))</subviews>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/>
                </userDefinedRuntimeAttributes>
            </stackView>
            """
        let text = Self.storyboard(stack)
        let result = Self.load(text)
        let lines = text.components(separatedBy: "\n")
        let stackLine = try #require(lines.firstIndex { $0.contains("id=\"st-1\"") }) + 1
        let labelLine = try #require(lines.firstIndex { $0.contains("id=\"t\"") }) + 1
        let warnings = result.diagnostics.filter { $0.message.contains("aligns it trailing") }
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.severity == .warning)
        #expect(warning.line == labelLine)
        #expect(warning.message.contains("label (id t)"))
        #expect(warning.message.contains("stack view (id st-1) (Screen.storyboard:\(stackLine):"))
        #expect(warning.fix.contains("align the stack `fill`, `leading` or `center`"))
        // Drawn where the designer means it: over the label (x 16 + 243), not one width (100) to its left.
        let layout = try #require(result.theme?.layouts.first)
        #expect(Fixtures.skeletonRects(layout) == [Rect(x: 259, y: 42.5, width: 70, height: 15)])
    }

    @Test func aLeadingStackViewOrAnUnflaggedLabelIsNotWarned() {
        let flagged = Self.label("t", "0 0 100 20")
        let unflagged = """
            <label text="Text" id="u"><rect key="frame" x="0.0" y="20" width="100" height="20"/></label>
            """
        let leading = """
            <stackView opaque="NO" axis="vertical" alignment="leading" id="st-1">
                <rect key="frame" x="16" y="40" width="343" height="40"/>
                <subviews>\(flagged)</subviews>
            </stackView>
            <stackView opaque="NO" axis="vertical" alignment="trailing" id="st-2">
                <rect key="frame" x="16" y="100" width="343" height="40"/>
                <subviews>\(unflagged)</subviews>
            </stackView>
            """
        #expect(!Self.load(Self.storyboard(leading)).diagnostics.contains { $0.message.contains("aligns it trailing") })
    }
}
