import Foundation
import SkeletonRaster
import TestSupport
import Testing

@testable import SkeletonGallery

/// A window's session over `paths`, sized as the window first is.
private func session(_ paths: [String]) -> GallerySession {
    var options = GalleryOptions()
    options.windowWidth = 1280
    options.windowHeight = 800
    let session = GallerySession(themePaths: paths, services: TestPlatform.services, options: options)
    _ = session.handle(.resize(width: 1280, height: 800, pixelScale: 1), at: 0)
    return session
}

/// A storyboard of one screen whose root view holds `constraints` (from line 16 on, column 29)
/// over one view, `card` (line 11, column 29).
func cardStoryboard(constraints: [String]) -> String {
    IBFixture.storyboard(
        identifier: "Card", device: "retina4_7",
        view: """
            <view key="view" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="card">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="10"/>
                    </view>
                </subviews>
                <constraints>
            \(constraints.map { "        " + $0 }.joined(separator: "\n"))
                </constraints>
            </view>
            """)
}

/// The panel's heading over `count` Auto Layout issues.
private func heading(_ count: Int) -> String {
    "Auto Layout: \(count) issue\(count == 1 ? "" : "s") in the constraints of the layouts (as `validate` reports "
        + "them):"
}

/// A designer opens a storyboard whose card has two widths and nothing placing it: the window's
/// panel lists what `validate` prints (the broken constraint at line 17 with its partner at line
/// 16, the ambiguous card at line 11, each with the fix); a save that fixes the constraints
/// empties the panel, and a save that breaks the file shows only its errors.
@Test func theWindowListsAStoryboardsLayoutIssuesAndFollowsItsSaves() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write(
        "Card.storyboard",
        cardStoryboard(constraints: [
            #"<constraint firstItem="card" firstAttribute="width" constant="100" id="narrow"/>"#,
            #"<constraint firstItem="card" firstAttribute="width" constant="200" id="wide"/>"#,
        ]))
    let gallery = session([path])
    #expect(
        GalleryText.diagnostics(slot: gallery.slots[0]) == [
            heading(2),
            path + ":17:29: warning: Unable to simultaneously satisfy constraints: probably at least one of these 2 "
                + "is one you don't want: constraint narrow at \(path):16:29, constraint wide at \(path):17:29; will "
                + "attempt to recover by breaking constraint wide (left out, as UIKit breaks one) — fix the "
                + "constraint in Xcode (its id is the Object ID in the Identity inspector)",
            path + ":11:29: warning: ambiguous layout: the constraints leave the horizontal position, vertical "
                + "position and height of view `card` open — add the missing constraints in Xcode (Editor › "
                + "Resolve Auto Layout Issues)",
        ])
    var fb = try #require(Framebuffer(width: 1280, height: 800))
    _ = gallery.render(into: &fb, at: 0.5)

    _ = try scratch.write(
        "Card.storyboard",
        cardStoryboard(constraints: [
            #"<constraint firstItem="card" firstAttribute="width" constant="100" id="narrow"/>"#,
            #"<constraint firstItem="card" firstAttribute="height" constant="10" id="tall"/>"#,
            #"<constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="x"/>"#,
            #"<constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" id="y"/>"#,
        ]))
    gallery.reload(changedPaths: [path], at: 1)
    #expect(GalleryText.diagnostics(slot: gallery.slots[0]) == [])

    _ = try scratch.write("Card.storyboard", "<document")
    gallery.reload(changedPaths: [path], at: 2)
    let lines = GalleryText.diagnostics(slot: gallery.slots[0])
    #expect(lines.first == "\(path) does not load; showing the last good version:")
    #expect(lines.count == 2)
}

