import SkeletonCore
import SkeletonDocument
import SkeletonTheme
import TestSupport
import Testing

/// The theme format's Auto Layout keys: constraints and the per-view keys read into the same
/// `AutoLayoutSpec` an Interface Builder file gives, written back by the theme writer, and every
/// bad input a located error with a fix.
struct ConstraintKeyTests {
    /// Loads a theme of the given layouts (JSON objects, one per line after the first).
    static func load(_ layouts: [String]) -> ThemeLoadResult {
        let text = "{\"layouts\": [\n" + layouts.joined(separator: ",\n") + "\n]}"
        return ThemeLoader.load(
            bytes: Array(text.utf8), path: "/virtual/c.theme.json", fontResolver: FakeFontResolver())
    }

    /// A 200×100 layout named `name` with `root`.
    static func layout(_ root: String, name: String = "L") -> String {
        #"{"name": ""# + name + #"", "size": [200, 100], "root": "# + root + "}"
    }

    /// "line:column message — fix" of every diagnostic.
    static func problems(_ layouts: [String]) -> [String] {
        load(layouts).diagnostics.map { "\($0.line):\($0.column) \($0.message) — \($0.fix)" }
    }

    /// A card pinned 20 points inside its superview's sides, 30 below the safe area, 40 high (at
    /// 750), and a framed badge no constraint places.
    static let card = layout(
        #"""
        {"id": "root", "children": [
          {"id": "card", "constraints": [
            {"first": "leading", "second": "superview", "constant": 20},
            {"first": "card.trailing", "relation": "=", "second": "superview.trailing", "constant": -20, "id": "t"},
            {"first": "top", "relation": ">=", "second": "safeArea.top", "constant": 30},
            {"first": "height", "constant": 40, "priority": "high"},
            {"first": "width", "relation": "<=", "second": "root.margins.width", "multiplier": 0.5, "priority": 999},
            {"first": "bottom", "second": "superview", "constant": -10, "priority": "low"}
          ]},
          {"id": "badge", "frame": [1, 2, 3, 4], "autoresizingMask": ["flexibleWidth", "flexibleTopMargin"],
           "contentHuggingPriority": {"horizontal": 251}, "layoutMargins": 4}
        ]}
        """#)

    @Test func constraintsReadAsTheModelInterfaceBuilderFilesGive() throws {
        let result = Self.load([Self.card])
        #expect(result.diagnostics.map(\.description) == [])
        let root = try #require(result.theme?.layouts.first?.root)
        let card = try #require(root.children.first?.autoLayout)
        func at(_ line: Int, _ column: Int) -> SkeletonCore.SourceLocation {
            SkeletonCore.SourceLocation(file: "/virtual/c.theme.json", line: line, column: column)
        }
        #expect(
            card.constraints == [
                LayoutConstraint(
                    .view("card"), .leading, .equal, .view("root"), .leading, constant: 20, location: at(4, 5)),
                LayoutConstraint(
                    .view("card"), .trailing, .equal, .view("root"), .trailing, constant: -20, identifier: "t",
                    location: at(5, 5)),
                LayoutConstraint(
                    .view("card"), .top, .greaterThanOrEqual, .safeArea(of: "root"), .top, constant: 30,
                    location: at(6, 5)),
                LayoutConstraint(
                    .view("card"), .height, constant: 40, priority: LayoutPriority(750), location: at(7, 5)),
                LayoutConstraint(
                    .view("card"), .width, .lessThanOrEqual, .layoutMargins(of: "root"), .width, multiplier: 0.5,
                    priority: LayoutPriority(999), location: at(8, 5)),
                LayoutConstraint(
                    .view("card"), .bottom, .equal, .view("root"), .bottom, constant: -10,
                    priority: LayoutPriority(250), location: at(9, 5)),
            ])
        // The card has no frame and constraints place it; the badge keeps its frame.
        #expect(card.translatesAutoresizingMaskIntoConstraints == false)
        let badge = try #require(root.children.last?.autoLayout)
        #expect(badge.translatesAutoresizingMaskIntoConstraints)
        #expect(badge.autoresizingMask == [.flexibleWidth, .flexibleTopMargin])
        #expect(badge.hugging == AxisPriorities(horizontal: LayoutPriority(251), vertical: .defaultLow))
        #expect(badge.layoutMargins == EdgeInsets(all: 4))
        // Without `designSize` the screen is solved at its own size too.
        #expect(root.autoLayout?.designSize == Size(width: 200, height: 100))
        #expect(root.autoLayout?.solvesAtDesignSize == true)
    }

    @Test func aScreenWrittenOnlyInConstraintsIsSolvedAtItsOwnSize() throws {
        let layout = try #require(Self.load([Self.card]).theme?.layouts.first)
        let placed = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout)
        // 20 in from both sides of 200: 160 wide (half the root's margins, (200 - 2 × 16) / 2 = 84, is
        // only 999 and gives way); 40 high (750) with its bottom 10 above 100 (250): y 50, which is
        // ≥ 30 below the top.
        #expect(
            placed.children.map(\.frame) == [
                Rect(x: 20, y: 50, width: 160, height: 40), Rect(x: 1, y: 2, width: 3, height: 4),
            ])
    }

    @Test func theWriterWritesConstraintsThatLoadBackToTheSameText() throws {
        let hidden = Self.layout(
            #"""
            {"id": "root", "designSize": [200, 100], "children": [
              {"id": "stack", "type": "stack", "frame": [0, 0, 200, 50], "isLayoutMarginsRelativeArrangement": true,
               "contentCompressionResistancePriority": {"horizontal": "low", "vertical": 700},
               "children": [{"id": "gone", "isHidden": true, "frame": [0, 0, 10, 10]}]},
              {"id": "scroll", "isScrollView": true, "preservesSuperviewLayoutMargins": true, "frame": [0, 50, 200, 50], "translatesAutoresizingMaskIntoConstraints": false,
               "constraints": [{"first": "top", "second": "stack.bottom"}, {"first": "bottom", "second": "gone.margins.top"}]}
            ]}
            """#, name: "H")
        let first = try #require(Self.load([Self.card, hidden]).theme)
        let text = ThemeWriter.text(of: first, schema: nil, imagePath: { $0 })
        let again = ThemeLoader.load(
            bytes: Array(text.utf8), path: "/virtual/w.theme.json", fontResolver: FakeFontResolver())
        #expect(again.diagnostics.map(\.description) == [])
        let second = try #require(again.theme)
        #expect(ThemeWriter.text(of: second, schema: nil, imagePath: { $0 }) == text)
        // The same model, but for where each value is written.
        func placeless(_ theme: Theme) -> [ViewNode] { theme.layouts.map { $0.root.withoutLocations } }
        #expect(placeless(second) == placeless(first))
        let stack = try #require(second.layouts.last?.root.children.first)
        #expect(stack.autoLayout?.hiddenSubviews.map(\.id) == ["gone"])
        #expect(second.layouts.last?.root.autoLayout?.solvesAtDesignSize == false)
        #expect(second.layouts.last?.root.children.last?.autoLayout?.preservesSuperviewLayoutMargins == true)
    }

    /// A screen whose `card` holds `constraint`, then a table whose cell has a `title`.
    static func holding(_ constraint: String) -> String {
        layout(
            #"{"id": "root", "children": [{"id": "card", "constraints": [\#n"# + constraint + "\n]},\n"
                + #"{"type": "table", "id": "list", "rowHeight": 20, "cell": {"children": [{"id": "title"}]}}]}"#)
    }

    @Test func badConstraintsAreErrorsAtTheirPlaceWithAFix() {
        let other = Self.layout(#"{"id": "other"}"#, name: "M")
        let cases: [(String, String)] = [
            (
                #"{"first": "leadng", "second": "superview"}"#,
                "3:11 unknown attribute `leadng` — did you mean `leading`?"
            ),
            (
                #"{"first": "leading", "second": "crad.leading"}"#,
                "3:32 no view of the screen has id `crad` — did you mean `card`?"
            ),
            (
                #"{"first": "card.centre", "second": "superview"}"#,
                "3:11 unknown attribute `centre` in `card.centre` — did you mean `centerX` or `centerY`?"
            ),
            (
                #"{"first": "leading", "relation": "=>", "second": "superview"}"#,
                "3:34 unknown relation `=>` — did you mean `>=`?"
            ),
            (
                #"{"first": "width", "constant": 10, "priority": 0}"#,
                "3:48 0 is out of range; allowed 1…1000 — use a value between 1 and 1000"
            ),
            (
                #"{"first": "width", "constant": 10, "priority": 1001}"#,
                "3:48 1001 is out of range; allowed 1…1000 — use a value between 1 and 1000"
            ),
            (
                #"{"first": "width", "constant": 10, "priority": "medium"}"#,
                "3:48 unknown priority `medium` — valid values: `required`, `high`, `low` (or a number 1…1000)"
            ),
            (
                #"{"first": "top", "second": "other.top"}"#,
                "3:28 `other` is a view of layout `M`: a constraint relates views of one layout — constrain to a view of this layout"
            ),
            (
                #"{"first": "top", "second": "title.bottom"}"#,
                "3:28 `title` is a view of the cell template of `list`, not of the screen: each is laid out on its own, "
                    + "so a constraint relates views of one of them — constrain to a view of the screen, or move the "
                    + "constraint to the cell template of `list`"
            ),
            (
                #"{"first": "leading", "constant": 8}"#,
                "3:1 the constraint places the leading of a view without a second item to measure it from — relate "
                    + "a width or height to a size (or to nothing, with a `constant`), and a position to a position "
                    + "on the same axis of a `second` item, with a multiplier other than 0"
            ),
            (
                #"{"first": "width", "second": "superview.top"}"#,
                "3:1 the constraint relates a size to a position (width to top) — relate a width or height to a "
                    + "size (or to nothing, with a `constant`), and a position to a position on the same axis of a "
                    + "`second` item, with a multiplier other than 0"
            ),
            (
                #"{"second": "superview"}"#,
                #"3:1 a constraint needs its `first` item and attribute — write {"first": "leading", "second": "superview", "constant": 16}"#
            ),
        ]
        for (constraint, expected) in cases {
            #expect(Self.problems([Self.holding(constraint), other]) == [expected], "\(constraint)")
        }
    }

    /// A 200 × 100 screen whose `badge` is centred with the intrinsic size `size` (JSON) and no
    /// other constraint on its size.
    static func centredBadge(_ size: String) -> String {
        layout(
            #"{"id": "root", "children": [{"id": "badge", "intrinsicSize": "# + size + #", "constraints": ["#
                + #"{"first": "centerX", "second": "superview"}, {"first": "centerY", "second": "superview"}]}]}"#)
    }

    @Test func anIntrinsicSizeSizesAViewNoConstraintSizes() throws {
        let result = Self.load([Self.centredBadge("[120, 44]")])
        #expect(result.diagnostics.map(\.description) == [])
        let layout = try #require(result.theme?.layouts.first)
        #expect(layout.root.children.first?.autoLayout?.placeholderIntrinsicSize == .init(width: 120, height: 44))
        // Centred in 200 × 100: x = (200 − 120) / 2 = 40, y = (100 − 44) / 2 = 28.
        let placed = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout)
        #expect(placed.children.first?.frame == Rect(x: 40, y: 28, width: 120, height: 44))
        // Written back as read.
        let text = ThemeWriter.text(of: try #require(result.theme), schema: nil, imagePath: { $0 })
        #expect(text.contains(#""intrinsicSize" : [120, 44]"#))
    }

    @Test func noneIsNoIntrinsicSizeOnThatAxis() throws {
        let result = Self.load([Self.centredBadge(#"["none", 44]"#)])
        #expect(result.diagnostics.map(\.description) == [])
        let badge = try #require(result.theme?.layouts.first?.root.children.first?.autoLayout)
        #expect(badge.placeholderIntrinsicSize == .init(width: nil, height: 44))
        let text = ThemeWriter.text(of: try #require(result.theme), schema: nil, imagePath: { $0 })
        #expect(text.contains(#""intrinsicSize" : ["none", 44]"#))
    }

    @Test func tableCellMarginsMayBeTheCellsOwnInsets() throws {
        let layout = Self.layout(
            #"{"id": "root", "tableCellMargins": {"top": 8, "left": 30, "bottom": 8, "right": 30}, "children": [{"id": "a", "constraints": [{"first": "leading", "second": "superview.leadingMargin"}, {"first": "top", "second": "superview.topMargin"}, {"first": "width", "constant": 10}, {"first": "height", "constant": 10}]}]}"#
        )
        let result = Self.load([layout])
        #expect(result.diagnostics.map(\.description) == [])
        let theme = try #require(result.theme)
        let root = try #require(theme.layouts.first?.root.autoLayout)
        #expect(root.hasTableCellMargins)
        #expect(root.cellMargins == EdgeInsets(top: 8, left: 30, bottom: 8, right: 30))
        let placed = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(
            try #require(theme.layouts.first))
        #expect(placed.children.first?.frame == Rect(x: 30, y: 8, width: 10, height: 10))
        let text = ThemeWriter.text(of: theme, schema: nil, imagePath: { $0 })
        let again = ThemeLoader.load(
            bytes: Array(text.utf8), path: "/virtual/w.theme.json", fontResolver: FakeFontResolver())
        #expect(again.theme?.layouts.first?.root.autoLayout?.cellMargins == root.cellMargins)
    }

    @Test func tableCellVerticalMarginMovesTheCellsTopAndBottomMarginsAndIsWrittenBack() throws {
        let layout = Self.layout(
            #"{"id": "root", "tableCellMargins": true, "tableCellVerticalMargin": 15, "children": [{"id": "a", "constraints": [{"first": "top", "second": "superview.topMargin"}, {"first": "bottom", "second": "superview.bottomMargin"}, {"first": "leading", "second": "superview.leadingMargin"}, {"first": "width", "constant": 10}]}]}"#
        )
        let result = Self.load([layout])
        #expect(result.diagnostics.map(\.description) == [])
        let theme = try #require(result.theme)
        #expect(theme.layouts.first?.root.autoLayout?.tableCellVerticalMargin == 15)
        let placed = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(
            try #require(theme.layouts.first))
        // 15 points inside the 100-point root at the top and at the bottom.
        #expect(placed.children.first?.frame.minY == 15)
        #expect(placed.children.first?.frame.height == 70)
        let text = ThemeWriter.text(of: theme, schema: nil, imagePath: { $0 })
        #expect(text.contains(#""tableCellVerticalMargin" : 15"#))
        let problems = Self.problems([Self.layout(#"{"id": "root", "tableCellVerticalMargin": -1}"#)])
        #expect(problems.count == 1)
        #expect(problems.first?.contains("-1 is out of range") == true)
    }

    @Test func tableCellMarginsOfAnotherTypeIsAnErrorNamingBothForms() {
        let layout = Self.layout(#"{"id": "root", "tableCellMargins": "yes"}"#)
        #expect(
            Self.problems([layout]) == [
                #"2:78 expected a boolean or insets, found string — write true for UIKit's margins of a cell, or the cell's own as {"top": 8, "left": 30, "bottom": 8, "right": 30}"#
            ])
    }

    @Test func aBadIntrinsicSizeIsAnErrorAtItsPlaceWithAFix() {
        let cases: [(String, String)] = [
            (
                "[120]",
                #"2:104 expected 2 values [width, height], each a number or "none", found 1 — write [120, 44], or ["none", 44] for a view with no intrinsic width"#
            ),
            (#"[120, "nane"]"#, "2:110 unknown length `nane` — did you mean `none`? (or a number of points)"),
            ("[-1, 44]", "2:105 -1 is out of range; allowed 0…100000 — use a value between 0 and 100000"),
        ]
        for (size, expected) in cases {
            #expect(Self.problems([Self.centredBadge(size)]) == [expected], "\(size)")
        }
    }

    @Test func aViewAConstraintNamesNeedsAnID() {
        let layout = Self.layout(
            #"{"children": [{"constraints": [{"first": "width", "constant": 10}, {"first": "top", "second": "safeArea"}]}]}"#
        )
        #expect(
            Self.problems([layout]) == [
                "2:84 this view has no `id` for its constraint to name — give the view an `id`, or name another view in `first`",
                "2:120 this view has no `id` for its constraint to name — give the view an `id`, or name another view in `first`",
                "2:137 `safeArea` names the root view, which has no `id` here (or there is none) — give the root view an `id`",
            ])
    }

    @Test func twoViewsOfOneIDAreNoItemAndIsHiddenNoRoot() {
        let layout = Self.layout(
            #"{"id": "r", "isHidden": true, "children": [{"id": "a"}, {"id": "a"}, {"id": "b", "constraints": [{"first": "top", "second": "a"}]}]}"#
        )
        #expect(
            Self.problems([layout]) == [
                "2:67 a root view cannot be hidden — remove `isHidden`; hide a subview instead",
                "2:167 `a` names 2 views of the screen — give each view its own `id`, so a constraint names one",
            ])
    }
}

extension ViewNode {
    /// The view with the places of its Auto Layout description and constraints cleared.
    fileprivate var withoutLocations: ViewNode {
        var copy = self
        copy.children = children.map(\.withoutLocations)
        if var spec = copy.autoLayout {
            spec.location = nil
            spec.constraints = spec.constraints.map { constraint in
                var clean = constraint
                clean.location = nil
                return clean
            }
            spec.hiddenSubviews = spec.hiddenSubviews.map(\.withoutLocations)
            copy.autoLayout = spec
        }
        return copy
    }
}
