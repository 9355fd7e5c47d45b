import Foundation
import SkeletonCore
import Testing

/// The SkeletonView JSON tree description of a layout (UIView+SKExtensions.swift,
/// SkeletonTreeNode+Extensions.swift), its upstream test
/// (SkeletonViewCore/Tests/Debug/SkeletonDebugTests.swift) and the derived case of a "children"
/// array only on containers.
@Suite struct AcceptanceTreeTests {
    /// The tree text of a layout with `root`.
    static func tree(_ root: String) throws -> String {
        try AcceptanceTheme(root: root, size: (300, 300)).prepared().treeDescription()
    }

    /// The tree parsed as JSON.
    static func node(_ root: String) throws -> [String: Any] {
        let data = Data(try tree(root).utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The children of a parsed node.
    static func children(_ node: [String: Any]) -> [[String: Any]] {
        node["children"] as? [[String: Any]] ?? []
    }

    @Test func nonSkeletonableLeafHasExactlyTypeReferenceAndFlag() throws {
        let node = try Self.node(#"{"isSkeletonable": false}"#)
        #expect(Set(node.keys) == ["isSkeletonable", "type", "reference"])
        #expect(node["isSkeletonable"] as? Bool == false)
        #expect(node["type"] as? String == "UIView")
    }

    @Test func containerWithOneSkeletonableChildListsIt() throws {
        let node = try Self.node(#"{"children": [{"type": "label", "frame": [0, 0, 10, 10]}]}"#)
        let children = Self.children(node)
        #expect(children.count == 1)
        #expect(children.first?["type"] as? String == "UILabel")
        #expect(children.first.map { Set($0.keys) } == ["isSkeletonable", "type", "reference"])
    }

    @Test func nonSkeletonableChildrenAreNotListed() throws {
        let node = try Self.node(#"{"children": [{"isSkeletonable": false, "frame": [0, 0, 10, 10]}]}"#)
        #expect(node["children"] == nil)
    }

    @Test func nonSkeletonableRootStillListsItsSkeletonableChildren() throws {
        let node = try Self.node(#"{"isSkeletonable": false, "children": [{"type": "view", "frame": [0, 0, 10, 10]}]}"#)
        #expect(Self.children(node).count == 1)
    }

    @Test func kindsHaveTheirUIKitClassNames() throws {
        let node = try Self.node(
            #"""
            {"type": "stack", "children": [
              {"type": "label"}, {"type": "textView"}, {"type": "textField"}, {"type": "imageView"},
              {"type": "button"}, {"type": "view"}, {"type": "stack"}
            ]}
            """#)
        #expect(node["type"] as? String == "UIStackView")
        #expect(
            Self.children(node).compactMap { $0["type"] as? String } == [
                "UILabel", "UITextView", "UITextField", "UIImageView", "UIButton", "UIView", "UIStackView",
            ])
    }

    @Test func cellsListTheirContentViewSubviews() throws {
        let node = try Self.node(
            #"{"type": "table", "numberOfRows": 2, "cell": {"children": [{"type": "label", "frame": [0, 0, 10, 10]}]}}"#
        )
        let cells = Self.children(node)
        #expect(node["type"] as? String == "UITableView")
        #expect(cells.compactMap { $0["type"] as? String } == ["UITableViewCell", "UITableViewCell"])
        #expect(cells.allSatisfy { Self.children($0).compactMap { $0["type"] as? String } == ["UILabel"] })
        let collection = try Self.node(
            #"{"type": "collection", "numberOfItems": 1, "cell": {"children": [{"type": "view", "frame": [0, 0, 10, 10]}]}}"#
        )
        #expect(collection["type"] as? String == "UICollectionView")
        #expect(Self.children(collection).first?["type"] as? String == "UICollectionViewCell")
    }

    @Test func textIsPrettyPrintedWithTwoSpacesAndSpacedColons() throws {
        let text = try Self.tree(#"{"children": [{"type": "label", "frame": [0, 0, 10, 10]}]}"#)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "{")
        #expect(lines.contains { $0.hasPrefix("  \"type\" : \"UIView\"") })
        #expect(lines.contains { $0.hasPrefix("  \"children\" : [") })
        #expect(lines.contains { $0.hasPrefix("      \"type\" : \"UILabel\"") })
        #expect(lines.contains { $0.hasPrefix("  \"isSkeletonable\" : true") })
        #expect(!text.contains("\":"))
    }

    @Test func referencesAreAddressesOrIdsAndStable() throws {
        let root = #"{"children": [{"type": "label", "id": "title", "frame": [0, 0, 10, 10]}]}"#
        let node = try Self.node(root)
        let reference = try #require(node["reference"] as? String)
        #expect(reference.wholeMatch(of: /0x[0-9a-f]{16}/) != nil)
        #expect(Self.children(node).first?["reference"] as? String == "title")
        #expect(try Self.tree(root) == (try Self.tree(root)))
    }
}
