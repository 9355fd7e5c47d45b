import Foundation
import SkeletonCore
import SkeletonDocument
import TestSupport
import Testing

@testable import SkeletonTheme

/// Loads a theme whose single layout has `root` as its root view.
private func load(root: String) -> ThemeLoadResult {
    let text = "{\"layouts\": [{\"name\": \"L\", \"size\": [100, 100],\n\"root\": " + root + "}]}"
    return ThemeLoader.load(bytes: Array(text.utf8), path: "/virtual/t.theme.json", fontResolver: FakeFontResolver())
}

/// The root view of a theme that loads without a diagnostic.
private func root(_ text: String) throws -> ViewNode {
    let result = load(root: text)
    #expect(result.diagnostics.map(\.description) == [])
    return try #require(result.theme?.layouts.first?.root)
}

/// "line:column message (keyPath) — fix" of every diagnostic.
private func problems(_ text: String) -> [String] {
    load(root: text).diagnostics.map { "\($0.line):\($0.column) \($0.message) (\($0.keyPath)) — \($0.fix)" }
}

@Test func layerKeysReachTheViewNode() throws {
    let view = try root(
        ##"{"borderWidth": 1.5, "borderColor": "alizarin", "shadow": {"color": "#112233", "opacity": 0.3, "offset": [1, 2], "radius": 5}}"##
    )
    #expect(view.borderWidth == 1.5)
    #expect(view.borderColor == AdaptiveColor(RGBA8(rgb: 0xE74C3C)))
    var shadow = LayerShadow()
    shadow.color = AdaptiveColor(RGBA8(rgb: 0x112233))
    shadow.opacity = 0.3
    shadow.offset = Size(width: 1, height: 2)
    shadow.radius = 5
    #expect(view.shadow == shadow)
}

