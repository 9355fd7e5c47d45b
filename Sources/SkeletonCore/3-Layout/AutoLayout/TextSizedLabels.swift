/// The single-line labels of a constraint system whose stored width Interface Builder derived from
/// their text, and the frames that let their text fit the stand-in font. IB sized such a label to
/// its text in Apple's SF, which Linux lacks: where the stand-in measures the text wider, the
/// label keeps IB's frame but grows to the measured width from the side its constraints anchor
/// (as UIKit sizes a label to its intrinsic width), so it shows its whole text instead of an
/// ellipsis (where SF is the narrower, its text is condensed to the stored width instead:
/// `AutoLayoutSpec.textWidthScale`). A label whose width something else sets keeps its frame and
/// truncates as in UIKit.
struct TextSizedLabels {
    /// The views.
    let tree: ConstraintTree
    /// Fonts.
    let metrics: any TextMetrics
    /// How far a condensed text's width may exceed its stored one from rounding.
    private static let tolerance = 1e-9

    /// Which side of a label its horizontal constraints hold, in the model's leading-relative frames.
    private enum Anchor {
        case leading, trailing, center
    }

    /// The widened frames, in the superview's leading-relative coordinates, by entry index: only
    /// labels sized by their text whose measured text is wider than the stored frame.
    func widenedFrames() -> [Int: Rect] {
        let related = horizontalAttributes()
        var frames: [Int: Rect] = [:]
        for (index, entry) in tree.entries.enumerated() where index > 0 {
            guard let frame = entry.node.frame, isSizedByText(entry),
                let anchor = anchor(of: related[entry.id] ?? [], isRightToLeft: entry.isRightToLeft)
            else { continue }
            // A text SF draws narrower is condensed to the stored width, not grown past it.
            let width =
                ContentMeasurer(metrics: metrics).fitSize(of: entry.node, proposedWidth: nil).width
                * (entry.spec.textWidthScale ?? 1)
            guard width > frame.width + Self.tolerance else { continue }
            let growth = width - frame.width
            let x =
                switch anchor {
                case .leading: frame.minX
                case .trailing: frame.minX - growth
                case .center: frame.minX - growth / 2
                }
            frames[index] = Rect(x: x, y: frame.minY, width: width, height: frame.height)
        }
        return frames
    }

    /// Whether IB derived the entry's width from its text: a visible one-line label with text,
    /// laid out by constraints, not a stack's arranged subview and not misplaced.
    private func isSizedByText(_ entry: ConstraintTree.Entry) -> Bool {
        entry.node.kind == .label && entry.node.numberOfLines == 1 && !(entry.node.text ?? "").isEmpty
            && !entry.spec.translatesAutoresizingMaskIntoConstraints && !entry.isArranged && !entry.isHidden
            && !entry.spec.isMisplaced
    }

    /// The side that stays put when the label grows: nil when a constraint sets its width or pins
    /// both horizontal sides (its width is not its text's); the leading side when nothing holds it.
    private func anchor(of attributes: Set<LayoutAttribute>, isRightToLeft: Bool) -> Anchor? {
        let sides = Set(attributes.map { $0.resolved(rightToLeft: isRightToLeft) })
        let left: Set<LayoutAttribute> = [.left, .leftMargin]
        let right: Set<LayoutAttribute> = [.right, .rightMargin]
        let holdsLeft = !sides.isDisjoint(with: left)
        let holdsRight = !sides.isDisjoint(with: right)
        guard !sides.contains(.width), !(holdsLeft && holdsRight) else { return nil }
        // Model frames run from the leading edge: in right-to-left that is the right one.
        let holdsLeading = isRightToLeft ? holdsRight : holdsLeft
        let holdsTrailing = isRightToLeft ? holdsLeft : holdsRight
        if holdsTrailing { return .trailing }
        if !holdsLeading, !sides.isDisjoint(with: [.centerX, .centerXWithinMargins]) { return .center }
        return .leading
    }

    /// The horizontal attributes any constraint of the system relates, by view id.
    private func horizontalAttributes() -> [String: Set<LayoutAttribute>] {
        var related: [String: Set<LayoutAttribute>] = [:]
        for entry in tree.entries {
            for constraint in entry.spec.constraints {
                if case .view(let id) = constraint.firstItem, constraint.firstAttribute.isHorizontal {
                    related[id, default: []].insert(constraint.firstAttribute)
                }
                if case .view(let id)? = constraint.secondItem, constraint.secondAttribute.isHorizontal {
                    related[id, default: []].insert(constraint.secondAttribute)
                }
            }
        }
        return related
    }
}
