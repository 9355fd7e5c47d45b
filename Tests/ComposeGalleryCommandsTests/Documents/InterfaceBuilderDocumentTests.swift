import Foundation
import SkeletonCodecs
import SkeletonCore
import SkeletonDocument
import SkeletonInterfaceBuilder
import SkeletonRaster
import SkeletonTheme
import TestSupport
import Testing

@testable import SkeletonCommands
@testable import SkeletonGallery

/// The IB fixtures of the importer's tests.
private let app = Repository.path("Tests/SkeletonInterfaceBuilderTests/Fixtures/App")

@Test func aFolderContributesItsThemesAndEveryIBFileBelowItButNotDependencies() {
    #expect(DocumentLoader.discover(paths: [app]) == [app + "/Cards.xib", app + "/Profile.storyboard"])
    let themes = DocumentLoader.discover(paths: [Repository.themes])
    #expect(themes.allSatisfy { $0.hasSuffix(".theme.json") })
    #expect(themes.count == 4)  // with the controls example
}

@Test func anIBScreenTakesTheLookOfTheThemeGivenWithTheme() throws {
    var options = DocumentOptions()
    options.lookPath = Repository.theme("flat")
    let look = try #require(ThemeLoader.load(path: Repository.theme("flat"), fontResolver: nil).theme)
    let result = DocumentLoader(options: options).load(path: app + "/Cards.xib", fontResolver: nil)
    let theme = try #require(result.theme)
    #expect(theme.appearance == look.appearance)
    #expect(theme.animation == look.animation)
    #expect(theme.style == look.style)
    #expect(theme.layouts.map(\.name) == ["Cards", "Row"])
    #expect(result.dependencies.contains(Repository.theme("flat")))
}

@Test func aBrokenLookThemeIsReportedInsteadOfTheScreens() throws {
    let scratch = try TemporaryDirectory()
    var options = DocumentOptions()
    options.lookPath = try scratch.write("bad.theme.json", "{")
    let result = DocumentLoader(options: options).load(path: app + "/Cards.xib", fontResolver: nil)
    #expect(result.theme == nil)
    #expect(result.diagnostics.first?.file == options.lookPath)
    #expect(result.dependencies.first == app + "/Cards.xib")
}

