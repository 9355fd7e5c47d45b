/// Views read from Interface Builder files are laid out by their constraints: the subviews of a
/// view that roots a constraint system get the frames the solver gives at the size it is placed
/// at, then are placed by those frames like any framed view.
extension LayoutEngine {
    /// `node` with its subviews' frames solved at `size`; `node` itself when it roots no
    /// constraint system (a theme's view); and at the size Interface Builder solved it for, its
    /// stored frames, which are IB's own answer (the engine reproduces them for only part of real
    /// screens yet, Docs/interface-builder.md), except that a label IB sized to its text grows to fit
    /// that text in the stand-in font (`TextSizedLabels`) and views hidden only at run time move
    /// their stacks (`hidingAtRuntime`). Either way every text view learns how much narrower SF
    /// draws its text (`AutoLayoutSpec.textWidthScale`). A system laid out right-to-left that pins a
    /// view by its left or right edge is solved at that size too: the stored frames are kept from
    /// the leading edge and mirrored, which would move a view UIKit keeps at its left edge.
    func solvedByConstraints(
        _ node: ViewNode, size: Size, rtl: Bool, safeArea: EdgeInsets?, isScreen: Bool
    ) -> ViewNode {
        guard let spec = node.autoLayout, let design = spec.designSize else { return node }
        var environment = ConstraintEnvironment(
            size: size, safeAreaInsets: safeArea ?? .zero, rightToLeft: rtl, isScreen: isScreen,
            screenWidth: screenWidth)
        environment.takeReadableWidth(for: spec, at: contentSizeCategory)
        let laidOut = solvedSubtrees.node(node, environment: environment) {
            let (node, tree, references) = calibrated(node, rtl: rtl)
            guard solves(tree, at: size, design: design)
            else {
                let widened = TextSizedLabels(tree: tree, metrics: metrics).widenedFrames()
                let stored = widened.isEmpty ? node : tree.replacingFrames(widened, in: node)
                return hidingAtRuntime(
                    stored, solving: node, tree: tree, environment: environment, references: references)
            }
            let solution = AutoLayoutSolver.solve(
                tree: tree, environment: environment, metrics: metrics, references: references)
            return tree.applying(solution, to: node)
        }
        // Show reaches the layout's root, and a cell's, header's or footer's system where its list
        // and every view above it are reached (`LayoutEngine.place(_:forceRightToLeft:)` marks them).
        guard growsLabels, spec.isReachedOnShow else { return laidOut }
        return solvedSubtrees.node(node, environment: environment, growsLabels: true) {
            grownOnShow(laidOut, solving: node, environment: environment, design: design)
        }
    }

    /// Whether `tree`'s system is solved at `size` rather than keeping the frames Interface Builder
    /// stored for `design`.
    func solves(_ tree: ConstraintTree, at size: Size, design: Size) -> Bool {
        design != size || solvesAtDesignSize || tree.entries[0].spec.solvesAtDesignSize || Self.pinsLeftOrRight(tree)
    }

    /// Whether a constraint held by a right-to-left view of `tree` relates a left or right edge or
    /// margin, which stays put where leading and trailing flip.
    private static func pinsLeftOrRight(_ tree: ConstraintTree) -> Bool {
        tree.entries.contains { entry in
            entry.isRightToLeft
                && entry.spec.constraints.contains {
                    isLeftOrRight($0.firstAttribute) || isLeftOrRight($0.secondAttribute)
                }
        }
    }

