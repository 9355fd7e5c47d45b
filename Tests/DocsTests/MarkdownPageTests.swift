import Foundation
import TestSupport
import Testing

/// How the docs tests read Markdown: blocks, anchors and links as GitHub shows them.
@Suite struct MarkdownPageTests {
    @Test func anAnchorIsTheHeadingInLowerCaseWithoutPunctuationAndSpacesAsHyphens() {
        #expect(MarkdownPage.slug("Why does it look like that? `explain`") == "why-does-it-look-like-that-explain")
        #expect(
            MarkdownPage.slug("Visual regression in CI: `capture --batch`") == "visual-regression-in-ci-capture---batch"
        )
        #expect(MarkdownPage.slug("The window's inspector") == "the-windows-inspector")
        #expect(MarkdownPage.slug("snake_case and 2× scale") == "snake_case-and-2-scale")
    }

    @Test func aRepeatedHeadingGetsANumberedAnchorAndAHashInCodeIsNoHeading() {
        let page = MarkdownPage(path: "p.md", text: "# Limits\n\n```sh\n# not a heading\n```\n## Limits\n### Limits\n")
        #expect(page.anchors == ["limits", "limits-1", "limits-2"])
        #expect(
            page.headings == [
                .init(level: 1, line: 1, text: "# Limits", anchor: "limits"),
                .init(level: 2, line: 6, text: "## Limits", anchor: "limits-1"),
                .init(level: 3, line: 7, text: "### Limits", anchor: "limits-2"),
            ])
    }

    @Test func onlyAShBlockMarkedRunnableRuns() {
        let page = MarkdownPage(
            path: "p.md", text: "text\n```sh runnable\necho a\necho b\n```\n```sh\nmake run\n```\n```jsonc\n{}\n```\n")
        #expect(
            page.codeBlocks == [
                .init(info: "sh runnable", line: 2, text: "echo a\necho b"),
                .init(info: "sh", line: 6, text: "make run"),
                .init(info: "jsonc", line: 9, text: "{}"),
            ])
        #expect(page.codeBlocks.map(\.isRunnable) == [true, false, false])
    }

    @Test func anUnclosedFenceRunsToTheEndOfTheFile() {
        let page = MarkdownPage(path: "p.md", text: "```sh runnable\nfalse")
        #expect(page.codeBlocks == [.init(info: "sh runnable", line: 1, text: "false")])
    }

    @Test func linksAreReadOutsideCodeOnly() {
        let page = MarkdownPage(
            path: "p.md",
            text: "See [a](a.md#x) and ![b](img/b.png), not `[c](c.md)`.\n```\n[d](d.md)\n```\n[e](https://e.org)")
        #expect(
            page.links == [
                .init(line: 1, target: "a.md#x"), .init(line: 1, target: "img/b.png"),
                .init(line: 5, target: "https://e.org"),
            ])
    }

    @Test func aLinkToAMissingFileOrAnchorIsReportedAtItsLine() throws {
        let scratch = try TemporaryDirectory()
        try scratch.write("Docs/a.md", "# A\n\n## Part one\n")
        try scratch.write("Assets/x.png", "")
        try scratch.write(
            "Docs/b.md",
            "[ok](a.md#part-one) ![ok](../Assets/x.png) [web](https://example.org/none)\n[no](a.md#part-two)\n[gone](../Assets/y.png)\n[self](#b)\n# B"
        )
        let page = try MarkdownPage(path: "Docs/b.md", root: scratch.path)
        #expect(
            LinkCheck(root: scratch.path).problems(of: page) == [
                "Docs/b.md:2: a.md#part-two: no heading of Docs/a.md makes the anchor #part-two",
                "Docs/b.md:3: ../Assets/y.png names Assets/y.png, which does not exist",
            ])
    }

    @Test func aFailingRunnableBlockIsNamedByFileAndLineAndStopsThePage() throws {
        let scratch = try TemporaryDirectory()
        let themes = try scratch.write("Themes/t.theme.json", "{}")
        try FileManager.default.createDirectory(atPath: scratch.file("work"), withIntermediateDirectories: true)
        let page = MarkdownPage(
            path: "Docs/x.md",
            text:
                "# X\n```sh runnable\ntest -f Themes/t.theme.json\necho made > made.txt\n```\n```sh runnable\necho oops >&2\nfalse\n```\n```sh runnable\ntouch later.txt\n```"
        )
        let failure = try #require(
            try RunnableExamples.run(
                page, in: scratch.file("work"), themes: (themes as NSString).deletingLastPathComponent))
        #expect(failure.description == "Docs/x.md:6: the runnable block exited 1\noops\n")
        #expect(FileManager.default.fileExists(atPath: scratch.file("work/made.txt")))
        #expect(!FileManager.default.fileExists(atPath: scratch.file("work/later.txt")))
    }

    @Test func aPipelineThatFailsInTheMiddleFailsTheBlock() throws {
        let scratch = try TemporaryDirectory()
        try scratch.write("Themes/t.theme.json", "{}")
        try FileManager.default.createDirectory(atPath: scratch.file("work"), withIntermediateDirectories: true)
        let page = MarkdownPage(path: "p.md", text: "```sh runnable\nfalse | cat\n```")
        let failure = try RunnableExamples.run(page, in: scratch.file("work"), themes: scratch.file("Themes"))
        #expect(failure?.line == 1)
    }

    @Test func aTargetIsResolvedFromThePagesFolder() {
        #expect(LinkCheck.resolve("../Assets/x.png", from: "Docs/a.md") == "Assets/x.png")
        #expect(LinkCheck.resolve("Docs/a.md", from: "README.md") == "Docs/a.md")
        #expect(LinkCheck.resolve("./b.md", from: "Docs/a.md") == "Docs/b.md")
    }
}
