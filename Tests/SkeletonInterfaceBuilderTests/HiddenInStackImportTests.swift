import SkeletonCore
import SkeletonInterfaceBuilder
import SkeletonTheme
import TestSupport
import Testing

/// Interface Builder stacks whose arranged views hide at run time although IB shows them (and
/// stores frames with them in place): a view flagged `isHiddenWhenSkeletonIsActive`, which
/// `recursiveShowSkeleton` (SkeletonView's Internal/UIKitExtensions/UIView+SkeletonView.swift)
/// hides on show, and a stopped `UIActivityIndicatorView` that hides when stopped,
/// whose layer, and so the skeleton layer `addSkeletonLayer` (UIView+Extensions.swift) adds to it,
/// is not drawn. UIStackView lays its other arranged views out without them. IB writes such an
/// indicator `hidden="YES"` (as its object hides itself) and its canvas stores the stack's frames
/// with the indicator in place.
struct HiddenInStackImportTests {
    /// How IB writes a stopped activity indicator that hides when stopped.
    static let stoppedSpinner = #"hidden="YES" hidesWhenStopped="YES""#

    /// A 375 × 667 screen of three stacks pinned 16 points from the sides, laid out by their
    /// content: a column (title, a 44-point Retry button hidden while active, body, 8 apart) at
    /// y 40; a row (a 24 × 20 icon hidden while active, a name label) at y 200; a column (an
    /// activity indicator with `spinner`'s attributes, a label) at y 300. Labels are 20 high.
    static func storyboard(spinner: String = stoppedSpinner) -> String {
        IBFixture.storyboard(
            identifier: "Feed", device: "retina4_7",
            view: """
                <view key="view" contentMode="scaleToFill" id="root-1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <stackView opaque="NO" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="col-1">
                            <rect key="frame" x="16" y="40" width="343" height="100"/>
                            <subviews>
                                <label text="Title" id="title-1">
                                    <rect key="frame" x="0.0" y="0.0" width="343" height="20"/>
                                    \(IBFixture.flagged)
                                </label>
                                <button id="retry-1">
                                    <rect key="frame" x="0.0" y="28" width="343" height="44"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="44" id="k-retry"/>
                                    </constraints>
                                    \(IBFixture.hiddenWhileActive)
                                </button>
                                <label text="Body" id="body-1">
                                    <rect key="frame" x="0.0" y="80" width="343" height="20"/>
                                    \(IBFixture.flagged)
                                </label>
                            </subviews>
                            \(IBFixture.flagged)
                        </stackView>
                        <stackView opaque="NO" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row-1">
                            <rect key="frame" x="16" y="200" width="343" height="20"/>
                            <subviews>
                                <imageView id="icon-1">
                                    <rect key="frame" x="0.0" y="0.0" width="24" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="24" id="k-icon-w"/>
                                        <constraint firstAttribute="height" constant="20" id="k-icon-h"/>
                                    </constraints>
                                    \(IBFixture.hiddenWhileActive)
                                </imageView>
                                <label text="Name" id="name-1">
                                    <rect key="frame" x="32" y="0.0" width="311" height="20"/>
                                    \(IBFixture.flagged)
                                </label>
                            </subviews>
                            \(IBFixture.flagged)
                        </stackView>
                        <stackView opaque="NO" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="spin-col-1">
                            <rect key="frame" x="16" y="300" width="343" height="48"/>
                            <subviews>
                                <activityIndicatorView opaque="NO" \(spinner) style="medium" id="spinner-1">
                                    <rect key="frame" x="0.0" y="0.0" width="343" height="20"/>
                                    \(IBFixture.flagged)
                                </activityIndicatorView>
                                <label text="After" id="after-1">
                                    <rect key="frame" x="0.0" y="28" width="343" height="20"/>
                                    \(IBFixture.flagged)
                                </label>
                            </subviews>
                            \(IBFixture.flagged)
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="col-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="16" id="k-1"/>
                        <constraint firstAttribute="trailing" secondItem="col-1" secondAttribute="trailing" constant="16" id="k-2"/>
                        <constraint firstItem="col-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="40" id="k-3"/>
                        <constraint firstItem="row-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="16" id="k-4"/>
                        <constraint firstAttribute="trailing" secondItem="row-1" secondAttribute="trailing" constant="16" id="k-5"/>
                        <constraint firstItem="row-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="200" id="k-6"/>
                        <constraint firstItem="spin-col-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="16" id="k-7"/>
                        <constraint firstAttribute="trailing" secondItem="spin-col-1" secondAttribute="trailing" constant="16" id="k-8"/>
                        <constraint firstItem="spin-col-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="300" id="k-9"/>
                    </constraints>
                    \(IBFixture.flagged)
                </view>
                """)
    }

