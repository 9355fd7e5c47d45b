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
