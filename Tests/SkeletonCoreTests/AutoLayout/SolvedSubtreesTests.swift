import SkeletonCore
import TestSupport
import Testing

/// A layout pass solves each distinct constraint system once: a list's rows share their cell's.
struct SolvedSubtreesTests {
    /// A cell of `size` whose label is pinned 16 points inside its leading and trailing edges.
    static func cell(_ size: Size) -> ViewNode {
        constrainedRoot(
            size,
            constraints: [
                pin(.view("title"), .leading, .equal, .view("root"), .leading, constant: 16, id: "t1"),
                pin(.view("root"), .trailing, .equal, .view("title"), .trailing, constant: 16, id: "t2"),
                pin(.view("title"), .top, .equal, .view("root"), .top, constant: 8, id: "t3"),
                pin(.view("title"), .height, constant: 20, id: "t4"),
            ],
            children: [constrained(.view, "title", frame: rect(16, 8, size.width - 32, 20))])
    }

    @Test func theSameSystemAtTheSameSizeIsSolvedOnce() {
        let cache = SolvedSubtrees()
        var solves = 0
        let node = Self.cell(Size(width: 320, height: 44))
        let size = Size(width: 375, height: 44)
        for _ in 0..<3 {
            _ = cache.node(node, environment: ConstraintEnvironment(size: size)) {
                solves += 1
                return node
            }
        }
        #expect(solves == 1)
    }

    @Test func anotherSizeDirectionSafeAreaScreenRoleOrScreenWidthIsSolvedAgain() {
        let cache = SolvedSubtrees()
        var solves = 0
        let node = Self.cell(Size(width: 320, height: 44))
        let solve = { () -> ViewNode in
            solves += 1
            return node
        }
        let phone = Size(width: 375, height: 44)
        for environment in [
            ConstraintEnvironment(size: phone), ConstraintEnvironment(size: Size(width: 414, height: 44)),
            ConstraintEnvironment(size: phone, rightToLeft: true),
            ConstraintEnvironment(size: phone, safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
            ConstraintEnvironment(size: phone, isScreen: true), ConstraintEnvironment(size: phone, screenWidth: 390),
        ] {
            _ = cache.node(node, environment: environment, solve: solve)
        }
        var edited = node
        edited.children[0].id = "subtitle"
        _ = cache.node(edited, environment: ConstraintEnvironment(size: phone), solve: solve)
        #expect(solves == 7)
    }

    @Test func everyRowOfATableGetsTheCellSolvedAtTheTableWidth() {
        // A 320-wide cell template in a 414-wide table of 44-point rows (UITableView stretches each
        // cell to its width): ceil(132 / 44) = 3 rows, each with the label 414 − 2 × 16 = 382 wide.
        var table = ViewNode(kind: .table)
        table.id = "table"
        let spec = TableSpec(cell: Self.cell(Size(width: 320, height: 44)))
        table.list = .table(spec)
        table.frame = rect(0, 0, 414, 132)
        let layout = LayoutSpec(name: "list", size: Size(width: 414, height: 132), root: table)
        let placed = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout)
        #expect(placed.children.map(\.frame) == [rect(0, 0, 414, 44), rect(0, 44, 414, 44), rect(0, 88, 414, 44)])
        #expect(
            placed.children.map { $0.children.map(\.frame) } == [
                [rect(16, 8, 382, 20)], [rect(16, 52, 382, 20)], [rect(16, 96, 382, 20)],
            ])
    }
}
