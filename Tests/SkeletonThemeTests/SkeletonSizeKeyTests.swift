import SkeletonCore
import SkeletonDocument
import SkeletonTheme
import TestSupport
import Testing

/// Theme inputs of the third reading of SkeletonView 1.31: a size constraint of any relation sizes
/// the skeleton (UIView+Extensions.swift, `definedMaxWidth`), and a label in a trailing-aligned stack
/// is warned about (UIView+Extensions.swift, `definedMaxBounds`).
struct SkeletonSizeKeyTests {
    /// Loads a theme of one 375 × 200 layout with `root`.
    static func load(_ root: String) -> ThemeLoadResult {
        let text = #"{"layouts": [{"name": "L", "size": [375, 200], "root": "# + root + "}]}"
        return ThemeLoader.load(
            bytes: Array(text.utf8), path: "/virtual/s.theme.json", fontResolver: FakeFontResolver())
    }

    /// The skeleton rectangles of the first layout of `result`, with the fake metrics.
    static func skeletonRects(_ result: ThemeLoadResult) throws -> [Rect] {
        let layout = try #require(result.theme?.layouts.first)
        let metrics = FakeTextMetrics()
        let root = LayoutEngine(metrics: metrics, appearance: .default).place(layout)
        let scene = SkeletonScene(
            root: root, mode: .skeletonView, appearance: .default, metrics: metrics, scheme: .light)
        return scene.elements.compactMap { element in
            if case .skeleton(let shape, _) = element { return shape.rect }
            return nil
        }
    }

    @Test func aWidthConstraintWithARelationWidensTheSkeletonOnly() throws {
        // Auto Layout solves "Hi" at its intrinsic 20 × 20 (fake metrics: 10 per character, 20-pt lines), under
        // the cap; `definedMaxWidth` = max(20, 200) = 200, so the one line is 140 wide at y 40 + 2.5.
        let result = Self.load(
            #"""
            {"id": "root", "children": [{"id": "t", "type": "label", "text": "Hi", "constraints": [
              {"first": "leading", "second": "superview", "constant": 16},
              {"first": "top", "second": "superview", "constant": 40},
              {"first": "width", "relation": "<=", "constant": 200}
            ]}]}
            """#)
        #expect(result.diagnostics.map(\.description) == [])
        let label = try #require(result.theme?.layouts.first?.root.children.first)
        #expect(label.heldSizeConstants(.width) == [200])
        #expect(try Self.skeletonRects(result) == [Rect(x: 16, y: 42.5, width: 140, height: 15)])
    }

    @Test func aLabelInATrailingStackIsWarnedNamingTheStack() throws {
        let result = Self.load(
            #"""
            {"id": "row", "type": "stack", "alignment": "trailing", "children": [
              {"type": "label", "id": "date", "text": "Today"},
              {"type": "imageView", "id": "icon", "height": 20}
            ]}
            """#)
        #expect(
            result.diagnostics.map { "\($0.severity) \($0.line):\($0.column) \($0.keyPath) \($0.message)" } == [
                "warning 2:3 layouts[0].root.children[0] SkeletonView 1.31 draws the skeleton lines of label `date` "
                    + "(/virtual/s.theme.json:2:3) one skeleton width to the left of it, outside the view: its "
                    + "superview stack `row` (/virtual/s.theme.json:1:56) aligns it trailing (`definedMaxBounds` "
                    + "shifts the lines by the view's definedMaxWidth); the preview draws them over the view, where "
                    + "they are meant"
            ])
    }

    @Test func aLabelInAFillStackOrWithAFrameIsNotWarned() {
        let result = Self.load(
            #"""
            {"type": "stack", "children": [
              {"type": "stack", "alignment": "trailing", "children": [
                {"type": "label", "text": "framed", "frame": [0, 0, 50, 20]},
                {"type": "label", "text": "off", "isSkeletonable": false}
              ]},
              {"type": "label", "text": "fill"}
            ]}
            """#)
        #expect(result.diagnostics.isEmpty)
    }
}
