import SkeletonCore
import TestSupport
import Testing

/// A hidden view draws no skeleton: SkeletonView adds a layer to a skeletonable leaf whether it is
/// hidden or not (`addSkeletonLayer`, Internal/UIKitExtensions/UIView+Extensions.swift), but a
/// hidden view's layer and its sublayers are not drawn, and UIStackView lays a hidden arranged view
/// out of its arrangement. UIKit hides a stopped `UIActivityIndicatorView` whose
/// `hidesWhenStopped` is true (its default). Themes; Interface Builder's cases are in
/// SkeletonInterfaceBuilderTests (HiddenInStackImportTests).
@Suite struct StoppedSpinnerTests {
    /// The skeleton rectangles at t = 1 of a 300 × 200 root holding `child`, solid, no transitions.
    static func skeletons(_ child: String) throws -> [Rect] {
        let theme = try AcceptanceTheme(
            root: #"{"type": "view", "children": [\#(child)]}"#, size: (300, 200),
            top: #""style": "solid", "transition": {"show": "none", "hide": "none"},"#)
        return try theme.frame(at: 1).skeletons.map(\.rect)
    }

    /// A 40-point row: an activity indicator with `spinner`'s keys, 8 points, a label filling the rest.
    static func row(_ spinner: String) -> String {
        """
        {"type": "stack", "axis": "horizontal", "spacing": 8, "frame": [0, 0, 300, 40], "children": [
          {"type": "activityIndicatorView"\(spinner)}, {"type": "label", "text": "Loading", "width": "fill"}]}
        """
    }

    @Test func aStoppedSpinnerHasNoBlockAndNoSlotInItsStack() throws {
        // Hidden: the label is the whole row, one line 0.7 · 300 = 210 wide centred in 40 (12.5).
        #expect(try Self.skeletons(Self.row("")) == [rect(0, 12.5, 210, 15)])
    }

    @Test func anAnimatingSpinnerIsABlockInItsSlot() throws {
        // Shown: a 20-point-wide leaf (UIKit's medium indicator) filling the row's 40 points, one
        // block; the label from 20 + 8 = 28, 272 wide, its line 0.7 · 272 = 190.4.
        let expected = [rect(0, 0, 20, 40), rect(28, 12.5, 190.4, 15)]
        #expect(try Self.skeletons(Self.row(#", "isAnimating": true"#)) == expected)
        #expect(try Self.skeletons(Self.row(#", "hidesWhenStopped": false"#)) == expected)
    }

    @Test func aContainerWhoseOnlySkeletonableChildIsAStoppedSpinnerDrawsNothing() throws {
        // The spinner is still a skeletonable child (Recursive.swift), so its parent is a container
        // and gets no layer; the spinner's own layer is hidden with it.
        let container =
            #"{"type": "view", "frame": [0, 0, 100, 100], "children": [{"type": "activityIndicatorView", "frame": [10, 10, 20, 20]}]}"#
        #expect(try Self.skeletons(container).isEmpty)
    }
}
