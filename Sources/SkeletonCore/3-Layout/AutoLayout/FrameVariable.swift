import ConstraintSolver

/// One unknown of a constraint system: a part of a view's frame, in the coordinates of the view
/// that roots the system (a screen's root view or a cell). Absolute coordinates, not the parent's:
/// IB's constraints relate views of different parents (a common ancestor holds them), which then
/// stay two-term equations instead of sums over every ancestor's origin.
///
/// Identified by the view's entry in its `ConstraintTree` and the part, one small integer, so that
/// building a system hashes and compares no strings; the view's id is kept for descriptions only.
package struct FrameVariable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Which part of the frame.
    package enum Part: Int, Hashable, Sendable {
        /// The left edge.
        case left
        /// The top edge.
        case top
        /// The width.
        case width
        /// The height.
        case height
        /// A scroll view's content width.
        case contentWidth
        /// A scroll view's content height.
        case contentHeight

        /// The name descriptions use (a switch: interpolating an enum case reflects on it, which
        /// costs more than the rest of building a system).
        var name: String {
            switch self {
            case .left: "left"
            case .top: "top"
            case .width: "width"
            case .height: "height"
            case .contentWidth: "contentWidth"
            case .contentHeight: "contentHeight"
            }
        }
    }

    /// How many unknowns a view has.
    private static let partsPerView = Part.contentHeight.rawValue + 1

    /// The view's id in the system.
    package let view: String
    /// `entry × partsPerView + part`: the view's entry index in its tree and the part, the identity.
    package let key: Int

    /// The `part` of the view at `entry` of its tree, whose id is `view`.
    package init(_ view: String, entry: Int, _ part: Part) {
        self.view = view
        key = Self.key(entry: entry, part)
    }

    /// The key of the `part` of the view at `entry`.
    package static func key(entry: Int, _ part: Part) -> Int { entry * Self.partsPerView + part.rawValue }

    /// The view's entry index in its tree.
    package var entry: Int { key / Self.partsPerView }

    /// The part of its frame.
    package var part: Part { Part(rawValue: key % Self.partsPerView)! }

    /// `card.left`.
    package var description: String { view + "." + part.name }

    /// Whether both are the same unknown of one system (entry and part; the id follows from the entry).
    package static func == (lhs: FrameVariable, rhs: FrameVariable) -> Bool { lhs.key == rhs.key }

    /// Hashes the identity.
    package func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// By view id, then left, top, width, height: the order descriptions list terms in.
    package static func < (lhs: FrameVariable, rhs: FrameVariable) -> Bool {
        lhs.entry == rhs.entry ? lhs.key < rhs.key : lhs.view < rhs.view
    }
}

/// The solver's variable of each frame variable, made on first use.
struct SolverVariables {
    /// The variables so far, by `FrameVariable.key`.
    private var variables: [Variable?] = []

    /// The solver's constraint of a linear constraint (`LinearConstraint.solverTerms`).
    mutating func constraint(_ linear: LinearConstraint) -> Constraint {
        let (sorted, constant) = linear.solverTerms
        let terms = sorted.map { Term(variable($0.variable), coefficient: $0.coefficient) }
        return Constraint(
            Expression(terms: terms, constant: constant), linear.solverRelation,
            strength: Strength(priority: linear.priority.value))
    }

    /// The variable of `frameVariable`.
    mutating func variable(_ frameVariable: FrameVariable) -> Variable {
        let key = frameVariable.key
        if key >= variables.count {
            variables.append(contentsOf: repeatElement(nil, count: key + 1 - variables.count))
        }
        if let known = variables[key] { return known }
        let made = Variable(frameVariable.description)
        variables[key] = made
        return made
    }
}

extension LinearConstraint {
    /// The terms as the solver takes them, with the constant. Terms go in the order of the
    /// variables' descriptions (view id, then part): the solver numbers a constraint's new variables
    /// in the order of its terms, and that numbering breaks the simplex's ties, so it decides which
    /// of several equally good layouts comes out.
    var solverTerms: (terms: [LinearExpression.Term], constant: Double) {
        var constant = expression.constant
        // Most constraints have one term (a size, a stored frame's wish), which needs no sorted copy.
        let terms =
            expression.terms.count < 2 ? expression.terms : expression.terms.sorted { $0.variable < $1.variable }
        // As the sum `constant + Σ (1 × variable) × coefficient` would: each term adds its zero
        // constant times the coefficient, which turns a constant of −0 into +0 (the sign of a zero
        // reaches solved frames, and `-0.0` prints).
        for term in terms { constant += 0 * term.coefficient }
        return (terms, constant)
    }

    /// The solver's relation.
    var solverRelation: Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// The solver's constraint over variables numbered by `FrameVariable.key`: no `Variable` or
    /// `Constraint` objects, for the solves of a layout pass.
    var indexed: IndexedConstraint {
        var constraint = IndexedConstraint(terms: [], constant: 0, relation: .equal, strength: .required)
        write(into: &constraint)
        return constraint
    }

    /// Makes `constraint` this one's `indexed`, in the storage of its terms: a pass converts
    /// thousands, one after another.
    func write(into constraint: inout IndexedConstraint) {
        let (terms, constant) = solverTerms
        constraint.terms.removeAll(keepingCapacity: true)
        for term in terms {
            constraint.terms.append(IndexedConstraint.Term(variable: term.variable.key, coefficient: term.coefficient))
        }
        constraint.constant = constant
        constraint.relation = solverRelation
        constraint.strength = Strength(priority: priority.value)
    }
}
