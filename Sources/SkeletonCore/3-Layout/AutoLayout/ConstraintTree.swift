/// The views of one constraint system, flattened in pre-order: the system's root (a screen's root
/// view or a cell) and its subviews, not the cells of its tables and collections (each cell is a
/// system of its own, solved at the size its list gives it).
package struct ConstraintTree: Sendable {
    /// One view of the system.
    package struct Entry: Sendable {
        /// Its id in the system: the node's id, or `#` and its index path when it has none or
        /// repeats an earlier one.
        package let id: String
        /// The index of its superview's entry; nil for the root.
        package let parent: Int?
        /// The view.
        package let node: ViewNode
        /// Its Auto Layout description (UIKit's defaults when the node has none).
        package let spec: AutoLayoutSpec
        /// Its effective layout direction.
        package let isRightToLeft: Bool
        /// Whether its superview is a stack that arranges it.
        package let isArranged: Bool
        /// Whether it is one of a stack's arranged subviews, hidden or not: UIKit turns its
        /// autoresizing mask off (`addArrangedSubview`), and a hidden one leaves only the axis.
        package let isInStack: Bool
        /// Whether it is hidden (laid out, not drawn; out of its stack's arrangement).
        package let isHidden: Bool

        /// Whether its intrinsic height depends on the width it is laid out at: a label of
        /// several lines, or a text view sized to its text, wraps its text at that width.
        var wrapsText: Bool {
            (node.kind == .label && node.numberOfLines != 1) || (node.kind == .textView && spec.sizesToText)
        }

        /// The width its text wraps at before a solve has set one: its stored width, scaled with its
        /// font where Dynamic Type scaled it, as UIKit's label is as wide as its text until its
        /// constraints stop it (a label IB stored 126.5 wide in Body's 17 points wants 394 in AX5's
        /// 53, not to wrap its 17-point line into six); nil without a stored frame.
        var storedWrapWidth: Double? {
            guard let width = node.frame?.width else { return nil }
            guard let design = spec.designFont, let font = node.font, design.size > 0 else { return width }
            return width * font.size / design.size
        }
    }

    /// The views, the root first, each before its subviews, subviews back to front.
    package private(set) var entries: [Entry] = []
    /// Entry index by id.
    package private(set) var index: [String: Int] = [:]

    /// Whether a view hidden only at run time (`ViewNode.isHiddenAtRuntime`) below the root is
    /// hidden (out of its stack's arrangement), as on the phone; false keeps it in place, as
    /// Interface Builder's stored frames show it.
    private let hidesViewsHiddenAtRuntime: Bool

    /// Flattens `root`'s subtree; `rightToLeft` is the direction the root inherits.
    package init(root: ViewNode, rightToLeft: Bool, hidesViewsHiddenAtRuntime: Bool = true) {
        self.hidesViewsHiddenAtRuntime = hidesViewsHiddenAtRuntime
        add(root, parent: nil, path: "0", inherited: rightToLeft, isHidden: false)
    }

    /// Adds `node` and its subviews, then its hidden subviews.
    private mutating func add(
        _ node: ViewNode, parent: Int?, path: String, inherited: Bool, isHidden inheritedHidden: Bool
    ) {
        let isHidden = inheritedHidden || (parent != nil && hidesViewsHiddenAtRuntime && node.isHiddenAtRuntime)
        var id = node.id ?? "#" + path
        if index[id] != nil { id = "#" + path }
        let rtl = node.layoutDirection.map { $0 == .rightToLeft } ?? inherited
        let isInStack = node.isArranged && parent.map { entries[$0].node.kind == .stack } ?? false
        let position = entries.count
        entries.append(
            Entry(
                id: id, parent: parent, node: node, spec: node.autoLayout ?? AutoLayoutSpec(), isRightToLeft: rtl,
                isArranged: !isHidden && isInStack, isInStack: isInStack, isHidden: isHidden))
        index[id] = position
        for (offset, child) in node.children.enumerated() {
            add(child, parent: position, path: path + "." + String(offset), inherited: rtl, isHidden: isHidden)
        }
        for (offset, hidden) in (node.autoLayout?.hiddenSubviews ?? []).enumerated() {
            add(hidden, parent: position, path: path + ".h" + String(offset), inherited: rtl, isHidden: true)
        }
    }

    /// How many entries `node`'s subtree makes (hidden subviews included).
    static func entryCount(of node: ViewNode) -> Int {
        (node.children + (node.autoLayout?.hiddenSubviews ?? [])).reduce(1) { $0 + entryCount(of: $1) }
    }

    /// The entry indices of `entry`'s superview chain, nearest first.
    package func ancestors(of entry: Int) -> [Int] {
        var chain: [Int] = []
        var current = entries[entry].parent
        while let parent = current {
            chain.append(parent)
            current = entries[parent].parent
        }
        return chain
    }

    /// The nearest view that is `a`, `b` or an ancestor of both (UIKit's common ancestor, in whose
    /// coordinates a constraint's positions are measured).
    /// Walks the deeper of the two up to the other's depth, then both together, allocating nothing:
    /// it is asked for every constraint between two views when a system is built.
    package func commonAncestor(_ a: Int, _ b: Int) -> Int {
        func depth(_ entry: Int) -> Int {
            var count = 0
            var current = entries[entry].parent
            while let parent = current {
                count += 1
                current = entries[parent].parent
            }
            return count
        }
        var (x, y) = (a, b)
        var (depthOfX, depthOfY) = (depth(a), depth(b))
        while depthOfX > depthOfY, let parent = entries[x].parent {
            x = parent
            depthOfX -= 1
        }
        while depthOfY > depthOfX, let parent = entries[y].parent {
            y = parent
            depthOfY -= 1
        }
        while x != y {
            guard let parentOfX = entries[x].parent, let parentOfY = entries[y].parent else { return 0 }
            (x, y) = (parentOfX, parentOfY)
        }
        return x
    }

    /// The stored frame of entry `index` in the root's coordinates (the file's frames are each
    /// in their superview's); nil when it or an ancestor below the root has none.
    package func storedFrameInRoot(_ index: Int) -> Rect? {
        guard var frame = entries[index].node.frame else { return nil }
        for ancestor in ancestors(of: index).dropLast() {
            guard let origin = entries[ancestor].node.frame?.origin else { return nil }
            frame = frame.offsetBy(dx: origin.x, dy: origin.y)
        }
        return frame
    }

    /// The size entry `index`'s subviews were stored in: its stored frame's, the root's size as
    /// designed when it has no frame, less a cell's accessory and separator (the subviews of a cell
    /// are its content view's); nil when unknown.
    package func storedContentSize(of index: Int) -> Size? {
        let entry = entries[index]
        guard let size = entry.node.frame?.size ?? (index == 0 ? entry.spec.designSize : nil) else { return nil }
        return Size(
            width: max(0, size.width - entry.spec.accessoryWidth),
            height: max(0, size.height - entry.spec.separatorHeight))
    }

    /// The indices of a stack's arranged subviews, in order.
    package func arrangedSubviews(of stack: Int) -> [Int] {
        entries.indices.filter { entries[$0].parent == stack && entries[$0].isArranged }
    }

    /// The indices of a visible stack's subviews hidden in their own right (not by a hidden
    /// ancestor), which UIKit takes out of the stack's axis but keeps aligned across it.
    package func hiddenArrangedSubviews(of stack: Int) -> [Int] {
        guard !entries[stack].isHidden else { return [] }
        return entries.indices.filter { entries[$0].parent == stack && entries[$0].isHidden && entries[$0].isInStack }
    }
}

