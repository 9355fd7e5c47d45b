import Foundation
import SkeletonCore
import SkeletonDocument
import SkeletonSnapshot
import SkeletonTheme
import TestSupport
import Testing

/// Loads `text` as the snapshot `Feed.snapshot.json` with SkeletonView's default look.
private func load(_ text: String) -> ThemeLoadResult {
    SnapshotLoader.load(bytes: Array(text.utf8), path: "Feed.snapshot.json", look: Theme(name: "look"))
}

/// The one layout of a snapshot that loads.
private func layout(_ text: String) throws -> LayoutSpec {
    let result = load(text)
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)")
    return try #require(result.theme?.layouts.first)
}

@Test func aCodeBuiltFeedOpensAsOneScreenFillingLayoutWithFramesRelativeToEachParent() throws {
    let feed = try layout(SnapshotFixtures.feed)
    #expect(feed.name == "Feed")
    #expect(feed.size == Size(width: 390, height: 844))
    #expect(feed.fillsScreen)
    #expect(feed.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(feed.root.frame == nil)
    #expect(feed.root.children.map(\.kind) == [.view, .view, .button])
    let header = feed.root.children[0]
    #expect(header.frame == Rect(x: 0, y: 47, width: 390, height: 60))
    // The greeting is at (68, 57) on the screen and the header at (0, 47): (68, 10) inside it.
    #expect(header.children[1].frame == Rect(x: 68, y: 10, width: 200, height: 20))
    #expect(header.children[1].text == "Good morning")
    #expect(header.children[1].font == FontSpec(family: "system", size: 17, weight: 600, scalesWithContentSize: false))
    #expect(header.children[0].cornerRadius == 20)
    #expect(header.children[0].clipsToBounds)
    let body = feed.root.children[1].children[0]
    // (32, 139) on the screen, in the card at (16, 123).
    #expect(body.frame == Rect(x: 16, y: 16, width: 326, height: 60))
    #expect(body.lastLineFillPercent == 40)
    #expect(body.linesCornerRadius == 4)
    #expect(body.font?.textStyle == .body)
    #expect(body.numberOfLines == 3)
    #expect(feed.root.children[1].isSkeletonable == false)
    #expect(feed.root.children[1].shadow?.opacity == 0.2)
    #expect(feed.root.children[2].text == "Load more")
    #expect(feed.root.children[2].skeletonCornerRadius == 8)
    #expect(feed.root.backgroundColor == AdaptiveColor(light: RGBA8(rgb: 0xFFFFFF), dark: RGBA8(rgb: 0x000000)))
}

@Test func aFlaggedViewUnderAnUnflaggedAncestorIsReportedWhereItIsWithTheAncestor() {
    let warnings = load(SnapshotFixtures.feed).diagnostics
    #expect(
        warnings.map(\.description) == [
            "Feed.snapshot.json:19:11: warning: UILabel at 19:11 SkeletonView never reaches it: its ancestor "
                + "`PostCardView` (UIView) at 16:7 is not skeletonable — set `isSkeletonable = true` on PostCardView "
                + "in the app, or call showSkeleton on the flagged view itself"
        ])
    #expect(warnings.first?.layout == "Feed")
}

@Test func aProfileStackKeepsItsArrangedViewsWhereTheAppLaidThemOutAndDropsTheHiddenOne() throws {
    let profile = try layout(SnapshotFixtures.profile)
    #expect(profile.name == "ProfileView")
    let stack = profile.root.children[0]
    #expect(stack.kind == .stack)
    #expect(stack.axis == .vertical)
    #expect(stack.spacing == 8)
    #expect(stack.alignment == .center)
    // The avatar at (163, 63) in the stack at (16, 63); 64 + 8 + 21 + 8 + 19 = the stack's 120.
    #expect(
        stack.children.map(\.frame) == [
            Rect(x: 147, y: 0, width: 64, height: 64), Rect(x: 0, y: 72, width: 358, height: 21),
            Rect(x: 0, y: 101, width: 358, height: 19),
        ])
    #expect(stack.children[0].imageSize == Size(width: 128, height: 128))
    #expect(stack.children[1].textAlignment == .center)
    #expect(stack.children[2].font == FontSpec(family: "Avenir", size: 15, weight: 400, scalesWithContentSize: false))
    #expect(stack.children[2].skeletonTextNumberOfLines == .custom(1))
    #expect(stack.children[2].textColor == AdaptiveColor(light: RGBA8(rgb: 0x3C3C43), dark: RGBA8(rgb: 0xEBEBF5)))
    #expect(load(SnapshotFixtures.profile).diagnostics.isEmpty)
}

