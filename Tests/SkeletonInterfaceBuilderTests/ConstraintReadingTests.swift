import Foundation
import SkeletonCore
import SkeletonDocument
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// What Auto Layout reads from a storyboard: constraints with their ids and places, guides,
/// autoresizing masks, priorities and marks.
struct ConstraintReadingTests {
    /// A screen with a card pinned to the safe area and the margins, a frame-placed banner, a
    /// placeholder and an excluded constraint, old-style layout guides and a broken constraint.
    static let storyboard = IBFixture.storyboard(
        identifier: "Login", device: "retina4_7",
        view: """
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="top-guide"/>
                <viewControllerLayoutGuide type="bottom" id="bottom-guide"/>
            </layoutGuides>
            <view key="view" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" misplaced="YES" id="card">
                        <rect key="frame" x="20" y="40" width="335" height="200"/>
                    </view>
                    <label horizontalHuggingPriority="251" verticalCompressionResistancePriority="749" translatesAutoresizingMaskIntoConstraints="NO" text="Hi" id="title">
                        <rect key="frame" x="36" y="56" width="20" height="20"/>
                    </label>
                    <view id="banner">
                        <rect key="frame" x="0.0" y="600" width="375" height="67"/>
                        <autoresizingMask key="autoresizingMask" flexibleMinY="YES" widthSizable="YES"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="card" firstAttribute="top" secondItem="guide-safe" secondAttribute="top" constant="20" id="c-top"/>
                    <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="20" priority="750" id="c-trailing"/>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="guide-margins" secondAttribute="leading" id="c-margin"/>
                    <constraint firstItem="card" firstAttribute="height" secondItem="card" secondAttribute="width" multiplier="2:1" id="c-ratio"/>
                    <constraint firstItem="title" firstAttribute="top" secondItem="top-guide" secondAttribute="bottom" relation="greaterThanOrEqual" id="c-old"/>
                    <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" placeholder="YES" id="c-placeholder"/>
                    <constraint firstItem="card" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c-excluded"/>
                    <constraint firstItem="card" firstAttribute="middle" secondItem="root" secondAttribute="centerX" id="c-bad"/>
                    <constraint firstItem="card" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1:0" id="c-zero"/>
                    <constraint firstItem="card" firstAttribute="height" constant="fifty" id="c-fifty"/>
                    <constraint firstItem="card" firstAttribute="width" constant="300" priority="high" id="c-urgent"/>
                    <constraint firstItem="card" firstAttribute="width" constant="300" id="c-wide"><variation key="widthClass=regular" constant="wide"/></constraint>
                </constraints>
                <viewLayoutGuide key="safeArea" id="guide-safe"/>
                <viewLayoutGuide key="layoutMarginsGuide" id="guide-margins"/>
                <variation key="default">
                    <mask key="constraints">
                        <exclude reference="c-excluded"/>
                    </mask>
                </variation>
            </view>
            """)

    /// The loaded storyboard.
    static func load() -> ThemeLoadResult {
        InterfaceBuilderLoader.load(
            data: Data(storyboard.utf8), path: "Login.storyboard", look: Theme(name: "look"),
            options: InterfaceBuilderOptions())
    }

    /// The root's Auto Layout description.
    static func root() throws -> AutoLayoutSpec {
        try #require(load().theme?.layouts.first?.root.autoLayout)
    }

