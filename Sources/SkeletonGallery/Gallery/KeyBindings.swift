import Foundation
import SkeletonCore

/// The gallery's keys and mouse actions as shown in the help overlay and `--help`: one table so
/// the two never disagree.
package enum KeyBindings {
    /// (keys, what they do) in the order they are listed.
    package static let table: [(keys: String, action: String)] = [
        (
            SkeletonStyle.allCases.indices.map { String($0 + 1) }.joined(separator: " "),
            "style: " + SkeletonStyle.allCases.map(\.rawValue).joined(separator: ", ")
        ),
        ("Space", "show / hide the skeleton with the theme's transitions"),
        ("D", "light / dark appearance"),
        ("R", "right-to-left layout"),
        ("Left Right", "previous / next layout"),
        ("Up Down", "the card above / below (focus view: scroll)"),
        ("PgUp PgDn", "a page of cards up / down (focus view: scroll a page)"),
        ("Home End", "first / last layout (focus view: top / bottom)"),
        ("- + 0", "smaller / larger cards; 0: automatic size"),
        ("Tab", "next theme (Shift-Tab: previous)"),
        ("Enter", "focus the selected layout at 1:1 (Enter or Esc: back)"),
        ("P", "pause / resume the clock"),
        (", .", "step one frame back / forward while paused"),
        ("< >", "step 100 ms back / forward while paused"),
        ("C", "focus view: copy the capture command of the playhead's moment"),
        ("L", "play one simulated load: delay, latency, minimum visible time, hide"),
        ("[ ]", "slower / faster (0.1x ... 4x)"),
        ("G", "cycle the sliding gradient direction"),
        ("T", "next Dynamic Type text size (XS ... L ... AX5, then XS)"),
        ("M", "Reduce Motion: animated styles shown as their static twins"),
        ("V", "variants: the selected layout light/dark x LTR/RTL (--vary) on one clock"),
        ("I", "device frame: iPhone SE, 15, 15 Pro Max, iPad 10th gen, none"),
        ("O", "turn the device: portrait / landscape"),
        ("S", "save a screenshot PNG; its capture command goes to the clipboard"),
        ("F", "frame statistics HUD"),
        ("X", "focus view: show / hide the --overlay screenshot of the real screen"),
        ("B", "overlay: normal / difference blend (what matches turns black)"),
        ("{ }", "overlay: fainter / stronger (opacity 0 ... 1 in tenths)"),
        ("( )", "overlay: move the swipe line left / right (screenshot left of it, skeleton right)"),
        ("J K U N", "overlay: nudge the screenshot a point left / right / up / down"),
        ("? H", "this help"),
        ("Q Esc", "quit"),
        ("click", "focus a card (focus view: on the timeline, move the playhead)"),
        ("drag", "focus view: drag the playhead along the timeline"),
        ("wheel", "scroll"),
    ]

    /// The table as aligned text lines.
    package static var lines: [String] {
        let width = table.map(\.keys.count).max() ?? 0
        return table.map { $0.keys.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.action }
    }
}
