import Foundation
import Glibc
import SkeletonCodecs
import SkeletonDocument
import SkeletonGallery
import SkeletonRaster
import SkeletonSystem
import SkeletonTheme
import TestSupport
import Testing

@testable import SkeletonCommands
@testable import SkeletonInterfaceBuilder

/// A 4 × 4 PNG of one colour.
private func picture(_ color: UInt32 = 0xFF33_6699) throws -> [UInt8] {
    try PNGFile.encode(try #require(Framebuffer(width: 4, height: 4, fill: color)))
}

/// A xib with one image view per name in `images`.
private func xib(showing images: [String]) -> String {
    let views = images.enumerated().map { index, name in
        #"<imageView image="\#(name)" id="v\#(index)"><rect key="frame" x="0" y="\#(index * 10)" width="4" height="4"/></imageView>"#
    }
    return IBFixture.xib(
        objects: """
            <view id="root"><rect key="frame" x="0" y="0" width="100" height="100"/>
                <subviews>
            \(views.joined(separator: "\n"))
                </subviews>
            </view>
            """)
}

/// A project whose catalog holds a good set and hostile ones: a `filename` leading up and out, a
/// link leading out of the catalog, a text file named `.png`, a JPEG claiming 20000 × 20000 pixels
/// and a PNG over the file-size budget (sparse). Secrets sit outside the catalog.
private func hostileProject() throws -> (TemporaryDirectory, xib: String) {
    let scratch = try TemporaryDirectory()
    try scratch.write("App/App.xcodeproj/project.pbxproj", "")
    try scratch.write("secret.png", try picture(0xFFFF_0000))
    try scratch.write("outside.png", try picture(0xFF00_FF00))
    let catalog = "App/Assets.xcassets/"
    func set(_ name: String, file: String) throws {
        try scratch.write(
            catalog + name + ".imageset/Contents.json",
            "{\n  \"images\": [\n    {\"idiom\": \"universal\", \"filename\": \"\(file)\", \"scale\": \"1x\"}\n  ]\n}\n"
        )
    }
    try set("ok", file: "ok.png")
    try scratch.write(catalog + "ok.imageset/ok.png", try picture())
    try set("escape", file: "../../../secret.png")
    try set("link", file: "link.png")
    try FileManager.default.createSymbolicLink(
        atPath: scratch.file(catalog + "link.imageset/link.png"), withDestinationPath: scratch.file("outside.png"))
    try set("text", file: "notes.png")
    try scratch.write(catalog + "text.imageset/notes.png", "not a picture")
    try set("wide", file: "wide.jpg")
    // A JPEG's start and a start-of-frame claiming 20000 × 20000 pixels.
    try scratch.write(
        catalog + "wide.imageset/wide.jpg",
        [0xFF, 0xD8, 0xFF, 0xC0, 0, 17, 8, 0x4E, 0x20, 0x4E, 0x20, 3] + [UInt8](repeating: 0, count: 16))
    try set("heavy", file: "heavy.png")
    let heavy = try scratch.write(catalog + "heavy.imageset/heavy.png", try picture())
    #expect(truncate(heavy, off_t(ImageLimits.maxImageFileBytes + 1)) == 0)
    let xib = try scratch.write("App/Screen.xib", xib(showing: ["ok", "escape", "link", "text", "wide", "heavy"]))
    return (scratch, xib)
}

@Test func anAssetFileNameLeadingOutOfItsSetIsALocatedWarningAndNothingOutsideIsRead() throws {
    let (scratch, xib) = try hostileProject()
    let result = DocumentLoader().load(path: xib, fontResolver: nil)
    let catalog = scratch.file("App/Assets.xcassets")
    let warnings = result.diagnostics.filter { $0.file.hasSuffix("Contents.json") }.map(\.description)
    #expect(
        warnings == [
            "\(catalog)/escape.imageset/Contents.json:3:40: warning: image set `escape` names `../../../secret.png`, "
                + "which is not a file name inside its image set (no `/`, no `..`, no NUL); it is not read "
                + "(at images[0].filename) — put the picture itself in escape.imageset and name it there",
            "\(catalog)/link.imageset/Contents.json:3:40: warning: image set `link` names `link.png`, a link leading "
                + "outside the asset catalog \(catalog) (to \(scratch.file("outside.png"))); it is not read "
                + "(at images[0].filename) — put the picture itself in link.imageset and name it there",
        ], "\(result.diagnostics)")
    #expect(!result.dependencies.contains { $0.hasSuffix("secret.png") || $0.hasSuffix("outside.png") })
    #expect(result.dependencies.contains(catalog + "/ok.imageset/ok.png"))
}

@Test func anImportCopiesOnlyRegularPicturesWithinTheBudgetsAndWarnsOfTheRest() throws {
    let (scratch, xib) = try hostileProject()
    let out = scratch.file("Theme/screen.theme.json")
    try FileManager.default.createDirectory(atPath: scratch.file("Theme"), withIntermediateDirectories: true)
    let run = CommandRun(["import", xib, "--out", out], services: TestPlatform.services)
    #expect(run.status == 0, "\(run.error)")
    let catalog = scratch.file("App/Assets.xcassets")
    let importWarnings = run.error.split(separator: "\n").filter { $0.hasPrefix("warning: the picture") }.map(
        String.init)
    let text: String = "\(catalog)/text.imageset/notes.png"
    let wide: String = "\(catalog)/wide.imageset/wide.jpg"
    let heavy: String = "\(catalog)/heavy.imageset/heavy.png"
    let placeholder = "; its view keeps an empty placeholder"
    let expected: [String] = [
        "warning: the picture \(text) is not copied beside the theme: \(text) is not a PNG or JPEG image" + placeholder,
        "warning: the picture \(wide) is not copied beside the theme: \(wide) is 20000×20000 pixels; the limit is "
            + "16777216 pixels (only a PNG is shrunk on import)" + placeholder,
        "warning: the picture \(heavy) is not copied beside the theme: the picture \(heavy) is 67108865 bytes; the "
            + "limit is 67108864 bytes" + placeholder,
    ]
    #expect(importWarnings == expected, "\(run.error)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.file("Theme/images")) == ["ok.png"])
    #expect(Executable.bytes(scratch.file("Theme/images/ok.png")) == Data(try picture()))
    #expect(CommandRun(["validate", out], services: TestPlatform.services).status == 0)
}

@Test func anImportIntoAThemeWhoseImagesFolderLinksElsewhereIsRefusedAndWritesNothing() throws {
    let (scratch, xib) = try hostileProject()
    try FileManager.default.createDirectory(atPath: scratch.file("elsewhere"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: scratch.file("Theme"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
        atPath: scratch.file("Theme/images"), withDestinationPath: scratch.file("elsewhere"))
    let out = scratch.file("Theme/screen.theme.json")
    let run = CommandRun(["import", xib, "--out", out], services: TestPlatform.services)
    #expect(run.status == 1)
    #expect(
        run.error.hasSuffix(
            "error: \(scratch.file("Theme/images")) leads outside the theme's folder \(scratch.file("Theme")) (to "
                + "\(scratch.file("elsewhere"))); import writes only inside the theme's folder: remove the link, or "
                + "make images a folder there\n"), "\(run.error)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.file("elsewhere")).isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.file("Theme")) == ["images"])
}