@Test func aTableWithTwoCellKindsKeepsEachSectionsRowsInOrder() throws {
    let inbox = try layout(SnapshotFixtures.inbox)
    #expect(inbox.root.kind == .table)
    guard case .table(let table)? = inbox.root.list else {
        Issue.record("no table")
        return
    }
    #expect(table.rowHeight == .fixed(72))
    #expect(table.staticSections.map { $0.count } == [1, 4])
    #expect(table.staticSections[0][0].children.map(\.text) == ["Inbox"])
    #expect(table.staticSections[1][0].children.map(\.kind) == [.imageView, .label, .label])
    #expect(table.staticSections[1][0].children[2].frame == Rect(x: 76, y: 38, width: 280, height: 18))
    #expect(table.staticSections.joined().allSatisfy { $0.isSkeletonable && $0.frame == nil })
    #expect(load(SnapshotFixtures.inbox).diagnostics.isEmpty)
}

@Test func oneCellKindWithAutomaticRowsBecomesATemplateSkeletonViewRepeats() throws {
    let text = SnapshotFixtures.inbox
        .replacingOccurrences(of: "[{\"rows\": [\"HeaderCell\"]},", with: "[")
        .replacingOccurrences(
            of: "\"MessageCell\", \"MessageCell\"]}]", with: "\"MessageCell\"], \"automatic\": true}]")
    guard case .table(let table)? = try layout(text).root.list else {
        Issue.record("no table")
        return
    }
    #expect(table.staticSections.isEmpty)
    #expect(table.numberOfRows == nil)
    #expect(table.numberOfSections == 1)
    #expect(table.cell.children.count == 3)
}

/// The one error loading `text` gives, as printed.
private func error(_ text: String) -> String {
    let result = load(text)
    #expect(result.theme == nil)
    return result.diagnostics.map(\.description).joined(separator: "\n")
}

@Test func aFileOfAnotherFormatOrVersionIsRefusedAtItsKey() {
    #expect(
        error(#"{"format": "theme", "version": 1}"#)
            == "Feed.snapshot.json:1:12: error: not a skeleton-preview snapshot (`format` must be "
            + "\"skeleton-preview-snapshot\") (at format) — open a file the snapshot helper wrote "
            + "(skeleton-preview export snapshot-helper)")
    #expect(
        error(#"{"format": "skeleton-preview-snapshot",\#n "version": 2}"#)
            == "Feed.snapshot.json:2:13: error: snapshot format version 2; this skeleton-preview reads version 1 "
            + "(at version) — update skeleton-preview, or write the snapshot with this version's helper")
}

@Test func aTypoInAKeyIsLocatedWithASuggestion() {
    let text = SnapshotFixtures.profile.replacingOccurrences(of: "\"spacing\": 8", with: "\"spaceing\": 8")
    #expect(
        error(text).hasPrefix(
            "Feed.snapshot.json:9:38: error: unknown key `spaceing` in `stack` (at root.subviews[0].stack.spaceing) — did you mean `spacing`?"
        ))
}