    /// Whether `attribute` is an edge or margin that does not follow the layout direction.
    private static func isLeftOrRight(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .left, .right, .leftMargin, .rightMargin: true
        default: false
        }
    }

    /// `node` with every text view told how much narrower SF draws its text, its tree, and IB's
    /// measurements of its texts: measured once for the annotation and every solve of it, as the
    /// texts and stored frames they measure are the same in each (only `textWidthScale`, which they
    /// do not read, changes).
    func calibrated(_ node: ViewNode, rtl: Bool) -> (
        node: ViewNode, tree: ConstraintTree, references: [StoredTextCalibration.Reference?]
    ) {
        let calibration = StoredTextCalibration(metrics: metrics)
        let designTree = ConstraintTree(root: node, rightToLeft: rtl)
        let references = calibration.references(of: designTree)
        let annotated = calibration.annotatingTextScales(of: designTree, references: references, in: node)
        return (annotated, ConstraintTree(root: annotated, rightToLeft: rtl), references)
    }

    /// The height UIKit gives the row of a self-sizing cell `width` points wide, `kept` high
    /// otherwise: its content view as short as its constraints let it be (`systemLayoutSizeFitting`
    /// at the fitting-size level) plus the separator. Where the constraints leave that height open,
    /// which a subview lying outside the fitted content view shows (a label pinned only to the top,
    /// one centred), UIKit gives up the fitted height: nil, and the kept one stays; except for the
    /// labels of UIKit's built-in cell styles, whose own layout sizes the row
    /// (`styledRowHeight`).
    func fittedRowHeight(of cell: ViewNode, width: Double, kept: Double, rtl: Bool) -> Double? {
        guard let spec = cell.autoLayout, spec.designSize != nil else { return nil }
        var environment = ConstraintEnvironment(
            size: Size(width: width, height: 0), rightToLeft: rtl, screenWidth: screenWidth)
        environment.fitsHeight = true
        guard let content = fittedContent(of: cell, in: environment) else {
            return styledRowHeight(of: cell, width: width, kept: kept, rtl: rtl)
        }
        let fitted = content.height + spec.separatorHeight
        // A built-in style's label filling its content view (a Basic cell's) encloses it too: its
        // row keeps the standard height its style gives at the least, as at every other text size
        // (ish's settings rows of a fixed 17-point label stay 44 high at AX5, not 20).
        return Self.styledLabelIndices(of: cell).isEmpty ? fitted : max(fitted, kept)
    }

    /// The size UICollectionViewFlowLayout gives a self-sizing item (`CollectionSpec.estimatedItemSize`):
    /// the cell's `systemLayoutSizeFitting` at the fitting-size level on both axes, as its
    /// `preferredLayoutAttributesFitting` asks; an item longer across its line than `across` (the
    /// section's width inside its insets, in a vertical flow) is fitted again that long, its text
    /// wrapping, as UIKit's item cannot outgrow the line. Nil where the constraints leave a fitted
    /// length open (a subview outside the fitted content view), where the stored size stays.
    func fittedItemSize(of cell: ViewNode, across: Double, vertical: Bool, rtl: Bool) -> Size? {
        guard cell.autoLayout?.designSize != nil else { return nil }
        var environment = ConstraintEnvironment(
            size: vertical ? Size(width: across, height: 0) : Size(width: 0, height: across), rightToLeft: rtl,
            screenWidth: screenWidth)
        environment.fitsWidth = true
        environment.fitsHeight = true
        guard let free = fittedContent(of: cell, in: environment) else { return nil }
        guard (vertical ? free.width : free.height) > across + Self.fitTolerance else { return free.size }
        if vertical { environment.fitsWidth = false } else { environment.fitsHeight = false }
        return fittedContent(of: cell, in: environment)?.size
    }

    /// The content view's frame `cell`'s constraints give it in `environment`, which fits its
    /// height, its width or both; nil where they leave a fitted length open: the length is under
    /// the solver's rounding, or a subview lies outside the content view along it.
    private func fittedContent(of cell: ViewNode, in fitting: ConstraintEnvironment) -> Rect? {
        var environment = fitting
        environment.takeReadableWidth(for: cell.autoLayout, at: contentSizeCategory)
        let (_, tree, references) = calibrated(cell, rtl: environment.rightToLeft)
        let solution = AutoLayoutSolver.solve(
            tree: tree, environment: environment, metrics: metrics, references: references)
        guard let content = solution.frames[tree.entries[0].id] else { return nil }
        let tolerance = Self.fitTolerance
        let axes = [
            (environment.fitsWidth, \Rect.minX, \Rect.maxX, \Rect.width),
            (environment.fitsHeight, \Rect.minY, \Rect.maxY, \Rect.height),
        ]
        for (fits, start, end, length) in axes where fits {
            guard content[keyPath: length] >= tolerance else { return nil }
            let enclosed = tree.entries.allSatisfy { entry in
                guard entry.parent == 0, !entry.isHidden, let frame = solution.frames[entry.id] else { return true }
                return frame[keyPath: start] >= content[keyPath: start] - tolerance
                    && frame[keyPath: end] <= content[keyPath: end] + tolerance
            }
            guard enclosed else { return nil }
        }
        return content
    }

    /// The row of a cell in one of UIKit's built-in styles, whose labels `UITableViewCell` places
    /// (the constraints `StyledCellLabels` gives them, named `UITableViewCell-style`): as much
    /// taller than `kept` as keeps the padding IB stored above and below its labels, which keep
    /// their place about the content view's centre as they grow (UIKit's style layout keeps the
    /// padding around them); never shorter (UIKit's built-in rows keep their standard height).
    /// Nil for a cell with no such label.
    private func styledRowHeight(of cell: ViewNode, width: Double, kept: Double, rtl: Bool) -> Double? {
        let styled = Self.styledLabelIndices(of: cell)
        let stored = styled.compactMap { cell.children[$0].frame }
        guard !stored.isEmpty else { return nil }
        let solved = solvedByConstraints(
            cell, size: Size(width: width, height: kept), rtl: rtl, safeArea: nil, isScreen: false)
        let grown = styled.compactMap { solved.children[$0].frame }
        let top = (grown.map(\.minY).min() ?? 0) - (stored.map(\.minY).min() ?? 0)
        let bottom = (stored.map(\.maxY).max() ?? 0) - (grown.map(\.maxY).max() ?? 0)
        // Growing the row by 2d moves the centre, and the labels with it, d down.
        return kept + 2 * max(0, -top, -bottom)
    }

    /// The indices of `cell`'s subviews that UIKit's built-in style places (those holding a
    /// constraint named `styleIdentifier`).
    private static func styledLabelIndices(of cell: ViewNode) -> [Int] {
        cell.children.indices.filter { index in
            cell.children[index].autoLayout?.constraints.contains { $0.identifier == styleIdentifier } == true
        }
    }

    /// The identifier of the constraints that place the labels of UIKit's built-in cell styles.
    package static let styleIdentifier = "UITableViewCell-style"

    /// How far (points) a subview may reach out of a fitted content view: the solver's rounding.
    private static let fitTolerance = 0.5

    /// IB's stored frames with the views hidden only at run time (a stopped activity indicator, a
    /// view SkeletonView hides on show) out of their stacks: IB stores frames with them in place,
    /// UIStackView lays the others out without them. Each frame moves by what hiding them changes
    /// in the engine's solution (solved with them in place and without), so views the change does
    /// not reach keep IB's frames exactly.
    func hidingAtRuntime(
        _ stored: ViewNode, solving node: ViewNode, tree: ConstraintTree, environment: ConstraintEnvironment,
        references: [StoredTextCalibration.Reference?]
    ) -> ViewNode {
        guard tree.entries.dropFirst().contains(where: \.node.isHiddenAtRuntime) else { return stored }
        var shownEnvironment = environment
        shownEnvironment.hidesViewsHiddenAtRuntime = false
        let shown = AutoLayoutSolver.solve(
            root: node, environment: shownEnvironment, metrics: metrics, references: references)
        let hidden = AutoLayoutSolver.solve(
            root: node, environment: environment, metrics: metrics, references: references)
        return stored.movingFrames(from: tree.applying(shown, to: node), to: tree.applying(hidden, to: node))
    }
}