@Test func everyControlKeyReachesItsControl() throws {
    let stack = try root(
        #"""
        {"type": "stack", "children": [
          {"type": "switch", "isOn": true, "onTintColor": "emerald"},
          {"type": "segmentedControl", "segments": ["A", "B"], "selectedSegmentIndex": 1},
          {"type": "stepper", "value": 4, "minimumValue": 1, "maximumValue": 9},
          {"type": "slider", "value": 0.25, "tintColor": "carrot"},
          {"type": "progressView", "progress": 0.5},
          {"type": "activityIndicatorView", "isAnimating": true, "hidesWhenStopped": false, "color": "silver"},
          {"type": "pageControl", "numberOfPages": 5, "currentPage": 4},
          {"type": "searchBar", "placeholder": "Find", "text": "cats"},
          {"type": "navigationBar", "title": "Inbox"},
          {"type": "toolbar", "items": ["Edit", "Done"]},
          {"type": "tabBar", "items": ["Home", "Me"], "selectedItemIndex": 1},
          {"type": "spacer", "height": 12}
        ]}
        """#)
    let c = stack.children.map(\.control)
    #expect(c[0].isOn && c[0].onTintColor == AdaptiveColor(RGBA8(rgb: 0x2ECC71)))
    #expect(c[1].segments == ["A", "B"] && c[1].selectedSegmentIndex == 1)
    #expect(c[2].value == 4 && c[2].minimumValue == 1 && c[2].maximumValue == 9)
    #expect(c[3].value == 0.25 && c[3].tintColor == AdaptiveColor(RGBA8(rgb: 0xE67E22)))
    #expect(c[4].progress == 0.5)
    #expect(c[5].isAnimating && !c[5].hidesWhenStopped && c[5].tintColor == AdaptiveColor(RGBA8(rgb: 0xBDC3C7)))
    #expect(c[6].numberOfPages == 5 && c[6].currentPage == 4)
    #expect(c[7].placeholder == "Find" && stack.children[7].text == "cats")
    #expect(c[8].title == "Inbox")
    #expect(c[9].items == ["Edit", "Done"])
    #expect(c[10].items == ["Home", "Me"] && c[10].selectedItemIndex == 1)
    #expect(stack.children[11].kind == .spacer && !stack.children[11].isSkeletonable)
    #expect(stack.children[11].height == .fixed(12))
}

@Test func controlRangesAreCheckedWithTheirPosition() throws {
    #expect(
        problems(#"{"type": "slider", "value": 2}"#) == [
            "2:37 value 2 is outside minimumValue…maximumValue (0…1) (layouts[0].root.value) — use a value between 0 and 1, or widen the range"
        ])
    #expect(
        problems(#"{"type": "segmentedControl", "segments": ["A"], "selectedSegmentIndex": 1}"#) == [
            "2:81 `selectedSegmentIndex` 1 is past the end: there is 1 segment (layouts[0].root.selectedSegmentIndex) — use an index from 0 to 0"
        ])
    #expect(
        problems(#"{"type": "pageControl", "currentPage": 2}"#) == [
            "2:48 `currentPage` 2 is past the end: there are 0 pages (layouts[0].root.currentPage) — add `numberOfPages` first, or remove `currentPage`"
        ])
    #expect(
        problems(#"{"type": "stepper", "minimumValue": 5, "maximumValue": 5}"#) == [
            "2:64 minimumValue 5 is not below maximumValue 5 (layouts[0].root.maximumValue) — make minimumValue smaller than maximumValue"
        ])
    #expect(
        problems(#"{"type": "progressView", "progress": 1.5}"#) == [
            "2:46 1.5 is out of range; allowed 0…1 (layouts[0].root.progress) — use a value between 0 and 1"
        ])
    #expect(
        problems(#"{"shadow": {"opacity": 2}}"#) == [
            "2:32 2 is out of range; allowed 0…1 (layouts[0].root.shadow.opacity) — use a value between 0 and 1"
        ])
}

@Test func misspeltAndMisplacedControlKeysAreExplained() throws {
    #expect(
        problems(#"{"type": "switch", "isOnn": true}"#) == [
            "2:28 unknown key `isOnn` in a `switch` view (layouts[0].root.isOnn) — did you mean `isOn`?"
        ])
    #expect(
        problems(#"{"type": "label", "progress": 0.5}"#) == [
            "2:27 key `progress` does not apply to a `label` view (layouts[0].root.progress) — `progress` applies to views of type `progressView`; remove it or change `type`"
        ])
    #expect(
        problems(#"{"type": "spacer", "backgroundColor": "red"}"#).first?.hasPrefix(
            "2:28 key `backgroundColor` does not apply to a `spacer` view") == true)
    #expect(
        problems(#"{"shadow": {"radius": 4}}"#) == [
            "2:20 a shadow without `opacity` is invisible (CALayer's shadowOpacity defaults to 0) (layouts[0].root.shadow) — add \"opacity\": 0.2 (0…1)"
        ])
    #expect(
        problems(#"{"shadow": {"blur": 4, "opacity": 1}}"#).first
            == "2:21 unknown key `blur` in a shadow (layouts[0].root.shadow.blur) — valid keys here: `color`, `opacity`, `offset`, `radius`"
    )
}

@Test func theWriterWritesControlsAndLayerKeysThatLoadBack() throws {
    let original = try root(
        #"""
        {"type": "stack", "borderWidth": 2, "borderColor": "silver", "shadow": {"opacity": 0.5, "radius": 2}, "children": [
          {"type": "switch", "isOn": true},
          {"type": "segmentedControl", "segments": ["A", "B"], "selectedSegmentIndex": 0},
          {"type": "slider", "value": 0.5},
          {"type": "tabBar", "items": ["Home"], "selectedItemIndex": 0},
          {"type": "spacer", "height": 8}
        ]}
        """#)
    var theme = Theme(name: "t")
    theme.layouts = [LayoutSpec(name: "L", size: Size(width: 100, height: 100), root: original)]
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("w.theme.json", ThemeWriter.text(of: theme, schema: nil, imagePath: { $0 }))
    let reloaded = ThemeLoader.load(path: path, fontResolver: FakeFontResolver())
    #expect(reloaded.diagnostics.map(\.description) == [])
    #expect(reloaded.theme?.layouts.first?.root == original)
}

@Test func tableVariationsNameViewsOfTheirTemplates() throws {
    let table = try root(
        #"""
        {"type": "table", "numberOfSections": 2, "cell": {"children": [{"type": "label", "id": "title"}]},
         "sectionCells": [{"children": [{"type": "label", "id": "title"}]}, {"backgroundColor": "silver"}],
         "header": {"type": "label", "id": "heading"}, "footer": {"type": "label", "id": "note"},
         "rowTexts": {"title": ["Wi-Fi", "Bluetooth"]}, "headerTexts": {"heading": ["A", "B"]},
         "footerTexts": {"note": ["x"]}}
        """#)
    guard case .table(let spec)? = table.list else {
        Issue.record("not a table")
        return
    }
    #expect(spec.sectionCells.count == 2)
    #expect(spec.rowTexts == ["title": ["Wi-Fi", "Bluetooth"]])
    #expect(spec.headerTexts == ["heading": ["A", "B"]])
    #expect(spec.footerTexts == ["note": ["x"]])
    #expect(
        problems(
            #"{"type": "table", "cell": {"children": [{"type": "label", "id": "title"}]}, "rowTexts": {"titel": ["a"]}}"#
        )
            == [
                "2:98 no view with id `titel` in the cell (layouts[0].root.rowTexts.titel) — did you mean `title`?"
            ])
    #expect(
        problems(#"{"type": "table", "cell": {}, "headerTexts": {"h": ["a"]}}"#) == [
            "2:54 `headerTexts` has no header to put its texts in (layouts[0].root.headerTexts) — add a `header` template, or remove `headerTexts`"
        ])
}

@Test func theWriterWritesTableVariationsThatLoadBack() throws {
    let original = try root(
        #"""
        {"type": "table", "numberOfSections": 2, "cell": {"children": [{"type": "label", "id": "title"}]},
         "sectionCells": [{"children": [{"type": "label", "id": "title"}]}],
         "header": {"type": "label", "id": "heading"}, "rowTexts": {"title": ["Wi-Fi", "Bluetooth"]},
         "headerTexts": {"heading": ["A", "B"]}}
        """#)
    var theme = Theme(name: "t")
    theme.layouts = [LayoutSpec(name: "L", size: Size(width: 100, height: 100), root: original)]
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("w.theme.json", ThemeWriter.text(of: theme, schema: nil, imagePath: { $0 }))
    let reloaded = ThemeLoader.load(path: path, fontResolver: FakeFontResolver())
    #expect(reloaded.diagnostics.map(\.description) == [])
    #expect(reloaded.theme?.layouts.first?.root == original)
}
