/// UIKit's size class of one axis of a screen (`UIUserInterfaceSizeClass`).
package enum SizeClass: String, CaseIterable, Hashable, Sendable {
    /// Narrow or short: an iPhone's width upright, its height on its side.
    case compact
    /// Wide or tall: an iPad's both ways, an iPhone's height upright.
    case regular
}

/// The horizontal and vertical size classes of a screen as held (`UITraitCollection`'s), which pick
/// the size-class variations UIKit applies to an Interface Builder screen at run time.
package struct SizeClasses: Hashable, Sendable {
    /// The horizontal size class.
    package var width: SizeClass
    /// The vertical size class.
    package var height: SizeClass

    /// The size classes of a width and a height class.
    package init(width: SizeClass, height: SizeClass) {
        self.width = width
        self.height = height
    }

    /// An iPhone held upright: what a layout is shown at at its own size unless it says otherwise.
    package static let phonePortrait = SizeClasses(width: .compact, height: .regular)
}

/// The size classes a variation holds in: a width class, a height class or both (Interface
/// Builder's "wR hAny", "wAny hC", "wR hR"); neither is every size class.
package struct SizeClassCondition: Hashable, Sendable {
    /// The width class it needs; nil for any.
    package var width: SizeClass?
    /// The height class it needs; nil for any.
    package var height: SizeClass?

    /// A condition on a width class, a height class or both.
    package init(width: SizeClass? = nil, height: SizeClass? = nil) {
        self.width = width
        self.height = height
    }

    /// Whether it holds in `classes`.
    package func holds(in classes: SizeClasses) -> Bool {
        (width ?? classes.width) == classes.width && (height ?? classes.height) == classes.height
    }

    /// How many classes it names: where several hold, the one naming more wins, as in UIKit.
    package var specificity: Int {
        (width == nil ? 0 : 1) + (height == nil ? 0 : 1)
    }
}

/// What a view or constraint is in the size classes a condition names, where that differs from
/// what it is in the others: installed or not (a view in the view hierarchy, a constraint active),
/// a constraint's constant, and a stack's arrangement.
package struct SizeClassVariation: Hashable, Sendable {
    /// Where it holds.
    package var condition: SizeClassCondition
    /// Installed there (true), not installed (false), or as elsewhere (nil).
    package var isInstalled: Bool?
    /// A constraint's constant there; nil keeps its own.
    package var constant: Double?
    /// A stack's axis, spacing, alignment and distribution there, each nil to keep its own.
    package var stack = StackVariation()

    /// A variation.
    package init(
        _ condition: SizeClassCondition, isInstalled: Bool? = nil, constant: Double? = nil,
        stack: StackVariation = StackVariation()
    ) {
        self.condition = condition
        self.isInstalled = isInstalled
        self.constant = constant
        self.stack = stack
    }
}

/// A stack view's arrangement in some size classes (what Interface Builder's "+" beside a stack's
/// Axis, Alignment, Distribution and Spacing adds): each attribute it gives replaces the stack's own.
package struct StackVariation: Hashable, Sendable {
    /// The axis there; nil keeps the stack's.
    package var axis: StackAxis?
    /// The spacing there; nil keeps the stack's.
    package var spacing: Double?
    /// The cross-axis alignment there; nil keeps the stack's.
    package var alignment: StackAlignment?
    /// The distribution there; nil keeps the stack's.
    package var distribution: StackDistribution?

    /// A variation of the attributes given.
    package init(
        axis: StackAxis? = nil, spacing: Double? = nil, alignment: StackAlignment? = nil,
        distribution: StackDistribution? = nil
    ) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.distribution = distribution
    }

    /// Whether it gives no attribute.
    package var isEmpty: Bool { self == StackVariation() }

    /// The attributes of `later` where it gives them, this one's elsewhere.
    package func merging(_ later: StackVariation) -> StackVariation {
        StackVariation(
            axis: later.axis ?? axis, spacing: later.spacing ?? spacing, alignment: later.alignment ?? alignment,
            distribution: later.distribution ?? distribution)
    }

    /// `node` with the attributes this variation gives.
    fileprivate func applied(to node: ViewNode) -> ViewNode {
        var node = node
        node.axis = axis ?? node.axis
        node.spacing = spacing ?? node.spacing
        node.alignment = alignment ?? node.alignment
        node.distribution = distribution ?? node.distribution
        return node
    }
}