@Test func aSavedXibReloadsAndABrokenSaveKeepsTheLastGoodScreens() throws {
    let scratch = try TemporaryDirectory()
    let original = try String(contentsOfFile: app + "/Cards.xib", encoding: .utf8)
    let path = try scratch.write("Cards.xib", original)
    var slot = ThemeSlot(path: path, fontResolver: TestPlatform.services.fonts)
    #expect(slot.theme?.layouts.map(\.name) == ["Cards", "Row"])
    try scratch.write("Cards.xib", original.replacingOccurrences(of: #"userLabel="Cards""#, with: #"userLabel="Deck""#))
    let reloaded = slot.reload(fontResolver: TestPlatform.services.fonts)
    #expect(reloaded)
    #expect(slot.theme?.layouts.map(\.name) == ["Deck", "Row"])
    try scratch.write("Cards.xib", "<document")
    let broken = slot.reload(fontResolver: TestPlatform.services.fonts)
    #expect(!broken)
    #expect(slot.theme?.layouts.map(\.name) == ["Deck", "Row"])
    #expect(slot.diagnostics.hasErrors)
}

/// The layouts with every image path replaced through `map` (cells, headers and footers included).
private func replacingImages(_ layouts: [LayoutSpec], _ map: [String: String]) -> [LayoutSpec] {
    func walk(_ view: ViewNode) -> ViewNode {
        var view = view
        if let image = view.image { view.image = map[image] ?? image }
        view.children = view.children.map(walk)
        switch view.list {
        case .table(var table)?:
            table.cell = walk(table.cell)
            view.list = .table(table)
        case .collection(var collection)?:
            collection.cell = walk(collection.cell)
            view.list = .collection(collection)
        case nil: break
        }
        return view
    }
    return layouts.map { layout in
        var layout = layout
        layout.root = walk(layout.root)
        return layout
    }
}

/// The avatar of the fixtures' asset catalog.
private let avatar = app + "/Assets.xcassets/avatar.imageset/avatar@2x.png"

@Test func importWritesASelfContainedThemeThatValidatesAndLoadsBackToTheSameScreens() throws {
    let scratch = try TemporaryDirectory()
    let out = scratch.file("screens/app.theme.json")
    try FileManager.default.createDirectory(atPath: scratch.file("screens"), withIntermediateDirectories: true)
    let run = CommandRun(["import", app, "--bridge", "--out", out], services: TestPlatform.services)
    #expect(run.status == 0, "\(run.error)")
    #expect(run.standard == "imported 3 layouts from 2 files into \(out)\n")
    // The asset catalog's picture is copied beside the theme, so the theme loads where the reader
    // reads only files inside the theme's folder tree.
    let copy = scratch.file("screens/images/avatar@2x.png")
    #expect(FileManager.default.contents(atPath: copy) == FileManager.default.contents(atPath: avatar))
    let text = try String(contentsOfFile: out, encoding: .utf8)
    #expect(text.contains(#""image" : "images/avatar@2x.png""#))
    let loaded = ThemeLoader.load(path: out, fontResolver: nil, allowsOutsideFiles: false)
    #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
    var options = InterfaceBuilderOptions()
    options.bridge = true
    let direct = [app + "/Cards.xib", app + "/Profile.storyboard"].flatMap {
        InterfaceBuilderLoader.load(path: $0, look: Theme(name: "t"), options: options).theme?.layouts ?? []
    }
    // Auto Layout included: the same screens.
    #expect(
        loaded.theme?.layouts.map(\.asWrittenInATheme)
            == replacingImages(direct, [avatar: URL(fileURLWithPath: copy).standardizedFileURL.path]).map(
                \.asWrittenInATheme))
}

@Test func anImportNeverReplacesAnotherPictureOfTheSameName() throws {
    let scratch = try TemporaryDirectory()
    let mine = try scratch.write("images/avatar@2x.png", [1, 2, 3])
    let out = scratch.file("app.theme.json")
    #expect(
        CommandRun(["import", app + "/Profile.storyboard", "--out", out], services: TestPlatform.services).status == 0)
    #expect(FileManager.default.contents(atPath: mine) == Data([1, 2, 3]))
    // The number goes before the scale, which the theme reader takes from the end of the name.
    let copy = scratch.file("images/avatar-2@2x.png")
    #expect(FileManager.default.contents(atPath: copy) == FileManager.default.contents(atPath: avatar))
    // Importing again finds its own copy and names it, instead of making a third.
    #expect(
        CommandRun(["import", app + "/Profile.storyboard", "--out", out], services: TestPlatform.services).status == 0)
    #expect(!FileManager.default.fileExists(atPath: scratch.file("images/avatar-3@2x.png")))
    #expect(try String(contentsOfFile: out, encoding: .utf8).contains(#""image" : "images/avatar-2@2x.png""#))
}

@Test func importNeedsAnOutputThemeFile() {
    #expect(CommandRun(["import", app]).error.hasPrefix("error: import needs --out FILE.theme.json"))
    let wrong = CommandRun(["import", app, "--out", "x.png"])
    #expect(wrong.status == 2)
    #expect(wrong.error.hasPrefix("error: --out must name a theme file ending in .theme.json, got 'x.png'"))
}

@Test func validateSaysWhichFlaggedViewsSkeletonViewCannotReach() {
    let run = CommandRun(["validate", app + "/Profile.storyboard"], services: TestPlatform.services)
    #expect(run.status == 0)
    #expect(
        run.standard.contains(
            ":14:37: warning: 2 skeletonable views SkeletonView never reaches: their ancestor view `header` "
                + "(id head-1) at line 11:29 is not skeletonable (image view (id img-1) at 14:37, label `nameLabel` "
                + "(id name-1) at 23:37) — set isSkeletonable on view `header` (id head-1) in IB, or preview the "
                + "screen as the app flags it in code (--bridge), or, if the app calls showSkeleton on the flagged "
                + "views itself, --root img-1 (repeatable)\n"))
    #expect(run.standard.hasSuffix("validated 1 storyboard (1 screen): 0 errors, 4 warnings\n"))
    let bridged = CommandRun(["validate", "--bridge", app + "/Profile.storyboard"], services: TestPlatform.services)
    #expect(!bridged.standard.contains("never reaches"))
}

