import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// A hidden arranged view of a stack: UIKit's `UISV-hiding` constraints give it no length along
/// the axis, at the start of the next visible view, so it is not ambiguous (QA of issue 28).
struct HiddenArrangedViewTests {
    /// A 414 × 896 screen with a fill-equally horizontal stack 20 in from its sides, 40 high,
    /// spacing 10, of three plain views, `hidden` (an id) hidden in the file.
    static func storyboard(hidden: String) -> String {
        func view(_ id: String, x: Double, width: Double) -> String {
            let flag = id == hidden ? #"hidden="YES" "# : ""
            let frame = #"<rect key="frame" x="\#(x)" y="0" width="\#(width)" height="40"/>"#
            return #"<view \#(flag)id="\#(id)">\#(frame)</view>"#
        }
        let views = [
            view("h1", x: 0, width: hidden == "h1" ? 0 : 182),
            view("h2", x: 192, width: hidden == "h2" ? 0 : 182),
            view("h3", x: hidden == "h3" ? 374 : 192, width: hidden == "h3" ? 0 : 182),
        ]
        return IBFixture.storyboard(
            identifier: "Hidden", device: "retina6_1",
            view: """
                <view key="view" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        <stackView distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="HS">
                            <rect key="frame" x="20" y="200" width="374" height="40"/>
                            <subviews>
                                \(views.joined(separator: "\n"))
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="height" constant="40" id="HSh"/>
                            </constraints>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="HS" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="HSl"/>
                        <constraint firstItem="root" firstAttribute="trailing" secondItem="HS" secondAttribute="trailing" constant="20" id="HSt"/>
                        <constraint firstItem="HS" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="HStop"/>
                    </constraints>
                </view>
                """)
    }

    /// The ambiguity messages and the solved frames of the stack's views, by id, in the screen's coordinates.
    static func solved(hidden: String) throws -> (ambiguities: [String], frames: [String: Rect]) {
        let theme = try #require(Fixtures.load(text: storyboard(hidden: hidden), path: "Hidden.storyboard").theme)
        let layout = try #require(theme.layouts.first)
        let environment = ConstraintEnvironment(size: layout.size, isScreen: true, hidesViewsHiddenAtRuntime: false)
        let ambiguities = try #require(
            AmbiguityFinder.ambiguities(root: layout.root, environment: environment, metrics: FakeTextMetrics()))
        let solution = AutoLayoutSolver.solve(root: layout.root, environment: environment, metrics: FakeTextMetrics())
        #expect(solution.issues.map(\.description) == [])
        return (ambiguities.map(\.description), solution.frames.filter { ["h1", "h2", "h3"].contains($0.key) })
    }

    @Test func aHiddenMiddleViewIsNoLongerAmbiguousAndLiesAtItsNextNeighboursStart() throws {
        // The two visible views share 374 − 10: 182 each; h2 is 0 wide at h3's x, 192 in the stack
        // as IB stores it (the solver's frames are the screen's: the stack is at 20, 200).
        let (ambiguities, frames) = try Self.solved(hidden: "h2")
        #expect(ambiguities == [])
        #expect(frames["h1"] == Rect(x: 20, y: 200, width: 182, height: 40))
        #expect(frames["h2"] == Rect(x: 212, y: 200, width: 0, height: 40))
        #expect(frames["h3"] == Rect(x: 212, y: 200, width: 182, height: 40))
    }

    @Test func aHiddenLastViewLiesAtTheStacksEnd() throws {
        // The stack's end: 20 + 374.
        let (ambiguities, frames) = try Self.solved(hidden: "h3")
        #expect(ambiguities == [])
        #expect(frames["h3"] == Rect(x: 394, y: 200, width: 0, height: 40))
    }
}
