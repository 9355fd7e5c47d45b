import SkeletonCore
import TestSupport
import Testing

/// Acceptance cases derived from SkeletonView's source (1 line geometry, 2 complements, 3 pulse,
/// 4 sliding, 5 table and collection counts, 6–8 the leaf rule, 9 label clamps, 10 delayed show,
/// 11 tree JSON, 12 what hide restores) not already covered by their own suites (case 1 is
/// `AcceptanceTextLineTests`, 2 and 3 `AcceptanceColorTests`/`AcceptanceAnimationTests`, 11
/// `AcceptanceTreeTests`), plus bad values at the boundary.
@Suite struct AcceptanceDerivedCaseTests {
    /// The solid skeletons of a layout built in code (values a theme file cannot carry).
    static func skeletons(_ root: ViewNode, size: Size = Size(width: 300, height: 100)) -> [ShapeFill] {
        var theme = Theme(name: "code")
        theme.style = .solid
        let layout = LayoutSpec(name: "Case", size: size, root: root)
        theme.layouts = [layout]
        let prepared = PreparedLayout(
            layout: layout, theme: theme, metrics: FakeTextMetrics(), options: LayoutOptions())
        return prepared.displayList(at: 1, timeline: SkeletonTimeline(style: .solid, transitions: theme.transition))
            .skeletons
    }

    /// A root holding one label at (0, 0, 300, 100).
    static func root(_ configure: (inout ViewNode) -> Void) -> ViewNode {
        var label = ViewNode(kind: .label)
        label.frame = rect(0, 0, 300, 100)
        configure(&label)
        var root = ViewNode(kind: .view)
        root.children = [label]
        return root
    }