/// A theme laid out by constraints shows its broken constraint and its ambiguous view at their
/// places in the theme, with the theme's fixes, under the flagged views SkeletonView never
/// reaches (none here) — the same two lines `validate` prints for it.
@Test func theWindowListsAThemesLayoutIssuesAtTheirPlacesInTheTheme() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write(
        "c.theme.json",
        """
        {"layouts": [{"name": "L", "size": [200, 100], "root": {"id": "root", "children": [
          {"id": "card", "constraints": [
            {"first": "width", "constant": 50, "id": "w50"},
            {"first": "width", "constant": 60, "id": "w60"}
          ]}
        ]}}]}
        """)
    let gallery = session([path])
    #expect(
        GalleryText.diagnostics(slot: gallery.slots[0]) == [
            heading(2),
            "\(path):4:5: warning: Unable to simultaneously satisfy constraints: probably at least one of these 2 is "
                + "one you don't want: constraint w50 at \(path):3:5, constraint w60 at \(path):4:5; will attempt to "
                + "recover by breaking constraint w60 (left out, as UIKit breaks one) — fix the view's "
                + "`constraints` in the theme (Docs/themes.md, \"Auto Layout in themes\")",
            "\(path):2:3: warning: ambiguous layout: the constraints leave the horizontal position, vertical position "
                + "and height of view `card` open — add `constraints` that fix them, or give the view a `frame` it "
                + "keeps (`translatesAutoresizingMaskIntoConstraints`)",
        ])
}

/// A theme without constraints has nothing for Auto Layout to report, and a slot opened without
/// fonts (as `import` and the tests of loading do) checks nothing.
@Test func aThemeWithoutConstraintsOrASlotWithoutFontsHasNoLayoutIssues() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write(
        "p.theme.json", #"{"layouts": [{"name": "P", "size": [100, 100], "root": {"type": "label"}}]}"#)
    #expect(session([path]).slots[0].layoutIssues == [])
    let broken = try scratch.write(
        "b.theme.json",
        #"{"layouts": [{"name": "B", "size": [100, 100], "root": {"id": "r", "children": [{"id": "v", "constraints": [{"first": "width", "constant": 5}]}]}}]}"#
    )
    #expect(ThemeSlot(path: broken, fontResolver: TestPlatform.services.fonts).layoutIssues == [])
    #expect(session([broken]).slots[0].layoutIssues.count == 1)
}

/// A card 335 wide between 20-point pins fits the 375-point design but not an iPhone 15 (393): a
/// designer who switches the window to that device (I twice: the SE, then the iPhone 15) sees the
/// conflict that exists only there in the panel, said to be there; back at the design size it goes.
@Test func theWindowListsAConflictThatExistsOnlyOnTheDeviceItShows() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write(
        "Card.storyboard",
        cardStoryboard(constraints: [
            #"<constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="lead"/>"#,
            #"<constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="20" id="trail"/>"#,
            #"<constraint firstItem="card" firstAttribute="width" constant="335" id="w335"/>"#,
            #"<constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" id="top"/>"#,
            #"<constraint firstItem="card" firstAttribute="height" constant="10" id="tall"/>"#,
        ]))
    let gallery = session([path])
    var fb = try #require(Framebuffer(width: 1280, height: 800))
    _ = gallery.render(into: &fb, at: 0.1)
    #expect(GalleryText.diagnostics(slot: gallery.slots[0]) == [])
    for t in [0.2, 0.3] { _ = gallery.handle(.key(.character("i")), at: t) }
    _ = gallery.render(into: &fb, at: 0.4)
    let lines = GalleryText.diagnostics(slot: gallery.slots[0])
    #expect(lines.count == 2)
    #expect(lines.first == heading(1))
    #expect(lines.last?.hasPrefix(path + ":") == true)
    #expect(lines.last?.contains("Unable to simultaneously satisfy constraints") == true)
    #expect(lines.last?.contains("(on iPhone 15)") == true)
    // Back to the design size (I past the last device is not it; the design size is no device):
    // the layout's own issues, none.
    gallery.slots[0].show(at: AutoLayoutCheck.Place())
    #expect(GalleryText.diagnostics(slot: gallery.slots[0]) == [])
}