@Test(arguments: ["--alias", "--cell"])
func aDocumentOptionWithoutItsEqualsSignIsAUsageError(option: String) {
    let run = CommandRun(["validate", option, "nothing", app])
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("error: \(option) needs "))
}

@Test func pathsAreWrittenRelativeToTheFolderOfTheFile() {
    #expect(RelativePath.from("/a/b", to: "/a/b/images/x.png") == "images/x.png")
    #expect(RelativePath.from("/a/b/c", to: "/a/d/x.png") == "../../d/x.png")
    #expect(RelativePath.from("/a/./b/../b", to: "/a/b/x.png") == "x.png")
    #expect(RelativePath.from("/a", to: "relative.png") == "relative.png")
}

@Test func theWindowListsTheFlaggedViewsSkeletonViewNeverReachesUntilBridged() {
    let slot = ThemeSlot(path: app + "/Profile.storyboard", fontResolver: TestPlatform.services.fonts)
    let lines = GalleryText.diagnostics(slot: slot)
    #expect(
        lines.first
            == "1 ancestor stops SkeletonView before skeletonable views (flag the ancestor named, pass --bridge to "
            + "preview them as flagged in code, or --root the views the app shows itself):")
    #expect(lines.count == 2)
    #expect(lines[1].hasPrefix(app + "/Profile.storyboard:14:37: warning: 2 skeletonable views SkeletonView"))
    var options = DocumentOptions()
    options.interfaceBuilder.bridge = true
    let bridged = ThemeSlot(
        path: app + "/Profile.storyboard", loader: DocumentLoader(options: options),
        fontResolver: TestPlatform.services.fonts)
    #expect(GalleryText.diagnostics(slot: bridged) == [])
}

@Test func anImportedStaticTableAndCollectionLoadBackToTheSameScreens() throws {
    let settings = Repository.path("Tests/SkeletonInterfaceBuilderTests/Fixtures/Settings/Settings.storyboard")
    let scratch = try TemporaryDirectory()
    let out = scratch.file("settings.theme.json")
    let run = CommandRun(["import", settings, "--out", out], services: TestPlatform.services)
    #expect(run.status == 0, "\(run.error)")
    let text = try String(contentsOfFile: out, encoding: .utf8)
    #expect(text.contains(#""staticSections""#))
    #expect(text.contains(#""sectionInset""#))
    let loaded = ThemeLoader.load(path: out, fontResolver: nil, allowsOutsideFiles: false)
    #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
    let direct = InterfaceBuilderLoader.load(path: settings, look: Theme(name: "t"), options: InterfaceBuilderOptions())
    // Auto Layout included: the same screens.
    #expect(loaded.theme?.layouts.map(\.asWrittenInATheme) == direct.theme?.layouts.map(\.asWrittenInATheme))
}

