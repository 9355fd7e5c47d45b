/// Which point of a text run stays where the layout put it when the glyphs drawn at a device
/// scale are wider or narrower than the run measured in points (hinting does not scale linearly):
/// right-aligned text must still end at its margin, centred text stay centred.
package enum TextAnchor: Hashable, Sendable {
    /// The left end (left-aligned text, natural in LTR).
    case left
    /// The middle.
    case center
    /// The right end (right-aligned text, natural in RTL).
    case right
}