    @Test func case4SlidingLeftRightEndPoints() throws {
        // p = 0 at the animation start; the eased p = 1 is the instant before the loop restarts.
        // An instant show, so the skeleton is drawn at the animation's first instant.
        let theme = try AcceptanceTheme(
            root: #"{"type": "view"}"#, size: (100, 40), top: #""transition": {"show": "none"},"#)
        let begin = try #require(try theme.frame(at: 0).skeletons.first?.gradient)
        #expect(begin.start.x == -100 && begin.end.x == 0)
        let end = try #require(try theme.frame(at: 1.5 - 1e-9).skeletons.first?.gradient)
        #expect(abs(end.start.x - 100) < 1e-3 && abs(end.end.x - 200) < 1e-3)
    }

    @Test func case5TableAndCollectionCounts() throws {
        let cell = #"{"children": [{"type": "view", "frame": [0, 0, 10, 10]}]}"#
        let table = try AcceptanceTheme(
            root: #"{"type": "table", "rowHeight": 44, "cell": \#(cell)}"#, size: (375, 600))
        #expect(try table.frame(at: 1).skeletons.count == 14)
        let collection = try AcceptanceTheme(
            root: #"{"type": "collection", "itemSize": [100, 120], "cell": \#(cell)}"#, size: (375, 500))
        #expect(try collection.frame(at: 1).skeletons.count == 5)
    }

    @Test func case9FillPercentAbove100ReadsBackAs100() {
        let lines = Self.skeletons(
            Self.root {
                $0.numberOfLines = 2
                $0.lastLineFillPercent = 150
            })
        #expect(lines.map(\.rect.width) == [300, 300])
    }

    @Test func case9NegativeFillPercentClampsToZero() {
        let lines = Self.skeletons(
            Self.root {
                $0.numberOfLines = 2
                $0.lastLineFillPercent = -20
            })
        #expect(lines.map(\.rect.width) == [300, 0])
    }

    @Test func case9NegativeCustomLineCountGivesOneLineForALabel() {
        let lines = Self.skeletons(
            Self.root {
                $0.numberOfLines = 0
                $0.skeletonTextNumberOfLines = .custom(-5)
            })
        #expect(lines.map(\.rect) == [rect(0, 42.5, 210, 15)])
    }

    @Test func case9TextViewCustomBelowMinusOneGivesOneLine() {
        let lines = Self.skeletons(
            Self.root {
                $0.kind = .textView
                $0.skeletonTextNumberOfLines = .custom(-5)
            })
        #expect(lines.map(\.rect) == [rect(0, 0, 210, 15)])
    }

    @Test func case9TextViewCustomMinusOneFillsTheHeight() {
        let lines = Self.skeletons(
            Self.root {
                $0.kind = .textView
                $0.skeletonTextNumberOfLines = .custom(-1)
            })
        #expect(lines.count == 4)
    }

    @Test func case9ThemeFileClampsOutOfRangePercentWithAWarningAtItsPosition() throws {
        let json = """
            {"layouts": [{"name": "A", "size": [10, 10],
              "root": {"type": "label", "lastLineFillPercent": 150}}]}
            """
        let result = AcceptanceTheme.load(json)
        #expect(result.theme?.layouts.first?.root.lastLineFillPercent == 100)
        let warning = try #require(result.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.line == 2 && warning.column == 52)
        #expect(warning.description.contains("clamps it to 100"))
    }

    @Test func case9ThemeFileLoadsNegativeLineCountsAsUpstreamAccepts() throws {
        for count in [-1, -5, -2_147_483_648] {
            let json = """
                {"layouts": [{"name": "A", "size": [10, 10],
                  "root": {"type": "label", "skeletonTextNumberOfLines": \(count)}}]}
                """
            let result = AcceptanceTheme.load(json)
            #expect(result.diagnostics.isEmpty, "\(count)")
            #expect(result.theme?.layouts.first?.root.skeletonTextNumberOfLines == .custom(count))
        }
    }

    @Test func case9ThemeFileRejectsLineCountsBeyondAnInt32() throws {
        let json = """
            {"layouts": [{"name": "A", "size": [10, 10],
              "root": {"type": "label", "skeletonTextNumberOfLines": -3000000000}}]}
            """
        let result = AcceptanceTheme.load(json)
        #expect(result.theme == nil)
        #expect(result.diagnostics.map(\.severity) == [.error])
        #expect(result.diagnostics.first?.line == 2 && result.diagnostics.first?.column == 58)
    }

    @Test func case6NonSkeletonableRootMeansNoLayers() throws {
        let theme = try AcceptanceTheme(
            root: #"{"isSkeletonable": false, "children": [{"type": "label", "frame": [0, 0, 100, 40]}]}"#)
        for t in [0.0, 0.125, 1, 5] {
            #expect(try theme.frame(at: t).skeletons.isEmpty)
        }
    }

    /// A shipped PNG, by absolute path.
    static let photo = Repository.path("Themes/images/avatar-mei.png")

    @Test func case12HideRestoresBackgroundImageAndTitle() throws {
        let theme = try AcceptanceTheme(
            root: ##"""
                {"children": [
                  {"type": "view", "backgroundColor": "#00FF00", "frame": [0, 0, 50, 50]},
                  {"type": "imageView", "image": "\##(Self.photo)", "frame": [60, 0, 50, 50]},
                  {"type": "button", "text": "Go", "frame": [120, 0, 80, 40]}
                ]}
                """##, top: #""transition": {"hide": "none"},"#)
        var timeline = theme.timeline
        let shown = try theme.frame(at: 1, timeline: timeline)
        #expect(shown.images.isEmpty && shown.texts.allSatisfy { $0.opacity == 0 })
        #expect(!shown.fills(.background).contains { $0.solidColor?.hexString == "#00FF00" && $0.opacity > 0 })
        timeline.requestHide(at: 2)
        let restored = try theme.frame(at: 2, timeline: timeline)
        #expect(restored.skeletons.isEmpty)
        #expect(restored.fills(.background).contains { $0.solidColor?.hexString == "#00FF00" && $0.opacity == 1 })
        #expect(restored.images.map(\.rect) == [rect(60, 0, 50, 50)])
        #expect(restored.texts.map(\.text) == ["Go"])
    }

    @Test func badSizesNeverCrash() {
        var root = ViewNode(kind: .label)
        root.numberOfLines = 0
        root.frame = Rect(x: .nan, y: -5, width: -100, height: .infinity)
        for size in [Size(width: .nan, height: 10), Size(width: -1, height: -1), Size(width: 1e300, height: 0)] {
            _ = Self.skeletons(root, size: size)
        }
    }
}