    @Test func constraintsKeepTheirIdsPlacesAndGuides() throws {
        let constraints = try Self.root().constraints
        #expect(constraints.map(\.identifier) == ["c-top", "c-trailing", "c-margin", "c-ratio", "c-old"])
        #expect(
            constraints[0]
                == LayoutConstraint(
                    .view("card"), .top, .equal, .safeArea(of: "root"), .top, constant: 20, identifier: "c-top",
                    location: SourceLocation(file: "Login.storyboard", line: 28, column: 29)))
        // A missing first item is the view that holds the constraint.
        #expect(constraints[1].firstItem == .view("root"))
        #expect(constraints[1].priority == LayoutPriority(750))
        #expect(constraints[2].secondItem == .layoutMargins(of: "root"))
        #expect(constraints[3].multiplier == 2)
        // The old top layout guide's bottom is the safe area's top.
        #expect(constraints[4].secondItem == .safeArea(of: "root"))
        #expect(constraints[4].secondAttribute == .top)
        #expect(constraints[4].relation == .greaterThanOrEqual)
    }

    @Test func unreadableConstraintsAreLocatedWarnings() {
        let warnings = Self.load().diagnostics.filter { $0.message != Fixtures.nothingSkeletonable }.map(\.description)
        #expect(
            warnings == [
                "Login.storyboard:35:29: warning: constraint c-bad has an unknown first attribute `middle`; it is "
                    + "ignored — fix the constraint in Xcode and save",
                "Login.storyboard:36:29: warning: constraint c-zero has a multiplier `1:0` that is no number; it is "
                    + "ignored — fix the constraint in Xcode and save",
                // Not read as 0 or as required in silence.
                "Login.storyboard:37:29: warning: constraint c-fifty has a constant `fifty` that is no number; it is "
                    + "ignored — fix the constraint in Xcode and save",
                "Login.storyboard:38:29: warning: constraint c-urgent has a priority `high` that is no number; it is "
                    + "ignored — fix the constraint in Xcode and save",
                // Nor a size class's constant, which would fall back to the default one in silence.
                "Login.storyboard:39:29: warning: constraint c-wide has a size-class constant `wide` "
                    + "(widthClass=regular) that is no number; it is ignored — fix the constraint in Xcode and save",
            ])
    }

    @Test func viewsKeepTheirMasksPrioritiesAndMarks() throws {
        let root = try #require(Self.load().theme?.layouts.first?.root)
        let card = try #require(root.find("card")?.autoLayout)
        #expect(card.translatesAutoresizingMaskIntoConstraints == false)
        #expect(card.isMisplaced)
        let title = try #require(root.find("title")?.autoLayout)
        #expect(title.hugging == AxisPriorities(horizontal: LayoutPriority(251), vertical: LayoutPriority(250)))
        #expect(
            title.compressionResistance
                == AxisPriorities(horizontal: LayoutPriority(750), vertical: LayoutPriority(749)))
        let banner = try #require(root.find("banner")?.autoLayout)
        #expect(banner.translatesAutoresizingMaskIntoConstraints)
        #expect(banner.autoresizingMask == [.flexibleTopMargin, .flexibleWidth])
        #expect(root.autoLayout?.designSize == Size(width: 375, height: 667))
    }

    /// A screen with a label IB fixes in place and a bar pinned above the keyboard layout guide.
    static let fixedAndKeyboard = IBFixture.storyboard(
        identifier: "Fixed", device: "retina4_7",
        view: """
            <view key="view" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <label fixedFrame="YES" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                        <rect key="frame" x="96" y="40" width="271" height="21"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </label>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                        <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="bar" firstAttribute="bottom" secondItem="guide-keyboard" secondAttribute="top" id="c-keyboard"/>
                </constraints>
                <keyboardLayoutGuide key="keyboard" id="guide-keyboard"/>
            </view>
            """)

    /// The root of the screen above, loaded.
    static func fixedAndKeyboardRoot() throws -> ViewNode {
        let loaded = InterfaceBuilderLoader.load(
            data: Data(fixedAndKeyboard.utf8), path: "Fixed.storyboard", look: Theme(name: "look"),
            options: InterfaceBuilderOptions())
        return try #require(loaded.theme?.layouts.first?.root)
    }

    @Test func aViewWithAFixedFrameTranslatesItsMaskThoughMarkedNotTo() throws {
        // Interface Builder writes fixedFrame="YES" on a view without constraints and builds it
        // translating its autoresizing mask, whatever translatesAutoresizingMaskIntoConstraints
        // says: the label keeps the 271 points IB stored instead of hugging its text.
        let note = try #require(Self.fixedAndKeyboardRoot().find("note")?.autoLayout)
        #expect(note.translatesAutoresizingMaskIntoConstraints)
        #expect(note.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
    }

    @Test func theKeyboardLayoutGuideWithTheKeyboardDownIsTheSafeAreasBottom() throws {
        let constraints = try #require(Self.fixedAndKeyboardRoot().autoLayout?.constraints)
        #expect(constraints.map(\.identifier) == ["c-keyboard"])
        #expect(constraints.first?.secondItem == .safeArea(of: "root"))
        #expect(constraints.first?.secondAttribute == .bottom)
    }
}