extension ConstraintTree {
    /// `root` (the node this tree was made of) with each subview's frame replaced by the solved
    /// one, in its superview's coordinates as the model states frames: from the superview's
    /// leading edge, which is its right edge in right-to-left (the layout engine mirrors it back).
    package func applying(_ solution: AutoLayoutSolution, to root: ViewNode) -> ViewNode {
        var next = 0
        return applying(solution, to: root, next: &next)
    }

    private func applying(_ solution: AutoLayoutSolution, to node: ViewNode, next: inout Int) -> ViewNode {
        let index = next
        next += 1
        var result = node
        let parentFrame = solution.frames[entries[index].id] ?? .zero
        result.children = node.children.map { child in
            let childIndex = next
            var placed = applying(solution, to: child, next: &next)
            if let solved = solution.frames[entries[childIndex].id] {
                var x = solved.minX - parentFrame.minX
                if entries[index].isRightToLeft { x = parentFrame.width - x - solved.width }
                placed.frame = Rect(x: x, y: solved.minY - parentFrame.minY, width: solved.width, height: solved.height)
            }
            return placed
        }
        next += (node.autoLayout?.hiddenSubviews ?? []).reduce(0) { $0 + Self.entryCount(of: $1) }
        return result
    }
}

extension ConstraintTree {
    /// `root` (the node this tree was made of) with the frames of some entries replaced, by entry
    /// index, each in its superview's leading-relative coordinates as the model states frames.
    package func replacingFrames(_ frames: [Int: Rect], in root: ViewNode) -> ViewNode {
        editingNodes(in: root) { index, node in
            if let frame = frames[index] { node.frame = frame }
        }
    }

    /// `root` (the node this tree was made of) with `edit` applied to the node of every entry but
    /// the hidden subviews', by entry index.
    package func editingNodes(in root: ViewNode, _ edit: (Int, inout ViewNode) -> Void) -> ViewNode {
        var next = 0
        return editingNodes(in: root, edit, next: &next)
    }

    private func editingNodes(in node: ViewNode, _ edit: (Int, inout ViewNode) -> Void, next: inout Int) -> ViewNode {
        var result = node
        edit(next, &result)
        next += 1
        result.children = node.children.map { editingNodes(in: $0, edit, next: &next) }
        next += (node.autoLayout?.hiddenSubviews ?? []).reduce(0) { $0 + Self.entryCount(of: $1) }
        return result
    }
}
