import Foundation
import Glibc
import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// Loads `text` written as an IB file and returns the diagnostics' descriptions without the path.
private func problems(_ text: String, name: String = "t.xib") throws -> [String] {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write(name, text)
    let result = InterfaceBuilderLoader.load(path: path, look: Theme(name: "t"), options: InterfaceBuilderOptions())
    // No hostile file flags a view: the warning saying so would be in every list.
    return result.diagnostics.filter { $0.message != Fixtures.nothingSkeletonable }.map {
        String($0.description.dropFirst(path.count + 1))
    }
}

private let header = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"

@Test func malformedXMLIsALocatedError() throws {
    let found = try problems(
        header + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n</document>\n")
    #expect(found.count == 1)
    #expect(found[0].hasPrefix("4:"))
    // Nothing about attributes, which are written right.
    #expect(
        found[0].hasSuffix(
            ": error: malformed XML: a closing tag does not match the element it closes — fix it there, or open the "
                + "file in Xcode and save it again"))
}

@Test func aBrokenAttributeIsReportedAtItsOwnLineInWordsNotAtTheEndOfTheFile() throws {
    let body = (1...20).map { "    <view id=\"v\($0)\"/>" }.joined(separator: "\n")
    let found = try problems(
        header + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n    <view id=root/>\n"
            + body + "\n  </objects>\n</document>\n")
    #expect(
        found == [
            "4:14: error: malformed XML: an attribute's value does not start with a quote (write name=\"value\") — fix "
                + "it there (Xcode writes every attribute as name=\"value\"), or open the file in Xcode and save it again"
        ])
}

@Test func anEntityBombIsRefusedBeforeParsing() throws {
    let bomb =
        header + "<!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">]>\n"
        + "<document>&lol2;</document>\n"
    #expect(
        try problems(bomb) == [
            "2:1: error: a DOCTYPE declaration is not accepted in Interface Builder files — Xcode never writes one; "
                + "remove it (entities are not expanded)"
        ])
}

@Test func deepNestingIsRefusedAtTheElementThatGoesTooDeep() throws {
    let deep = header + String(repeating: "<view>", count: 300) + String(repeating: "</view>", count: 300)
    let found = try problems(deep)
    #expect(
        found == [
            "2:\(6 * 256 + 1): error: the file has elements nest deeper than 256 levels, over the reader's limit — "
                + "Interface Builder files stay far below it; check that this is the right file"
        ])
}

@Test func aFileThatIsNotAnIOSDocumentSaysSo() throws {
    #expect(
        try problems(header + "<plist version=\"1.0\"><dict/></plist>\n") == [
            "2:1: error: not an iOS or tvOS Interface Builder document (no CocoaTouch or AppleTV `<document>`) — open "
                + "a .storyboard or .xib made for iOS or tvOS (a macOS one has no UIKit views)"
        ])
}

@Test(arguments: ["", " \n\t\n"])
func anEmptyFileSaysItIsEmpty(text: String) throws {
    #expect(
        try problems(text) == [
            "1:1: error: the file is empty — an Interface Builder file is XML that Xcode writes; check that this is "
                + "the right file"
        ])
}

@Test func aFileOfPlainTextSaysItHoldsNoElementNotThatItIsEmpty() throws {
    let found = try problems("hello\n")
    #expect(found.count == 1)
    #expect(
        found[0].hasSuffix(
            "error: malformed XML: the file holds no XML element (it does not start with `<`) — fix it there, or open "
                + "the file in Xcode and save it again"))
}

@Test func aMissingFileIsAnError() {
    let result = InterfaceBuilderLoader.load(
        path: "/nonexistent/Main.storyboard", look: Theme(name: "t"), options: InterfaceBuilderOptions())
    #expect(result.theme == nil)
    #expect(result.diagnostics.first?.message == "file `Main.storyboard` not found")
}

@Test func aViewWithoutAFrameIsAWarningAndUnknownElementsAreDrawnPlain() throws {
    let text =
        header + """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
              <objects>
                <view id="a"><rect key="frame" x="0" y="0" width="100" height="100"/>
                  <subviews>
                    <view id="b"/>
                    <fancyWidget id="c"><rect key="frame" x="1" y="2" width="3" height="4"/></fancyWidget>
                  </subviews>
                </view>
              </objects>
            </document>
            """
    #expect(
        try problems(text) == [
            "6:9: warning: view (id b) has no stored frame (ambiguous layout); it is drawn at 0,0 with size 0 — "
                + "update the frames in Xcode (Editor › Update Frames) and save",
            "7:9: warning: unknown element `fancyWidget` is drawn as a plain view",
        ])
}