    /// The screen's theme and layout (on `device`, else at its design size).
    static func load(spinner: String = stoppedSpinner, device: Device? = nil) throws -> (Theme, LayoutSpec) {
        let theme = try #require(Fixtures.load(text: storyboard(spinner: spinner), path: "Feed.storyboard").theme)
        let layout = try #require(theme.layouts.first)
        return (theme, device.map { layout.laidOut(on: $0) } ?? layout)
    }

    /// The skeleton rectangles at t (the skeleton shown at 0, hidden at `hiddenAt` if given).
    static func skeletonRects(spinner: String = stoppedSpinner, device: Device? = nil, at t: Double = 5) throws
        -> [Rect]
    {
        try frame(spinner: spinner, device: device, at: t).commands.compactMap { command in
            guard case .fill(let shape) = command, shape.role == .block || shape.role == .textLine else { return nil }
            return shape.rect
        }
    }

    /// The frame at t, the skeleton requested at 0 (or never, with `shown` false).
    static func frame(
        spinner: String = stoppedSpinner, device: Device? = nil, at t: Double = 5, shown: Bool = true
    ) throws -> DisplayList {
        let (theme, layout) = try load(spinner: spinner, device: device)
        let prepared = PreparedLayout(
            layout: layout, theme: theme, metrics: FakeTextMetrics(), options: LayoutOptions())
        let timeline =
            shown
            ? SkeletonTimeline(style: theme.style, transitions: theme.timelineTransitions)
            : .hidden(style: theme.style, transitions: theme.timelineTransitions)
        return prepared.displayList(at: t, timeline: timeline)
    }

    @Test func atTheDesignSizeTheStacksCloseOverTheHiddenViewsFromIBsStoredFrames() throws {
        // One 15-point line per label, 70 % of 343 = 240.1 wide, centred in 20 points (+2.5)
        // (CALayer+Extensions.swift). The body moves up by the Retry button and one gap, 44 + 8:
        // 40 + 80 − 52 + 2.5 = 70.5; the name takes the icon's 24 + 8 points: x 16, 343 wide; the
        // label under the stopped spinner moves up by 20 + 8 to 302.5. Neither hidden view draws.
        #expect(
            try Self.skeletonRects() == [
                rect(16, 42.5, 240.1, 15), rect(16, 70.5, 240.1, 15), rect(16, 202.5, 240.1, 15),
                rect(16, 302.5, 240.1, 15),
            ])
    }

    @Test func onAnotherDeviceTheSolvedStacksCloseOverTheHiddenViews() throws {
        // iPhone 15, 393 wide: the stacks are 361 wide, so lines are 0.7 · 361 = 252.7.
        let line = { (y: Double) in rect(16, y, 252.7, 15) }
        #expect(
            try Self.skeletonRects(device: Device(.iPhone15)) == [line(42.5), line(70.5), line(202.5), line(302.5)])
    }

    @Test func contentKeepsIBsFramesWithTheViewsHiddenWhileActiveInPlace() throws {
        // Before show, the body's text is in its stored 20 points at 40 + 80 = 120, the name's at
        // x 16 + 32 = 48; the stopped spinner is hidden in content mode too, so "After" sits at 300.
        let content = try Self.frame(at: 0, shown: false)
        let texts = content.commands.compactMap { command -> TextRun? in
            guard case .text(let run) = command else { return nil }
            return run
        }
        let body = try #require(texts.first { $0.text == "Body" })
        #expect(body.baselineOrigin.y > 120 && body.baselineOrigin.y < 140)
        let name = try #require(texts.first { $0.text == "Name" })
        #expect(name.baselineOrigin.x == 48)
        let after = try #require(texts.first { $0.text == "After" })
        #expect(after.baselineOrigin.y > 300 && after.baselineOrigin.y < 320)
    }

    @Test func anAnimatingSpinnerIsABlockAndKeepsItsSlot() throws {
        // `animating="YES"`: shown, so a skeletonable leaf with a block over its 343 × 20 frame, and
        // the label stays at 300 + 28 + 2.5.
        let rects = try Self.skeletonRects(spinner: #"animating="YES""#)
        #expect(rects.suffix(2) == [rect(16, 300, 343, 20), rect(16, 330.5, 240.1, 15)])
    }

    @Test func aSpinnerThatStaysWhenStoppedIsABlockAndKeepsItsSlot() throws {
        // IB leaves `hidesWhenStopped` out when it is off, as UIKit decodes it.
        let rects = try Self.skeletonRects(spinner: "")
        #expect(rects.suffix(2) == [rect(16, 300, 343, 20), rect(16, 330.5, 240.1, 15)])
    }

    @Test func aSpinnerTheDesignerHidIsOutOfTheStackInIBsOwnFrames() throws {
        // The Hidden box alone: IB's canvas already closed the stack over it, so the stored frames
        // stand (the label at 300 + 28 + 2.5, as stored) and the spinner draws nothing.
        let rects = try Self.skeletonRects(spinner: #"hidden="YES""#)
        #expect(rects.suffix(2) == [rect(16, 202.5, 240.1, 15), rect(16, 330.5, 240.1, 15)])
    }
}
