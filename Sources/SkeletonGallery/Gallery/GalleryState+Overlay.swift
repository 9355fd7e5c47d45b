import SkeletonCompose
import SkeletonCore

/// The overlay keys: the real screen over the focused layout, shown or hidden, stronger or
/// fainter, blended normally or as a difference, cut by a swipe line, nudged a point at a time.
/// What they change is `request.overlay`, so the S key's command reproduces it.
extension GalleryState {
    /// How much `{` and `}` change the opacity, and `(` and `)` move the swipe line.
    static let overlayStep = 0.1

    /// The overlay keys' characters (lowercased as the reducer sees them).
    static let overlayKeys: Set<Character> = ["x", "b", "{", "}", "(", ")", "j", "k", "u", "n"]

    /// The overlay the focus view draws now: nil when there is none, it is hidden (X) or another view shows.
    var visibleOverlay: OverlaySettings? {
        guard isFocused, !showsVariants, !hidesOverlay else { return nil }
        return request.overlay
    }

    /// Applies an overlay key; without `--overlay` the keys do nothing.
    mutating func reduce(overlayKey key: Character) {
        guard var overlay = request.overlay else { return }
        switch key {
        case "x": hidesOverlay.toggle()
        case "b": overlay.blend = overlay.blend == .normal ? .difference : .normal
        case "{", "}": overlay.opacity = Self.stepped(overlay.opacity, by: key == "}" ? 1 : -1)
        case "(", ")":
            // Past the right edge there is no swipe line: the screenshot covers the whole layout.
            let split = Self.stepped(overlay.split ?? 1, by: key == ")" ? 1 : -1)
            overlay.split = split >= 1 ? nil : split
        case "j": overlay.offset.x -= 1
        case "k": overlay.offset.x += 1
        case "u": overlay.offset.y -= 1
        case "n": overlay.offset.y += 1
        default: return
        }
        request.overlay = overlay
        // Any change but X means the user wants to see the overlay.
        if key != "x" { hidesOverlay = false }
    }

    /// `value` moved one `overlayStep` up (`direction` 1) or down (-1), on the step's grid, within 0…1.
    private static func stepped(_ value: Double, by direction: Double) -> Double {
        let steps = (value / overlayStep).rounded() + direction
        return min(1, max(0, (steps * overlayStep * 1000).rounded() / 1000))
    }
}
