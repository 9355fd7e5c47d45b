import SkeletonCore
import TestSupport
import Testing

/// SkeletonView's JSON tree description (UIView+SKExtensions.swift,
/// SkeletonTreeNode+Extensions.swift) and its upstream test,
/// SkeletonViewCore/Tests/Debug/SkeletonDebugTests.swift.
@Suite struct TreeDescriptionTests {
    static func description(_ root: ViewNode) -> String {
        PreparedLayout(
            layout: screen(root: root), theme: Theme(name: "t"), metrics: FakeTextMetrics(), options: LayoutOptions()
        )
        .treeDescription()
    }

    @Test func plainNonSkeletonableViewHasNoChildrenKey() {
        var plain = view(.view, id: "plain")
        plain.isSkeletonable = false
        #expect(
            Self.description(plain) == """
                {
                  "type" : "UIView",
                  "reference" : "plain",
                  "isSkeletonable" : false
                }
                """)
    }

    @Test func skeletonableViewListsItsOneSkeletonableChild() {
        var hidden = view(.imageView, id: "avatar")
        hidden.isSkeletonable = false
        let root = view(.view, id: "root", children: [label(rect(0, 0, 10, 10)), hidden])
        #expect(
            Self.description(root) == """
                {
                  "type" : "UIView",
                  "reference" : "root",
                  "isSkeletonable" : true,
                  "children" : [
                    {
                      "type" : "UILabel",
                      "reference" : "0x4e18de181d0a2219",
                      "isSkeletonable" : true
                    }
                  ]
                }
                """)
    }

    @Test func referencesWithoutIdsAreStableAndDistinct() {
        let tree = placed(screen(root: view(.view, children: [view(.view), view(.view)])))
        #expect(tree.children.map(\.reference) == tree.children.map(\.reference))
        #expect(tree.children[0].reference != tree.children[1].reference)
        #expect(tree.children[0].reference.count == 18)
    }

    @Test func tablesListTheirVisibleCellsAndStacksTheirArrangedChildren() {
        var table = view(.table, id: "table")
        table.height = .fixed(50)
        var spec = TableSpec(cell: view(.view, id: "cell"))
        spec.rowHeight = .fixed(44)
        table.list = .table(spec)
        var loose = view(.view, id: "loose", frame: rect(0, 0, 1, 1))
        loose.isArranged = false
        let column = stack(.vertical, children: [loose, table])
        #expect(
            Self.description(column) == """
                {
                  "type" : "UIStackView",
                  "reference" : "0xaf63ad4c86019caf",
                  "isSkeletonable" : true,
                  "children" : [
                    {
                      "type" : "UITableView",
                      "reference" : "table",
                      "isSkeletonable" : true,
                      "children" : [
                        {
                          "type" : "UITableViewCell",
                          "reference" : "cell",
                          "isSkeletonable" : true
                        },
                        {
                          "type" : "UITableViewCell",
                          "reference" : "cell",
                          "isSkeletonable" : true
                        }
                      ]
                    }
                  ]
                }
                """)
    }

    @Test func everyKindHasItsUIKitTypeName() {
        let names = ViewKind.allCases.map { kind in
            PlacedView(node: ViewNode(kind: kind), frame: .zero, isRightToLeft: false, path: "0").typeName
        }
        #expect(
            names == [
                "UIView", "UILabel", "UITextView", "UITextField", "UIImageView", "UIButton", "UIStackView",
                "UITableView", "UICollectionView", "UISwitch", "UISegmentedControl", "UIStepper", "UISlider",
                "UIProgressView", "UIActivityIndicatorView", "UIPageControl", "UISearchBar", "UINavigationBar",
                "UIToolbar", "UITabBar", "UIView",
            ])
    }
}

extension TreeDescriptionTests {
    @Test func collectionsListTheirCellsAndSupplementaryViews() {
        var spec = CollectionSpec(cell: view(.view))
        spec.itemSize = Size(width: 100, height: 100)
        spec.numberOfItems = 2
        var header = view(.view)
        header.height = .fixed(20)
        spec.header = header
        var collection = view(.collection, frame: rect(0, 0, 300, 300))
        collection.list = .collection(spec)
        let tree = placed(screen(root: view(.view, children: [collection])))
        #expect(
            tree.children[0].children.map(\.typeName) == [
                "UICollectionReusableView", "UICollectionViewCell", "UICollectionViewCell",
            ])
    }
}
