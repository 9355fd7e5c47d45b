import SkeletonCore

/// What the window last drew, so the next frame redraws only what changed: the cards' display
/// lists, the header's text and the timeline bar, and whether the last frame stood still.
struct DrawnFrame {
    /// The display list last drawn for each visible card.
    var lists: [Int: DisplayList] = [:]
    /// The focus or variants view's header text last drawn (its time since shown ticks in tenths).
    var header = ""
    /// The focus view's timeline bar last drawn (redrawn when its playhead, requests or caption change).
    var bar: TimelineBar?
    /// Set by anything that changes more than cards (state, reload, resize): the next frame is drawn whole.
    var isStale = true
    /// Whether the previous frame showed a skeleton that neither animated nor transitioned.
    var wasStill = false
    /// Whether the previous frame's timeline was settled (only the looping animation moving).
    var wasSettled = false

    /// Forgets every drawn card, so the next frame draws the whole window again.
    mutating func forget() {
        lists.removeAll()
        isStale = true
    }
}
