import SkeletonCore

/// What a layout's constraints may name, learnt from its JSON before its views are decoded: each
/// view's id, superview and constraint system (the screen, or a cell, header or footer template,
/// which UIKit lays out on its own), the ids of each system, and which systems use Auto Layout
/// (a view in it has one of `AutoLayoutKeys.all`).
struct ConstraintScope {
    /// Where one view object sits.
    struct Site {
        /// Its `id`, if it has one.
        let id: String?
        /// Its superview's `id`; nil for a system's root or a superview without one.
        let superview: String?
        /// Whether it roots its system.
        let isSystemRoot: Bool
        /// Its system's index in `systems`.
        let system: Int
        /// Whether it says `"isHidden": true`.
        let isHidden: Bool
    }

    /// One constraint system of the layout.
    struct System {
        /// What the system is, for messages: "the screen" or "the cell template at …".
        let name: String
        /// The root's `id`.
        let rootID: String?
        /// How many views of the system have each id.
        var ids: [String: Int] = [:]
        /// Each named view's superview's id (nil: the root, or a superview without an id).
        var superviews: [String: String?] = [:]
        /// Whether a view of it has an Auto Layout key.
        var usesAutoLayout = false
        /// Whether a view of it holds a constraint.
        var holdsConstraints = false
        /// The ids of the views its constraints name as first item.
        var firstItems: Set<String> = []
    }

    /// Sites by the byte offset of the view object.
    private(set) var sites: [Int: Site] = [:]
    /// The systems, the screen first.
    private(set) var systems: [System] = []
    /// Constraint `first` texts and their holders' ids per system, resolved once all ids are known.
    private var firsts: [(system: Int, holder: String?, text: String)] = []

    /// The keys of list views whose values are templates laid out as systems of their own.
    private static let templateKeys = ["cell", "header", "footer", "sectionCells", "staticSections"]

    /// Scans the layout whose root view is `root`.
    init(root: JSONNode) {
        scan(root, superview: nil, system: newSystem(root, name: "the screen"))
        for first in firsts {
            let id = AnchorText.firstItemID(first.text, holder: first.holder) { systems[first.system].ids[$0] != nil }
            if let id { systems[first.system].firstItems.insert(id) }
        }
        firsts = []
    }

    /// The site of the view object at `offset` (every view of the layout has one).
    func site(at offset: Int) -> Site? { sites[offset] }

    /// Starts a system rooted at `root`.
    private mutating func newSystem(_ root: JSONNode, name: String) -> Int {
        systems.append(System(name: name, rootID: Self.member("id", of: root).flatMap(Self.string)))
        return systems.count - 1
    }

    private mutating func scan(_ node: JSONNode, superview: String?, system: Int, isRoot: Bool = true) {
        guard case .object(let members) = node.value else { return }
        let id = Self.member("id", of: node).flatMap(Self.string)
        let hidden = Self.member("isHidden", of: node).map { $0.value == .bool(true) } ?? false
        sites[node.offset] = Site(
            id: id, superview: isRoot ? nil : superview, isSystemRoot: isRoot, system: system, isHidden: hidden)
        if let id {
            systems[system].ids[id, default: 0] += 1
            systems[system].superviews[id] = isRoot ? String?.none : superview
        }
        for member in members {
            if AutoLayoutKeys.all.contains(member.key) { systems[system].usesAutoLayout = true }
            switch member.key {
            case "children":
                for child in Self.elements(member.value) { scan(child, superview: id, system: system, isRoot: false) }
            case "constraints":
                if !Self.elements(member.value).isEmpty { systems[system].holdsConstraints = true }
                for constraint in Self.elements(member.value) {
                    if let text = Self.member("first", of: constraint).flatMap(Self.string) {
                        firsts.append((system, id, text))
                    }
                }
            case _ where Self.templateKeys.contains(member.key):
                for template in Self.templates(member.value) {
                    let name = "the \(member.key) template of \(id.map { "`\($0)`" } ?? "a list")"
                    scan(template, superview: nil, system: newSystem(template, name: name))
                }
            default:
                break
            }
        }
    }

    /// The view objects of a template key: one object, a list, or a list of lists.
    private static func templates(_ node: JSONNode) -> [JSONNode] {
        switch node.value {
        case .object: [node]
        case .array(let elements): elements.flatMap(templates)
        default: []
        }
    }

    private static func elements(_ node: JSONNode) -> [JSONNode] {
        if case .array(let elements) = node.value { return elements }
        return []
    }

    private static func member(_ key: String, of node: JSONNode) -> JSONNode? {
        guard case .object(let members) = node.value else { return nil }
        return members.first { $0.key == key }?.value
    }

    private static func string(_ node: JSONNode) -> String? {
        if case .string(let text) = node.value { return text }
        return nil
    }
}

extension ConstraintScope {
    /// Every id of the layout, in any of its systems.
    var allIDs: Set<String> { Set(systems.flatMap(\.ids.keys)) }

    /// The systems other than `system` that have a view with id `id`.
    func otherSystems(with id: String, than system: Int) -> [System] {
        systems.indices.filter { $0 != system && systems[$0].ids[id] != nil }.map { systems[$0] }
    }
}
