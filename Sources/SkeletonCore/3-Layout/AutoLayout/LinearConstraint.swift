/// One row of a constraint system: `expression relation 0` at a priority, with the constraint it
/// came from (its identifier and location) for diagnostics.
package struct LinearConstraint: Hashable, Sendable, CustomStringConvertible {
    /// The left side minus the right side.
    package var expression: LinearExpression
    /// How the expression compares with zero.
    package var relation: LayoutRelation
    /// The priority.
    package var priority: LayoutPriority
    /// IB's id of the constraint or UIKit's name of a generated one.
    package var identifier: String
    /// Where it is written, or the view that generated it.
    package var location: SourceLocation?

    /// `lhs relation rhs`, moved to one side.
    package init(
        _ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LinearExpression, priority: LayoutPriority,
        identifier: String, location: SourceLocation?
    ) {
        expression = lhs - rhs
        self.relation = relation
        self.priority = priority
        self.identifier = identifier
        self.location = location
    }

    /// `identifier: terms == constant @priority` (the constant moved right; the priority only
    /// when not required): `c1: card.left - root.left == 20`.
    package var description: String {
        let symbol =
            switch relation {
            case .equal: "=="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
        let strength = priority.isRequired ? "" : " @\(Int(priority.value))"
        var terms = expression
        terms.constant = 0
        let constant = LinearExpression(constant: -expression.constant)
        return "\(identifier): \(terms) \(symbol) \(constant)\(strength)"
    }
}

extension LinearConstraint {
    /// `constraint` in the system's unknowns, or why UIKit would refuse it: an item that is no
    /// view of the system, a position without a second item or related to a size or to the other
    /// axis, a multiplier of 0 on a position. A position with a multiplier other than 1 is measured
    /// in the coordinates of the items' common ancestor, as UIKit measures it.
    static func converting(_ constraint: LayoutConstraint, resolver: AnchorResolver) -> Result<
        LinearConstraint, LayoutIssue
    > {
        func issue(_ message: String) -> Result<LinearConstraint, LayoutIssue> {
            let name = constraint.identifier.isEmpty ? "a constraint" : "constraint \(constraint.identifier)"
            return .failure(LayoutIssue(location: constraint.location, message: "\(name) \(message); it is ignored"))
        }
        func entry(_ item: LayoutItem) -> Int? { resolver.tree.index[item.viewID] }
        guard let first = entry(constraint.firstItem) else {
            return issue("names `\(constraint.firstItem.viewID)`, which is no view of this screen")
        }
        let firstAttribute = constraint.firstAttribute
        let second = constraint.secondItem.flatMap(entry)
        // Both items' leading and trailing resolve in the direction of the view that holds the constraint.
        let direction = second.map { resolver.tree.entries[resolver.tree.commonAncestor(first, $0)].isRightToLeft }
        let lhs = resolver.expression(
            constraint.firstItem, firstAttribute, entry: first,
            content: second.map { resolver.isContent(of: first, firstAttribute, for: $0) } ?? false,
            rightToLeft: direction)
        func made(_ rhs: LinearExpression) -> Result<LinearConstraint, LayoutIssue> {
            .success(
                LinearConstraint(
                    lhs, constraint.relation, rhs, priority: constraint.priority, identifier: constraint.identifier,
                    location: constraint.location))
        }
        guard let secondItem = constraint.secondItem else {
            guard firstAttribute.isSize else {
                return issue("places the \(firstAttribute.rawValue) of a view without a second item")
            }
            return made(LinearExpression(constant: constraint.constant))
        }
        guard let second else {
            return issue("names `\(secondItem.viewID)`, which is no view of this screen")
        }
        let secondAttribute = constraint.secondAttribute
        let rhs = resolver.expression(
            secondItem, secondAttribute, entry: second,
            content: resolver.isContent(of: second, secondAttribute, for: first), rightToLeft: direction)
        if firstAttribute.isSize != secondAttribute.isSize {
            return issue("relates a size to a position (\(firstAttribute.rawValue) to \(secondAttribute.rawValue))")
        }
        if firstAttribute.isSize {
            guard constraint.multiplier != 0 else {
                return issue("has a multiplier of 0 on a \(firstAttribute.rawValue)")
            }
            return made(rhs * constraint.multiplier + constraint.constant)
        }
        guard firstAttribute.isHorizontal == secondAttribute.isHorizontal else {
            return issue(
                "relates positions on different axes (\(firstAttribute.rawValue) to \(secondAttribute.rawValue))")
        }
        guard constraint.multiplier != 0 else { return issue("has a multiplier of 0 on a position") }
        if constraint.multiplier == 1 { return made(rhs + constraint.constant) }
        let ancestor = resolver.tree.commonAncestor(first, second)
        let origin = resolver.origin(of: ancestor, horizontal: firstAttribute.isHorizontal)
        return .success(
            LinearConstraint(
                lhs - origin, constraint.relation, (rhs - origin) * constraint.multiplier + constraint.constant,
                priority: constraint.priority, identifier: constraint.identifier, location: constraint.location))
    }
}
