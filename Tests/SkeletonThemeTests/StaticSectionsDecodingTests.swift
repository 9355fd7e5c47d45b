import SkeletonCore
import SkeletonDocument
import SkeletonTheme
import TestSupport
import Testing

/// Loads a theme whose single layout has `root`.
private func load(root: String) -> ThemeLoadResult {
    let text = "{\"layouts\": [{\"name\": \"L\", \"size\": [100, 100],\n\"root\": " + root + "}]}"
    return ThemeLoader.load(bytes: Array(text.utf8), path: "/virtual/t.theme.json", fontResolver: FakeFontResolver())
}

/// "line:column message (keyPath) — fix" of every diagnostic.
private func problems(_ text: String) -> [String] {
    load(root: text).diagnostics.map { "\($0.line):\($0.column) \($0.message) (\($0.keyPath)) — \($0.fix)" }
}

@Test func staticSectionsGiveEachSectionItsOwnCellsWithoutACellTemplate() throws {
    let result = load(
        root: #"{"type": "table", "rowHeight": 44, "staticSections": [[{"height": 60}, {"id": "b"}], [{"id": "c"}]]}"#)
    #expect(result.diagnostics.map(\.description) == [])
    let root = try #require(result.theme?.layouts.first?.root)
    guard case .table(let spec)? = root.list else {
        Issue.record("not a table")
        return
    }
    #expect(spec.staticSections.map { $0.map(\.id) } == [[nil, "b"], ["c"]])
    #expect(spec.staticSections[0][0].height == .fixed(60))
}

@Test func aStaticTableRefusesTheKeysOfARepeatedTemplate() throws {
    #expect(
        problems(#"{"type": "table", "cell": {}, "numberOfRows": 3, "staticSections": [[{}]]}"#) == [
            "2:27 `cell` does not apply to a static table: its rows are the cells of `staticSections` (layouts[0].root.cell) — remove `cell`, or remove `staticSections`",
            "2:39 `numberOfRows` does not apply to a static table: its rows are the cells of `staticSections` (layouts[0].root.numberOfRows) — remove `numberOfRows`, or remove `staticSections`",
        ])
    #expect(
        problems(#"{"type": "table", "staticSections": []}"#) == [
            #"2:45 `staticSections` has no section (layouts[0].root.staticSections) — add a section of cells, [[{"type": "view", "height": 44}]], or remove `staticSections`"#
        ])
    #expect(
        problems(#"{"type": "table", "staticSections": [{}]}"#).map { $0.prefix(50) } == [
            "2:46 expected an array of cell views, found object"
        ])
}