@Test func badValuesAreLocatedAtTheValue() {
    let negative = SnapshotFixtures.profile.replacingOccurrences(of: "[16, 135, 358, 21]", with: "[16, 135, -358, 21]")
    #expect(
        error(negative)
            == "Feed.snapshot.json:13:59: error: the frame's size is -358.0×21.0; a size is never negative "
            + "(at root.subviews[0].subviews[1].frame) — give the width and height UIKit's frame has")
    let percent = SnapshotFixtures.feed.replacingOccurrences(
        of: "\"lastLineFillPercent\": 40", with: "\"lastLineFillPercent\": 140")
    #expect(error(percent).hasPrefix("Feed.snapshot.json:20:"))
    #expect(error(percent).contains("`lastLineFillPercent` is 140.0, outside 0.0…100.0"))
    let missing = SnapshotFixtures.inbox.replacingOccurrences(of: "\"MessageCell\": {", with: "\"MesageCell\": {")
    #expect(error(missing).contains("rows use the identifier `MessageCell`, and `cells` has no cell for it"))
    #expect(error(missing).contains("did you mean `MesageCell`?"))
    #expect(
        error(#"{"format": "skeleton-preview-snapshot", "version": 1, "screen": {"width": 390}}"#).contains(
            "`screen` needs its `width` and `height`"))
    #expect(error("{\"format\": \n  \"skeleton-preview-snapshot\",,}").hasPrefix("Feed.snapshot.json:2:31: error: "))
}

/// A snapshot whose root holds `body` as its subviews.
private func snapshot(subviews body: String) -> String {
    #"{"format": "skeleton-preview-snapshot", "version": 1, "screen": {"width": 390, "height": 844},"#
        + #" "root": {"class": "R", "frame": [0, 0, 390, 844], "subviews": [\#(body)]}}"#
}

@Test func snapshotsOverTheBudgetsAreRefusedBeforeTheyCostMore() {
    let view = #"{"class": "V", "frame": [0, 0, 1, 1]}"#
    let many = snapshot(subviews: Array(repeating: view, count: SnapshotLimits.maximumViews).joined(separator: ","))
    #expect(error(many).contains("the snapshot has more than 10000 views"))
    let deep = (0..<SnapshotLimits.maximumDepth).reduce(view) { inner, _ in
        #"{"class": "V", "frame": [0, 0, 1, 1], "subviews": [\#(inner)]}"#
    }
    #expect(error(snapshot(subviews: deep)).contains("views nest more than 100 levels deep"))
    let long = String(repeating: "x", count: SnapshotLimits.maximumStringLength + 1)
    #expect(
        error(snapshot(subviews: #"{"class": "\#(long)", "frame": [0, 0, 1, 1]}"#)).contains(
            "`class` is 10001 characters; the limit is 10000"))
    let huge = [UInt8](repeating: UInt8(ascii: " "), count: SnapshotLimits.maximumBytes + 1)
    let result = SnapshotLoader.load(bytes: huge, path: "Huge.snapshot.json", look: Theme(name: "look"))
    #expect(result.diagnostics.first?.message == "file is 16777217 bytes; the limit is 16777216 bytes")
}

@Test func theUnreachableMarkerIsTheWordsTheWindowPicksOut() {
    // The gallery picks out unreachable-view warnings by the Interface Builder reader's marker.
    #expect(load(SnapshotFixtures.feed).diagnostics.allSatisfy { $0.message.contains("SkeletonView never reaches") })
}

@Test func theSchemaNamesExactlyTheKeysTheReaderReads() throws {
    let data = try #require(
        FileManager.default.contents(atPath: Repository.themes + "/skeleton-snapshot.schema.json"))
    let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let definitions = try #require(schema["definitions"] as? [String: Any])
    func keys(_ name: String) -> Set<String> {
        Set(((definitions[name] as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
    }
    #expect(keys("view") == Set(SnapshotFormat.viewKeys))
    #expect(keys("list") == Set(SnapshotFormat.listKeys))
    #expect(keys("screen") == Set(SnapshotFormat.screenKeys))
    let views = ((definitions["view"] as? [String: Any])?["properties"] as? [String: Any])?["uikit"] as? [String: Any]
    #expect(Set(views?["enum"] as? [String] ?? []) == Set(SnapshotFormat.uikitClasses))
}
