extension LayoutConstraint {
    /// Why UIKit refuses the constraint whatever views it names (a position without a second item,
    /// a size related to a position, positions on different axes, a multiplier of 0), in words that
    /// follow "the constraint"; nil for a constraint UIKit takes.
    package var shapeProblem: String? {
        guard secondItem != nil else {
            return firstAttribute.isSize
                ? nil : "places the \(firstAttribute.rawValue) of a view without a second item to measure it from"
        }
        if firstAttribute.isSize != secondAttribute.isSize {
            return "relates a size to a position (\(firstAttribute.rawValue) to \(secondAttribute.rawValue))"
        }
        if !firstAttribute.isSize && firstAttribute.isHorizontal != secondAttribute.isHorizontal {
            return "relates positions on different axes (\(firstAttribute.rawValue) to \(secondAttribute.rawValue))"
        }
        return multiplier == 0 ? "has a multiplier of 0" : nil
    }
}
