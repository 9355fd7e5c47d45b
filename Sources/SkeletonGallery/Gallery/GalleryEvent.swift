import Foundation
import SkeletonCore

/// What the window reports to the gallery. Positions and sizes are in window points (SDL window
/// coordinates); `pixelScale` is drawable pixels per point (2 on HiDPI).
package enum GalleryEvent: Equatable {
    /// A key went down.
    case key(GalleryKey)
    /// The primary mouse button went down at a point of the window.
    case mouseDown(x: Double, y: Double)
    /// The mouse moved to a point of the window with the primary button held.
    case mouseDrag(x: Double, y: Double)
    /// The mouse moved to a point of the window with no button held (the inspector's hover).
    case mouseMove(x: Double, y: Double)
    /// The primary mouse button went up.
    case mouseUp
    /// The wheel turned: SDL's clicks, positive `dy` scrolls towards the top (content moves down).
    case wheel(dx: Double, dy: Double)
    /// The window's size changed (also sent once before the first frame).
    case resize(width: Int, height: Int, pixelScale: Double)
    /// The window was closed or the process got SIGINT/SIGTERM.
    case quit
}

/// A key press the window forwards to the gallery.
package enum GalleryKey: Hashable {
    /// A printable key as it types, shift applied ("?" for shift-/); letters in either case.
    case character(Character)
    /// Return or keypad Enter.
    case enter
    /// Escape.
    case escape
    /// Tab (shift-Tab arrives as `backTab`).
    case tab
    /// Shift-Tab.
    case backTab
    /// Left arrow.
    case left
    /// Right arrow.
    case right
    /// Up arrow.
    case up
    /// Down arrow.
    case down
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
}

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
        ("E", "focus view: colour every view by its state (leaf, container, unreachable...)"),
        ("W", "focus view: layout shift: each view's skeleton box (ghost) and content frame"),
        ("X", "focus view: show / hide the --overlay screenshot of the real screen"),
        ("B", "overlay: normal / difference blend (what matches turns black)"),
        ("{ }", "overlay: fainter / stronger (opacity 0 ... 1 in tenths)"),
        ("( )", "overlay: move the swipe line left / right (screenshot left of it, skeleton right)"),
        ("J K U N", "overlay: nudge the screenshot a point left / right / up / down"),
        ("? H", "this help"),
        ("Q Esc", "quit"),
        ("click", "focus a card (focus view: inspect a view, print and copy its line; timeline: playhead)"),
        ("hover", "focus view: outline the view under the pointer and explain it"),
        ("drag", "focus view: drag the playhead along the timeline"),
        ("wheel", "scroll"),
    ]

    /// The table as aligned text lines.
    package static var lines: [String] {
        let width = table.map(\.keys.count).max() ?? 0
        return table.map { $0.keys.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.action }
    }
}

/// What the window must do or tell after an event or a poll.
package enum GalleryEffect: Equatable {
    /// Leave the main loop and exit cleanly.
    case quit
    /// A screenshot was written atomically to this path.
    case screenshotSaved(path: String)
    /// The `capture` command that reproduces the screenshot just saved (printed on standard output).
    case captureCommand(String)
    /// Text to put on the system clipboard.
    case copyToClipboard(String)
    /// A line to print on standard output (the inspected view's source line).
    case output(String)
    /// A line to print on standard error (failures, hints).
    case message(String)
    /// A theme reload reached the screen `latency` seconds after the change was detected;
    /// `succeeded` is false when the new theme failed and the last good one stayed on screen.
    case reloaded(latency: Double, succeeded: Bool)
}
