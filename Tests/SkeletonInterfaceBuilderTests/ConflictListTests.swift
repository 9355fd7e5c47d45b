import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// A required conflict is reported as UIKit logs it: every constraint of the smallest conflicting
/// set, each located, a stack's generated ones named as UIKit names them at the stack, then the one
/// broken (QA of issue 28, failure 10).
struct ConflictListTests {
    /// A 414 × 896 screen holding `subviews`, with `constraints` on its root.
    static func storyboard(_ subviews: String, constraints: String) -> String {
        IBFixture.storyboard(
            identifier: "Conflict", device: "retina6_1",
            view: """
                <view key="view" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                \(subviews)
                    </subviews>
                    <constraints>
                \(constraints)
                    </constraints>
                </view>
                """)
    }

    /// The issues of the screen solved at its own size.
    static func issues(_ text: String) throws -> [String] {
        let theme = try #require(Fixtures.load(text: text, path: "C.storyboard").theme)
        let layout = try #require(theme.layouts.first)
        let environment = ConstraintEnvironment(size: layout.size, isScreen: true, hidesViewsHiddenAtRuntime: false)
        return AutoLayoutSolver.solve(root: layout.root, environment: environment, metrics: FakeTextMetrics()).issues
            .map(\.description)
    }

    /// A row of plain views `ids`, each 300 wide and 50 high: the first 20 from the root's leading
    /// edge, each next 10 after the one before, the last 20 from the trailing edge (more than 414).
    static func chain(_ ids: [String]) -> String {
        let views = ids.map { id in
            """
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="0" y="100" width="300" height="50"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="300" id="\(id)w"/>
                            <constraint firstAttribute="height" constant="50" id="\(id)h"/>
                        </constraints>
                    </view>
            """
        }
        var pins = [
            #"<constraint firstItem="\#(ids[0])" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>"#
        ]
        for (before, after) in zip(ids, ids.dropFirst()) {
            pins.append(
                #"<constraint firstItem="\#(after)" firstAttribute="leading" secondItem="\#(before)" secondAttribute="trailing" constant="10" id="\#(before)\#(after)"/>"#
            )
        }
        pins.append(
            #"<constraint firstItem="root" firstAttribute="trailing" secondItem="\#(ids.last!)" secondAttribute="trailing" constant="20" id="t"/>"#
        )
        pins += ids.map {
            #"<constraint firstItem="\#($0)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="\#($0)y"/>"#
        }
        return storyboard(
            views.joined(separator: "\n"), constraints: pins.map { "        " + $0 }.joined(separator: "\n"))
    }

    @Test func aChainOfTwoViewsListsAllSixConstraintsAndBreaksTheLast() throws {
        // 20 + 300 + 10 + 300 + 20 = 650 > 414: the root's width, the three pins and both widths.
        let issues = try Self.issues(Self.chain(["a", "b"]))
        #expect(
            issues == [
                "C.storyboard:21:37: Unable to simultaneously satisfy constraints: probably at least one of these 6 is "
                    + "one you don't want: the root view's frame at C.storyboard:8:21, constraint l at C.storyboard:27:29, "
                    + "constraint ab at C.storyboard:28:29, constraint t at C.storyboard:29:29, constraint aw at "
                    + "C.storyboard:14:37, constraint bw at C.storyboard:21:37; will attempt to recover by breaking "
                    + "constraint bw (left out, as UIKit breaks one)"
            ])
    }

    @Test func aLongChainListsEightAndCountsTheRest() throws {
        // Four views: the root's width, the leading pin, three gaps, the trailing pin, four widths.
        let issues = try Self.issues(Self.chain(["a", "b", "c", "d"]))
        #expect(issues.count == 1)
        #expect(issues.first?.contains("probably at least one of these 10 is one you don't want: ") == true)
        #expect(issues.first?.contains(", constraint bw at C.storyboard:21:37, and 2 more; will attempt") == true)
        #expect(issues.first?.hasSuffix("breaking constraint dw (left out, as UIKit breaks one)") == true)
    }

    @Test func aStackSaysWhichOfItsConstraintsAndWhy() throws {
        // Two views sharing a 382-point stack equally, 8 apart: 187 each, not the 200 one asks for.
        let text = Self.storyboard(
            """
                    <stackView distribution="fillEqually" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="S">
                        <rect key="frame" x="16" y="100" width="382" height="40"/>
                        <subviews>
                            <view id="v0"><rect key="frame" x="0" y="0" width="187" height="40"/></view>
                            <view id="v1">
                                <rect key="frame" x="195" y="0" width="187" height="40"/>
                                <constraints><constraint firstAttribute="width" constant="200" id="v1w"/></constraints>
                            </view>
                        </subviews>
                        <constraints><constraint firstAttribute="height" constant="40" id="Sh"/></constraints>
                    </stackView>
            """,
            constraints: """
                        <constraint firstItem="S" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="Sl"/>
                        <constraint firstItem="root" firstAttribute="trailing" secondItem="S" secondAttribute="trailing" constant="16" id="St"/>
                        <constraint firstItem="S" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="Sy"/>
                """)
        let stack = "stack `S` at C.storyboard:11:29"
        let issues = try Self.issues(text)
        #expect(
            issues == [
                "C.storyboard:17:54: Unable to simultaneously satisfy constraints: probably at least one of these 8 is "
                    + "one you don't want: the root view's frame at C.storyboard:8:21, "
                    + "UISV-canvas-connection of \(stack) (its first and last arranged views at its edges), "
                    + "UISV-canvas-connection of \(stack) (its first and last arranged views at its edges), "
                    + "UISV-spacing of \(stack) (its spacing between arranged views), "
                    + "UISV-fill-equally of \(stack) (its arranged views, or the gaps between them, equally long by its "
                    + "distribution), constraint Sl at C.storyboard:24:29, constraint St at C.storyboard:25:29, "
                    + "constraint v1w at C.storyboard:17:54; will attempt to recover by breaking constraint v1w (left "
                    + "out, as UIKit breaks one)"
            ])
    }
}