@Test func theWriterWritesStaticSectionsThatLoadBack() throws {
    let original = try #require(
        load(
            root: #"""
                {"type": "table", "rowHeight": "automatic", "estimatedRowHeight": 44,
                 "staticSections": [[{"height": 60, "children": [{"type": "label", "id": "t", "text": "A"}]}], [{}]],
                 "header": {"type": "label", "id": "h"}, "headerTexts": {"h": ["One", "Two"]}}
                """#
        ).theme?.layouts.first)
    var theme = Theme(name: "t")
    theme.layouts = [original]
    let scratch = try TemporaryDirectory()
    let text = ThemeWriter.text(of: theme, schema: nil, imagePath: { $0 })
    #expect(!text.contains(#""cell""#))
    #expect(!text.contains(#""numberOfRows""#))
    let path = try scratch.write("w.theme.json", text)
    let reloaded = ThemeLoader.load(path: path, fontResolver: FakeFontResolver())
    #expect(reloaded.diagnostics.map(\.description) == [])
    #expect(reloaded.theme?.layouts.first?.root == original.root)
}

@Test func untitledSectionHeightsAndTheHeadersPaddingsLoadAndWriteBack() throws {
    let original = try #require(
        load(
            root: #"""
                {"type": "table", "rowHeight": 44, "staticSections": [[{}], [{}]],
                 "header": {"type": "label", "id": "h"}, "headerTexts": {"h": ["One", ""]},
                 "sectionHeaderHeight": 18, "sectionFooterHeight": 1, "firstHeaderTopPadding": 17.5,
                 "footedHeaderTopPadding": 7.5}
                """#
        ).theme?.layouts.first)
    guard case .table(let spec)? = original.root.list else {
        Issue.record("not a table")
        return
    }
    #expect(
        [spec.sectionHeaderHeight, spec.sectionFooterHeight, spec.firstHeaderTopPadding, spec.footedHeaderTopPadding]
            == [18, 1, 17.5, 7.5])
    #expect([spec.headerTitle(inSection: 0), spec.headerTitle(inSection: 1)] == [.titled, .none])
    var theme = Theme(name: "t")
    theme.layouts = [original]
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("w.theme.json", ThemeWriter.text(of: theme, schema: nil, imagePath: { $0 }))
    let reloaded = ThemeLoader.load(path: path, fontResolver: FakeFontResolver())
    #expect(reloaded.diagnostics.map(\.description) == [])
    #expect(reloaded.theme?.layouts.first?.root == original.root)
}

@Test func aNegativeSectionHeightIsAnErrorThatSaysTheRange() {
    #expect(
        problems(#"{"type": "table", "cell": {}, "sectionHeaderHeight": -1}"#).map { $0.prefix(82) } == [
            "2:62 -1 is out of range; allowed 0…100000 (layouts[0].root.sectionHeaderHeight) — "
        ])
}

@Test func anInsetGroupedTableLoadsAndWritesBack() throws {
    let original = try #require(
        load(root: #"{"type": "table", "rowHeight": 44, "staticSections": [[{}]], "insetGrouped": true}"#).theme?
            .layouts.first)
    guard case .table(let spec)? = original.root.list else {
        Issue.record("not a table")
        return
    }
    #expect(spec.isInsetGrouped)
    var theme = Theme(name: "t")
    theme.layouts = [original]
    let text = ThemeWriter.text(of: theme, schema: nil, imagePath: { $0 })
    #expect(text.contains(#""insetGrouped" : true"#))
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("w.theme.json", text)
    #expect(ThemeLoader.load(path: path, fontResolver: FakeFontResolver()).theme?.layouts.first?.root == original.root)
}

@Test func aNonBooleanInsetGroupedIsAnError() {
    #expect(
        problems(#"{"type": "table", "cell": {}, "insetGrouped": "yes"}"#).map { $0.prefix(85) } == [
            "2:55 expected true or false, found string (layouts[0].root.insetGrouped) — write true"
        ])
}

@Test func untitledAndEmptyTitledSectionsLoadApartAndWriteBack() throws {
    let original = try #require(
        load(
            root: #"""
                {"type": "table", "rowHeight": 44, "staticSections": [[{}], [{}], [{}]],
                 "header": {"type": "label", "id": "h"}, "headerTexts": {"h": ["", null, "About"]},
                 "footer": {"type": "label", "id": "f"}, "footerTexts": {"f": [null, "", null]},
                 "emptyTitleHeight": 22}
                """#
        ).theme?.layouts.first)
    guard case .table(let spec)? = original.root.list else {
        Issue.record("not a table")
        return
    }
    #expect(spec.headerTexts == ["h": ["", nil, "About"]])
    #expect(spec.emptyTitleHeight == 22)
    #expect((0..<3).map { spec.headerTitle(inSection: $0) } == [.empty, .none, .titled])
    #expect((0..<3).map { spec.footerTitle(inSection: $0) } == [.none, .empty, .none])
    var theme = Theme(name: "t")
    theme.layouts = [original]
    let text = ThemeWriter.text(of: theme, schema: nil, imagePath: { $0 })
    #expect(text.contains(#""h" : ["", null, "About"]"#))
    #expect(text.contains(#""emptyTitleHeight" : 22"#))
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("w.theme.json", text)
    let reloaded = ThemeLoader.load(path: path, fontResolver: FakeFontResolver())
    #expect(reloaded.diagnostics.map(\.description) == [])
    #expect(reloaded.theme?.layouts.first?.root == original.root)
}

@Test func aThemeWithoutEmptyTitleHeightKeepsEmptyTextsAsNoTitle() throws {
    let root = try #require(
        load(
            root: #"""
                {"type": "table", "rowHeight": 44, "staticSections": [[{}], [{}]],
                 "header": {"type": "label", "id": "h"}, "headerTexts": {"h": ["", null]}}
                """#
        ).theme?.layouts.first?.root)
    guard case .table(let spec)? = root.list else {
        Issue.record("not a table")
        return
    }
    #expect(spec.emptyTitleHeight == nil)
    #expect([spec.headerTitle(inSection: 0), spec.headerTitle(inSection: 1)] == [.none, .none])
}

@Test func aNullRowTextOrANumberSectionTitleOrANegativeEmptyTitleHeightIsAnError() {
    #expect(
        problems(#"{"type": "table", "cell": {"id": "t"}, "rowTexts": {"t": ["a", null]}}"#).map { $0.prefix(72) } == [
            "2:72 expected a string, found null (layouts[0].root.rowTexts.t[1]) — put"
        ])
    #expect(
        problems(#"{"type": "table", "cell": {}, "header": {"id": "h"}, "headerTexts": {"h": [1]}}"#)
            .map { $0.prefix(80) } == [
                "2:84 expected a string or null, found number (layouts[0].root.headerTexts.h[0]) "
            ])
    #expect(
        problems(#"{"type": "table", "cell": {}, "emptyTitleHeight": -1}"#).map { $0.prefix(79) } == [
            "2:59 -1 is out of range; allowed 0…100000 (layouts[0].root.emptyTitleHeight) — "
        ])
}