@Test func aCommandAboutOneScreenPrintsOnlyThatScreensWarningsAndASharedOneOnce() throws {
    let scratch = try TemporaryDirectory()
    func scene(_ name: String, _ viewID: String) -> String {
        """
        <scene sceneID="s-\(viewID)"><objects><viewController storyboardIdentifier="\(name)" id="vc-\(viewID)">
        <view key="view" id="root-\(viewID)"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>
        <view customClass="BadgeView" id="\(viewID)"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
        <unknownThing id="odd-\(viewID)"><rect key="frame" x="0.0" y="20" width="10" height="10"/></unknownThing>
        </subviews></view></viewController></objects></scene>
        """
    }
    let path = try scratch.write(
        "Two.storyboard",
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
        \(scene("First", "a-1"))
        \(scene("Second", "b-1"))
        </scenes>
        </document>
        """)
    let run = CommandRun(["dump", path, "--layout", "Second"], services: TestPlatform.services)
    #expect(run.status == 0)
    let warnings = run.error.split(separator: "\n").map(String.init)
    #expect(warnings.filter { $0.contains("unknown element") }.count == 1)
    // The second scene's own lines: the first scene's warnings are not this layout's.
    #expect(
        warnings.contains {
            $0.hasSuffix("Two.storyboard:13:1: warning: unknown element `unknownThing` is drawn as a plain view")
        })
    #expect(warnings.contains { $0.contains("Two.storyboard:12:1: warning: custom class `BadgeView`") })
    #expect(warnings.filter { $0.contains("custom class `BadgeView`") }.count == 1)
    let validate = CommandRun(["validate", path], services: TestPlatform.services)
    #expect(validate.standard.components(separatedBy: "custom class `BadgeView`").count - 1 == 1)
    #expect(validate.standard.components(separatedBy: "unknown element").count - 1 == 1)
}

@Test func importWritesAPDFImageSetAsAPNGAtThreePixelsPerPoint() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write("App/App.xcodeproj/project.pbxproj", "")
    try scratch.write(
        "App/Assets.xcassets/heart.imageset/Contents.json",
        #"{"images": [{"filename": "heart.pdf", "idiom": "universal"}]}"#)
    try scratch.write(
        "App/Assets.xcassets/heart.imageset/heart.pdf",
        TinyPDF.filledPage(width: 24, height: 20, red: 1, green: 0, blue: 0))
    let xib = try scratch.write(
        "App/Like.xib",
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view id="Like"><rect key="frame" x="0" y="0" width="200" height="44"/>
                    <subviews>
                        <button id="like"><rect key="frame" x="0" y="0" width="200" height="44"/>
                            <state key="normal" title="Like" image="heart"/>
                        </button>
                    </subviews>
                </view>
            </objects>
            <resources><image name="heart" width="24" height="20"/></resources>
        </document>
        """)
    let out = scratch.file("theme/like.theme.json")
    try FileManager.default.createDirectory(atPath: scratch.file("theme"), withIntermediateDirectories: true)
    let run = CommandRun(["import", xib, "--out", out], services: TestPlatform.services)
    #expect(run.status == 0, "\(run.error)")
    let png = try PNGFile.read(path: scratch.file("theme/images/heart@3x.png"))
    #expect(png.width == 72)
    #expect(png.height == 60)
    #expect(png.pixels[30 * 72 + 36] == 0xFFFF_0000)
    let loaded = ThemeLoader.load(path: out, fontResolver: nil, allowsOutsideFiles: false)
    #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
    #expect(loaded.theme?.layouts.first?.root.children.first?.imageSize == Size(width: 24, height: 20))
}