extension ViewNode {
    /// A change smaller than this (points) is the solver's rounding, not a move.
    private static let moveTolerance = 0.001

    /// This tree with each subview's frame moved and resized by the difference between its frames
    /// in `before` and `after` (trees of the same shape, frames in the same coordinates).
    func movingFrames(from before: ViewNode, to after: ViewNode) -> ViewNode {
        var node = self
        node.children = zip(children, zip(before.children, after.children)).map { child, pair in
            var moved = child.movingFrames(from: pair.0, to: pair.1)
            if let frame = child.frame, let old = pair.0.frame, let new = pair.1.frame {
                let change = [new.minX - old.minX, new.minY - old.minY, new.width - old.width, new.height - old.height]
                    .map { abs($0) < Self.moveTolerance ? 0 : $0 }
                moved.frame = Rect(
                    x: frame.minX + change[0], y: frame.minY + change[1], width: max(frame.width + change[2], 0),
                    height: max(frame.height + change[3], 0))
            }
            return moved
        }
        return node
    }
}

extension ViewNode {
    /// The constants of the width or height constraints the view holds, first to last:
    /// SkeletonView's `widthConstraints` / `heightConstraints` (UIView+Extensions.swift) filter
    /// `UIView.constraints` on the first attribute alone, so every relation (`≤`, `≥`, `=`) and
    /// priority counts. They are the Auto Layout constraints the view holds (as Interface Builder
    /// stores them, or a theme's `constraints`), then a number `width`/`height` rule, which stands
    /// for an equal constraint. Negative constants read as 0 (they never beat a frame).
    package func heldSizeConstants(_ attribute: LayoutAttribute) -> [Double] {
        let held = (autoLayout?.constraints ?? []).filter { $0.firstAttribute == attribute }.map(\.constant)
        let rule = attribute == .width ? width : attribute == .height ? height : nil
        guard case .fixed(let constant)? = rule else { return held.map(LayoutLimits.length) }
        return (held + [constant]).map(LayoutLimits.length)
    }

    /// SkeletonView's `definedMaxWidth` / `definedMaxHeight` (UIView+Extensions.swift) of a view
    /// `length` long on that axis: the larger of the length and its largest held constraint.
    package func definedMax(_ attribute: LayoutAttribute, length: Double) -> Double {
        max(length, heldSizeConstants(attribute).max() ?? 0)
    }
}
