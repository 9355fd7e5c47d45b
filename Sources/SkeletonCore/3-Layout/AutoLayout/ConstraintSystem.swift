/// A screen's or cell's views and constraints as one system of linear constraints over their
/// frames, as UIKit's engine holds them: the root's frame, the frames of views that translate
/// their autoresizing masks, the stacks' arrangements, the file's constraints and the intrinsic
/// sizes with their hugging and compression resistance. Constraints it cannot use are issues.
package struct ConstraintSystem: Sendable {
    /// The views.
    package let tree: ConstraintTree
    /// Where it is solved.
    package let environment: ConstraintEnvironment
    /// Every constraint, in the order the solver takes them: required structure first, the file's
    /// constraints in file order, then the intrinsic sizes.
    package private(set) var constraints: [LinearConstraint] = []
    /// Constraints that cannot be used, each with why.
    package private(set) var issues: [LayoutIssue] = []

    /// The intrinsic sizes of its views, measured at the widths it was built with.
    let intrinsicSizes: IntrinsicSizes

    /// Builds the system of `root` in `environment`; `wrapWidths` are the widths (by view id) at
    /// which multi-line labels wrap their text, from an earlier solve (else their stored widths),
    /// and `placements` the frames of an earlier solve (by view id, in the root's coordinates),
    /// which place the views that preserve their superview's margins (else their stored frames).
    package init(
        root: ViewNode, environment: ConstraintEnvironment, metrics: any TextMetrics,
        wrapWidths: [String: Double] = [:], placements: [String: Rect] = [:]
    ) {
        self.init(
            root: root, environment: environment, metrics: metrics, wrapWidths: wrapWidths, placements: placements,
            references: nil)
    }

    /// The same, with IB's measurements of the texts from an earlier system of the same root
    /// (`IntrinsicSizes.references`), so that the passes of a solve measure them once.
    init(
        root: ViewNode, environment: ConstraintEnvironment, metrics: any TextMetrics,
        wrapWidths: [String: Double], placements: [String: Rect], references: [StoredTextCalibration.Reference?]?
    ) {
        self.init(
            tree: ConstraintTree(
                root: root, rightToLeft: environment.rightToLeft,
                hidesViewsHiddenAtRuntime: environment.hidesViewsHiddenAtRuntime),
            environment: environment, metrics: metrics, wrapWidths: wrapWidths, placements: placements,
            references: references)
    }

    /// The same from the tree of its root (`ConstraintTree(root:rightToLeft:hidesViewsHiddenAtRuntime:)`
    /// with the environment's direction and hiding), made once for the passes of a solve.
    init(
        tree: ConstraintTree, environment: ConstraintEnvironment, metrics: any TextMetrics,
        wrapWidths: [String: Double], placements: [String: Rect], references: [StoredTextCalibration.Reference?]?
    ) {
        self.tree = tree
        self.environment = environment
        let sizes = IntrinsicSizes(
            tree: tree, metrics: metrics, wrapWidths: wrapWidths,
            references: references ?? StoredTextCalibration(metrics: metrics).references(of: tree))
        intrinsicSizes = sizes
        let resolver = AnchorResolver(tree: tree, environment: environment, metrics: metrics, placements: placements)
        addRootFrame(resolver)
        for index in tree.entries.indices.dropFirst() {
            let entry = tree.entries[index]
            if entry.spec.translatesAutoresizingMaskIntoConstraints && !entry.isInStack {
                addAutoresizing(of: index, resolver)
            }
        }
        var stretchedHugging: [Int: AxisPriorities] = [:]
        for index in tree.entries.indices where tree.entries[index].node.kind == .stack {
            var arrangement = StackArrangement(stack: index, resolver: resolver, sizes: sizes)
            constraints += arrangement.constraints()
            stretchedHugging.merge(arrangement.stretchedHugging) { $1 }
        }
        for index in tree.entries.indices.dropFirst() where tree.entries[index].spec.followsSizeRules {
            addSizeRules(of: index, resolver)
            addPlacementRules(of: index, resolver)
        }
        for entry in tree.entries {
            for constraint in entry.spec.constraints { add(constraint, resolver) }
        }
        for index in tree.entries.indices {
            constraints += sizes.constraints(for: index, resolver, hugging: stretchedHugging[index])
        }
        for index in tree.entries.indices.dropFirst() { addStoredFrame(of: index, resolver) }
    }

    /// A theme view's `width` and `height` numbers: required constraints of its own length, as a
    /// width or height constraint without a second item is in UIKit (the root's size is its canvas's).
    private mutating func addSizeRules(of index: Int, _ resolver: AnchorResolver) {
        let entry = tree.entries[index]
        let frame = resolver.frame(index)
        for (rule, length, key) in [
            (entry.node.width, frame.width, "width"), (entry.node.height, frame.height, "height"),
        ] {
            guard case .fixed(let value)? = rule else { continue }
            constraints.append(
                LinearConstraint(
                    length, .equal, LinearExpression(constant: LayoutLimits.length(value)), priority: .required,
                    identifier: "`\(key)` key", location: entry.spec.location))
        }
    }

    /// A theme view that neither a frame nor a constraint places (`AutoLayoutSpec.isPlacedByRules`),
    /// outside a stack: at the leading top corner of its superview's padded box (a plain view's
    /// padding, its content inset; a stack's or list's own children ignore it, as their
    /// arrangement's margins or content inset are not theirs), as long on each axis as its rule
    /// says: `fill` (the default) the box's length, a number its own (`addSizeRules`), `fit` its
    /// intrinsic length with its hugging and resistance, or, with none on that axis, as short as
    /// what it holds lets it be (UIKit's fitting-size level).
    private mutating func addPlacementRules(of index: Int, _ resolver: AnchorResolver) {
        let entry = tree.entries[index]
        guard entry.spec.isPlacedByRules, !entry.isInStack, let parent = entry.parent else { return }
        let superview = tree.entries[parent].node
        let padding =
            superview.kind == .stack || superview.list != nil ? EdgeInsets.zero : LayoutLimits.insets(superview.padding)
        let box = resolver.frame(parent).inset(by: padding)
        let frame = resolver.frame(index)
        let location = entry.spec.location
        let leading =
            tree.entries[parent].isRightToLeft
            ? (frame.left + frame.width, box.left + box.width) : (frame.left, box.left)
        for (edge, boxEdge) in [leading, (frame.top, box.top)] {
            constraints.append(
                LinearConstraint(
                    edge, .equal, boxEdge, priority: .required, identifier: Self.placementIdentifier,
                    location: location))
        }
        let intrinsic = intrinsicSizes.size(of: index)
        for (rule, length, boxLength, intrinsicLength, key) in [
            (entry.node.width, frame.width, box.width, intrinsic.width, "width"),
            (entry.node.height, frame.height, box.height, intrinsic.height, "height"),
        ] {
            switch rule {
            case .fill?, nil:
                constraints.append(
                    LinearConstraint(
                        length, .equal, boxLength, priority: .required, identifier: "`\(key)` fill",
                        location: location))
            case .fit? where intrinsicLength == nil:
                constraints.append(
                    LinearConstraint(
                        length, .equal, LinearExpression(constant: 0), priority: Self.fittingSize,
                        identifier: "`\(key)` fit", location: location))
            case .fit?, .fixed?:
                break
            }
        }
    }

    /// The identifier of the position the theme's rules give a view nothing else places.
    static let placementIdentifier = "theme-placement"

    /// Priority of a view's wish not to be narrower or shorter than nothing: above every priority a
    /// file can give, so only required constraints make a length negative, as UIKit's engine does.
    /// Where the constraints leave two views' lengths open and the stored frames cannot all hold,
    /// the one that can shrink shrinks, rather than an empty view taking a negative length (a stack's
    /// 0-high spacer view going -94 high pulled its neighbours out of the stack on a shorter phone,
    /// where UIKit shrinks the scroll view above it); and an optional size a stack's content cannot
    /// fit without an empty view going negative gives way: IB stores woocommerce's payment card 500
    /// high over its 382 at priority 250, its spacer 0 high, and cwa's and AltStore's stacks as
    /// high as their content.
    private static let nonNegativeSize = LayoutPriority(999.5)

    /// Priority of a view's wish to keep its stored frame, which settles what the file's
    /// constraints leave open (an ambiguous layout, which Interface Builder resolved when it
    /// stored the frame). It is below every priority Interface Builder offers in its menus (250
    /// and up) but above UIStackView's own fitting constraints (`UISV-spanning-fit` at 49,
    /// `UISV-ambiguity-suppression` at 25): IB's stored frames show stacks stretched past their
    /// content where the file leaves their size open (172 more views of the corpus of
    /// Docs/interface-builder.md in place than at priority 1, none fewer). It stays below a
    /// priority of 50 a file types in: corona-warn-app's onboarding title resists compression at 50,
    /// which at an equal priority lost to the stored heights of the stack around it and went 0 high
    /// on an iPad, where a wider image grows the stack and UIKit keeps the title.
    private static let storedFrame = LayoutPriority(49.5)
    /// The identifier of those wishes (and of the non-negative lengths beside them), which a search
    /// for ambiguity leaves out.
    package static let storedFrameIdentifier = "IB-stored-frame"

    /// The stored frame of a view laid out by constraints, at the weakest priority: its size, and
    /// its position from its superview's leading and top edges (of its alignment rectangle); then,
    /// stored frame or not (a theme's views store none), its wish for lengths of at least 0.
    private mutating func addStoredFrame(of index: Int, _ resolver: AnchorResolver) {
        let entry = tree.entries[index]
        guard let parent = entry.parent, !entry.spec.translatesAutoresizingMaskIntoConstraints || entry.isInStack
        else { return }
        let frame = resolver.frame(index)
        if let drawn = entry.node.frame {
            let stored = drawn.inset(by: entry.node.alignmentOutsets)
            let parentFrame = resolver.frame(parent)
            let leading =
                tree.entries[parent].isRightToLeft
                ? parentFrame.left + parentFrame.width - frame.left - frame.width : frame.left - parentFrame.left
            let wishes = [
                (frame.width, stored.width), (frame.height, stored.height), (leading, stored.minX),
                (frame.top - parentFrame.top, stored.minY),
            ]
            for (expression, value) in wishes {
                constraints.append(
                    LinearConstraint(
                        expression, .equal, LinearExpression(constant: value), priority: Self.storedFrame,
                        identifier: Self.storedFrameIdentifier, location: entry.spec.location))
            }
        }
        for length in [frame.width, frame.height] {
            constraints.append(
                LinearConstraint(
                    length, .greaterThanOrEqual, LinearExpression(constant: 0), priority: Self.nonNegativeSize,
                    identifier: Self.storedFrameIdentifier, location: entry.spec.location))
        }
    }

    /// The root fills the environment's size (but a length it `fitsWidth` or `fitsHeight`) at the origin, less
    /// a cell's accessory: a cell's root is its content view, which leaves the accessory's width at
    /// its trailing edge.
    private mutating func addRootFrame(_ resolver: AnchorResolver) {
        let frame = resolver.frame(0)
        let location = tree.entries[0].spec.location
        let size = environment.size
        let width = max(0, size.width - tree.entries[0].spec.accessoryWidth)
        let height = max(0, size.height - tree.entries[0].spec.separatorHeight)
        var parts = [(frame.left, 0.0), (frame.top, 0)]
        for (length, fixed, fits, name) in [
            (frame.width, width, environment.fitsWidth, "root-fitting-width"),
            (frame.height, height, environment.fitsHeight, "root-fitting-height"),
        ] {
            guard fits else {
                parts.append((length, fixed))
                continue
            }
            // UIKit's `fittingSizeLevel` (50): above the stored frames' wishes, below every priority IB offers.
            constraints.append(
                LinearConstraint(
                    length, .greaterThanOrEqual, LinearExpression(constant: 0), priority: .required,
                    identifier: Self.rootFrameIdentifier, location: location))
            constraints.append(
                LinearConstraint(
                    length, .equal, LinearExpression(constant: 0), priority: Self.fittingSize,
                    identifier: name, location: location))
        }
        for (part, value) in parts {
            constraints.append(
                LinearConstraint(
                    part, .equal, LinearExpression(constant: value), priority: .required,
                    identifier: Self.rootFrameIdentifier, location: location))
        }
    }

    /// The identifier of the root's frame (UIKit's `UIView-Encapsulated-Layout-Width` and `-Height`).
    static let rootFrameIdentifier = "root-frame"
    /// The identifiers of the constraints the engine generates for one view, located at it.
    static let generatedIdentifiers: Set<String> = [
        rootFrameIdentifier, "root-fitting-height", "NSAutoresizingMaskLayoutConstraint",
        "NSContentSizeLayoutConstraint", storedFrameIdentifier,
    ]

    /// Priority of a fitted root's wish to be 0 high: UIKit's `UILayoutPriority.fittingSizeLevel`.
    private static let fittingSize = LayoutPriority(50)

    /// A frame-placed view keeps its stored frame; when its superview's size differs from the one
    /// it was stored at, each axis's change is shared by the mask's flexible parts (margins and
    /// length) in proportion to their stored lengths, equally when they are all zero. The engine
    /// solves alignment rectangles, so the stored frame is kept as the one inside it (IB stores a
    /// frame-placed segmented control 33 high, not the 34 its alignment rectangle's would draw).
    private mutating func addAutoresizing(of index: Int, _ resolver: AnchorResolver) {
        let entry = tree.entries[index]
        guard let parentIndex = entry.parent else { return }
        let drawn = entry.node.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let stored = drawn.inset(by: entry.node.alignmentOutsets)
        let parentSize = tree.storedContentSize(of: parentIndex) ?? (parentIndex == 0 ? environment.size : drawn.size)
        let frame = resolver.frame(index)
        let parentFrame = resolver.frame(parentIndex)
        let mask = entry.spec.autoresizingMask
        let axes:
            [(LinearExpression, LinearExpression, LinearExpression, LinearExpression, Double, Double, Double, [Bool])] =
                [
                    (
                        frame.left, frame.width, parentFrame.left, parentFrame.width, stored.minX, stored.width,
                        parentSize.width,
                        [
                            mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                            mask.contains(.flexibleRightMargin),
                        ]
                    ),
                    (
                        frame.top, frame.height, parentFrame.top, parentFrame.height, stored.minY, stored.height,
                        parentSize.height,
                        [
                            mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                            mask.contains(.flexibleBottomMargin),
                        ]
                    ),
                ]
        for (position, length, parentPosition, parentLength, offset, size, storedParent, flexible) in axes {
            let parts = [offset, size, storedParent - offset - size]
            let shares = Self.shares(of: parts, flexible: flexible)
            let change = parentLength - storedParent
            let location = entry.spec.location
            constraints.append(
                LinearConstraint(
                    position, .equal, parentPosition + offset + change * shares[0], priority: .required,
                    identifier: "NSAutoresizingMaskLayoutConstraint", location: location))
            constraints.append(
                LinearConstraint(
                    length, .equal, LinearExpression(constant: size) + change * shares[1], priority: .required,
                    identifier: "NSAutoresizingMaskLayoutConstraint", location: location))
        }
    }

    /// Each part's share of a change of its axis: flexible parts in proportion to their lengths.
    package static func shares(of parts: [Double], flexible: [Bool]) -> [Double] {
        let flexibleCount = flexible.filter { $0 }.count
        guard flexibleCount > 0 else { return parts.map { _ in 0 } }
        let total = zip(parts, flexible).reduce(0.0) { $0 + ($1.1 ? max($1.0, 0) : 0) }
        return zip(parts, flexible).map { part, isFlexible in
            guard isFlexible else { return 0 }
            return total > 0 ? max(part, 0) / total : 1 / Double(flexibleCount)
        }
    }

    /// Adds a constraint of the file, or an issue when its items or attributes cannot be related.
    private mutating func add(_ constraint: LayoutConstraint, _ resolver: AnchorResolver) {
        switch LinearConstraint.converting(constraint, resolver: resolver) {
        case .success(let linear): constraints.append(linear)
        case .failure(let issue): issues.append(issue)
        }
    }
}