/// A storyboard of one scene, `Feed`, with a label, for the given platform's document type and device.
private func feedStoryboard(type: String = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", device: String?)
    -> String
{
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="\(type)" version="3.0">
        \(device.map { #"<device id="\#($0)" appearance="light"/>"# } ?? "")
        <scenes><scene sceneID="s"><objects>
            <viewController storyboardIdentifier="Feed" id="vc" sceneMemberID="viewController">
                <view key="view" id="root">
                    <subviews><label text="Hi" id="l"><rect key="frame" x="10" y="10" width="100" height="20"/></label></subviews>
                </view>
            </viewController>
        </objects></scene></scenes>
    </document>
    """
}

@Test func aTvOSStoryboardIsAScreenAtTheTVsSizeWithANoteSayingSo() throws {
    let scratch = try TemporaryDirectory()
    // Xcode 7 to 9 saved tvOS documents without a `<device>`: the Apple TV is their device too.
    for device in ["appleTV", nil] {
        let path = try scratch.write(
            "TV.storyboard", feedStoryboard(type: "com.apple.InterfaceBuilder.AppleTV.Storyboard", device: device))
        let result = DocumentLoader().load(path: path, fontResolver: nil)
        // Nothing in the file is skeletonable, and a note at the <document> says what it is.
        #expect(result.diagnostics.map(\.severity) == [.warning, .note], "\(result.diagnostics)")
        #expect(result.diagnostics.first?.message.hasPrefix("no view in this file is skeletonable") == true)
        let note = try #require(result.diagnostics.last)
        #expect(
            note.description == """
                \(path):2:1: note: this is a tvOS document (targetRuntime AppleTV), laid out for a 1920 × 1080 TV: \
                without --device it is shown at that size; on an iPhone or iPad (--device), which do not run it, a screen \
                is laid out at the device's size and a xib's view at the device's width and its own height, so views \
                placed for the TV's width may reach past the edge — preview it without --device, at the TV's 1920 × \
                1080 points
                """)
        #expect(result.theme?.layouts.map(\.size) == [Size(width: 1920, height: 1080)], "\(String(describing: device))")
    }
}

@Test func theWindowsPanelSaysATvOSDocumentIsOne() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write(
        "TV.storyboard", feedStoryboard(type: "com.apple.InterfaceBuilder.AppleTV.Storyboard", device: "appleTV"))
    let lines = GalleryText.diagnostics(slot: ThemeSlot(path: path, fontResolver: TestPlatform.services.fonts))
    #expect(lines.count == 1, "\(lines)")
    #expect(lines.first?.hasPrefix(path + ":2:1: note: this is a tvOS document (targetRuntime AppleTV)") == true)
    let phone = try scratch.write("Phone.storyboard", feedStoryboard(device: "retina4_7"))
    #expect(GalleryText.diagnostics(slot: ThemeSlot(path: phone, fontResolver: TestPlatform.services.fonts)) == [])
}

@Test func anIOSStoryboardHasNoTVNote() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("Phone.storyboard", feedStoryboard(device: "retina4_7"))
    let result = DocumentLoader().load(path: path, fontResolver: nil)
    #expect(result.diagnostics.map(\.severity) == [.warning])
}

@Test func aFolderOfSameNamedFilesImportsAndCapturesUnderUniqueNames() throws {
    let scratch = try TemporaryDirectory()
    for folder in ["a", "b", "c"] {
        try scratch.write("App/\(folder)/Main.storyboard", feedStoryboard(device: "retina4_7"))
    }
    try scratch.write("App/d/Broken.storyboard", "<document")
    let out = scratch.file("screens.theme.json")
    let imported = CommandRun(
        ["import", scratch.file("App/a"), scratch.file("App/b"), scratch.file("App/c"), "--out", out],
        services: TestPlatform.services)
    #expect(imported.status == 0, "\(imported.error)")
    let theme = try #require(ThemeLoader.load(path: out, fontResolver: nil).theme)
    #expect(theme.layouts.map(\.name) == ["Feed", "Feed (Main.storyboard)", "Feed (c/Main.storyboard)"])
    #expect(CommandRun(["validate", out], services: TestPlatform.services).status == 0)
    // `capture DIR` takes the folder as validate does; the broken file is skipped with its error.
    let shot = CommandRun(
        ["capture", scratch.file("App"), "--layout", "Feed (c/Main.storyboard)", "--out", scratch.file("c.png")],
        services: TestPlatform.services)
    #expect(shot.status == 0, "\(shot.error)")
    #expect(shot.error.contains("note: \(scratch.file("App/d/Broken.storyboard")) is skipped: fix the error above"))
}

@Test func anImportShrinksAPictureOverTheImageBudgetSoTheThemeValidates() throws {
    let scratch = try TemporaryDirectory()
    // One pixel wider than the budget allows: shrunk 1:2, as a 2048 × 2048 PNG.
    let big = try #require(Framebuffer(width: 4097, height: 4096, fill: 0xFF33_6699))
    try scratch.write("App/Assets.xcassets/big.imageset/big.png", try PNGFile.encode(big))
    try scratch.write(
        "App/Assets.xcassets/big.imageset/Contents.json", #"{"images": [{"filename": "big.png", "scale": "1x"}]}"#)
    try scratch.write(
        "App/Poster.xib",
        IBFixture.xib(
            objects: """
                <view id="root"><rect key="frame" x="0" y="0" width="200" height="200"/>
                    <subviews>
                        <imageView image="big" id="poster"><rect key="frame" x="0" y="0" width="200" height="200"/></imageView>
                    </subviews>
                </view>
                """))
    let out = scratch.file("Out/screens.theme.json")
    let run = CommandRun(["import", scratch.file("App"), "--out", out], services: TestPlatform.services)
    #expect(run.status == 0, "\(run.error)")
    #expect(
        run.error.contains(
            "note: \(scratch.file("App/Assets.xcassets/big.imageset/big.png")) is 4097×4096 pixels, over the 16777216 "
                + "a theme's image may have; copied shrunk 1:2 to 2048×2048"), "\(run.error)")
    let copy = try PNGFile.read(path: scratch.file("Out/images/big.png"))
    #expect((copy.width, copy.height, copy.pixels[0]) == (2048, 2048, 0xFF33_6699))
    #expect(CommandRun(["validate", out], services: TestPlatform.services).status == 0)
}