@Test func columnsCountCharactersNotBytes() throws {
    let text =
        header + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>"
        + "<view id=\"é\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/><subviews>"
        + "<!-- ü --><view id=\"x\"/></subviews></view></objects></document>\n"
    let found = try problems(text)
    let expectedColumn =
        "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><view id=\"é\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/><subviews><!-- ü -->"
        .count + 1
    #expect(found.first?.hasPrefix("2:\(expectedColumn): warning: view (id x) has no stored frame") == true)
}

@Test(.hangGuard) func aFIFOAsTheDocumentIsRefusedWithoutBlocking() throws {
    let scratch = try TemporaryDirectory()
    let path = scratch.file("Main.storyboard")
    #expect(mkfifo(path, 0o644) == 0)
    let result = InterfaceBuilderLoader.load(path: path, look: Theme(name: "t"), options: InterfaceBuilderOptions())
    #expect(result.theme == nil)
    #expect(
        result.diagnostics.map(\.description) == [
            "\(path):1:1: error: the file \(path) is a FIFO (named pipe), not a file; only regular files are read — "
                + "name a .storyboard or .xib file"
        ])
}

@Test func aFileOverTheSizeLimitIsRefusedBeforeItIsRead() throws {
    let scratch = try TemporaryDirectory()
    let path = scratch.file("Huge.storyboard")
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    #expect(truncate(path, off_t(IBXMLReader.maximumBytes + 1)) == 0)
    let result = InterfaceBuilderLoader.load(path: path, look: Theme(name: "t"), options: InterfaceBuilderOptions())
    #expect(
        result.diagnostics.map(\.message) == [
            "the file \(path) is \(IBXMLReader.maximumBytes + 1) bytes; the limit is \(IBXMLReader.maximumBytes) bytes"
        ])
}

@Test func aDocumentInMemoryLoadsLikeTheSameFile() throws {
    let text = try String(contentsOfFile: Fixtures.cards, encoding: .utf8)
    let fromFile = Fixtures.load(Fixtures.cards)
    let fromMemory = InterfaceBuilderLoader.load(
        data: Data(text.utf8), path: Fixtures.cards, look: Theme(name: "look"), options: InterfaceBuilderOptions())
    #expect(fromMemory.theme == fromFile.theme)
    #expect(fromMemory.diagnostics == fromFile.diagnostics)
    #expect(fromMemory.theme?.layouts.isEmpty == false)
}

@Test func aByteThatIsNotUTF8IsALocatedErrorNotATrapInTheXMLParser() throws {
    let scratch = try TemporaryDirectory()
    let path = scratch.file("t.xib")
    let bytes = Array((header + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <cellé").utf8)
    #expect(
        FileManager.default.createFile(atPath: path, contents: Data(bytes + [0xF3] + Array(">\n</document>\n".utf8))))
    let result = InterfaceBuilderLoader.load(path: path, look: Theme(name: "t"), options: InterfaceBuilderOptions())
    #expect(
        result.diagnostics.map(\.description) == [
            "\(path):3:9: error: invalid UTF-8 byte 0xF3 — Xcode saves Interface Builder files as UTF-8; open the file "
                + "in Xcode and save it again"
        ])
}

@Test func aProcessingInstructionIsALocatedErrorNotACrashInTheXMLParser() throws {
    // What the fuzzer found: 8 bytes that made Foundation's XMLParser read a null pointer.
    #expect(
        try problems("<?e-?>\n<") == [
            "1:1: error: a processing instruction `<?…?>` is not accepted in Interface Builder files — Xcode writes "
                + "only the `<?xml …?>` declaration on the first line; remove it"
        ])
    #expect(
        try problems(
            header + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <?app do?>\n</document>\n")
            == [
                "3:3: error: a processing instruction `<?…?>` is not accepted in Interface Builder files — Xcode "
                    + "writes only the `<?xml …?>` declaration on the first line; remove it"
            ])
}

@Test func viewsWhoseContentIsDrawnByCodeArePlainViewsWithoutAWarning() throws {
    let views = ["arskView", "skView", "arscnView", "sceneKitView", "mtkView", "glkView", "mapView", "wkWebView"]
    let subviews = views.enumerated().map { index, name in
        "<\(name) id=\"v\(index)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></\(name)>"
    }
    let text =
        header + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><view id=\"a\">"
        + "<rect key=\"frame\" x=\"0\" y=\"0\" width=\"100\" height=\"100\"/><subviews>" + subviews.joined()
        + "</subviews></view></objects></document>\n"
    #expect(try problems(text) == [])
}