extension [SizeClassVariation] {
    /// The variations that hold in `classes`, from the least to the most specific (in their own
    /// order within one specificity), the order in which each overrides the ones before.
    package func holding(in classes: SizeClasses) -> [SizeClassVariation] {
        filter { $0.condition.holds(in: classes) }.enumerated()
            .sorted { ($0.element.condition.specificity, $0.offset) < ($1.element.condition.specificity, $1.offset) }
            .map(\.element)
    }

    /// Whether what they vary is installed in `classes`, given `installed`, its own state elsewhere.
    package func isInstalled(_ installed: Bool, in classes: SizeClasses) -> Bool {
        holding(in: classes).reduce(installed) { $1.isInstalled ?? $0 }
    }
}

extension ViewNode {
    /// Whether the view, a view below it or one of their constraints varies by size class.
    package var variesBySizeClass: Bool {
        !isInstalled || !sizeClassVariations.isEmpty
            || autoLayout?.constraints.contains { !$0.isInstalled || !$0.sizeClassVariations.isEmpty } == true
            || (children + (autoLayout?.hiddenSubviews ?? []) + (list?.templates ?? [])).contains {
                $0.variesBySizeClass
            }
    }

    /// The subtree as UIKit installs it in `classes`: the views and constraints not installed
    /// there left out, with the constraints that name such a view (UIKit removes a view's
    /// constraints with it), and each constant and stack attribute the one its most specific
    /// variation that holds gives. What is left varies no more. The view itself is kept: a root
    /// is always there.
    package func installed(in classes: SizeClasses) -> ViewNode {
        var absent: Set<String> = []
        collectUninstalled(in: classes, into: &absent)
        return installing(in: classes, absent: absent)
    }

    /// The ids of the views below this one not installed in `classes`, with their subtrees'.
    private func collectUninstalled(in classes: SizeClasses, into absent: inout Set<String>) {
        for child in children + (autoLayout?.hiddenSubviews ?? []) + (list?.templates ?? []) {
            if child.sizeClassVariations.isInstalled(child.isInstalled, in: classes) {
                child.collectUninstalled(in: classes, into: &absent)
            } else {
                absent.formUnion(child.allIDs + (child.autoLayout?.hiddenSubviews ?? []).flatMap(\.allIDs))
            }
        }
    }

    private func installing(in classes: SizeClasses, absent: Set<String>) -> ViewNode {
        var node = sizeClassVariations.holding(in: classes).reduce(self) { $1.stack.applied(to: $0) }
        node.isInstalled = true
        node.sizeClassVariations = []
        func kept(_ views: [ViewNode]) -> [ViewNode] {
            views.filter { $0.sizeClassVariations.isInstalled($0.isInstalled, in: classes) }
                .map { $0.installing(in: classes, absent: absent) }
        }
        node.children = kept(children)
        node.list = list?.mapTemplates { $0.installing(in: classes, absent: absent) }
        if var spec = autoLayout {
            spec.hiddenSubviews = kept(spec.hiddenSubviews)
            spec.constraints = spec.constraints.compactMap { $0.installed(in: classes, absent: absent) }
            node.autoLayout = spec
        }
        return node
    }
}

extension LayoutConstraint {
    /// The constraint as UIKit has it in `classes`: nil where it is not installed or names a view
    /// of `absent`, else with the constant of its most specific variation that holds there.
    fileprivate func installed(in classes: SizeClasses, absent: Set<String>) -> LayoutConstraint? {
        guard sizeClassVariations.isInstalled(isInstalled, in: classes), !absent.contains(firstItem.viewID),
            secondItem.map({ absent.contains($0.viewID) }) != true
        else { return nil }
        var constraint = self
        constraint.constant = sizeClassVariations.holding(in: classes).reduce(constant) { $1.constant ?? $0 }
        constraint.sizeClassVariations = []
        return constraint
    }
}

extension LayoutSpec {
    /// The layout shown in size classes `classes`: its root as UIKit installs it there
    /// (`ViewNode.installed(in:)`) from every size class's views and constraints, which it keeps
    /// (`variedRoot`) to be shown in others.
    package func inSizeClasses(_ classes: SizeClasses) -> LayoutSpec {
        var layout = self
        layout.sizeClasses = classes
        let all = variedRoot ?? root
        guard all.variesBySizeClass else { return layout }
        layout.variedRoot = all
        layout.root = all.installed(in: classes)
        return layout
    }
}
