/// Compares a translation of the front page with the English README.md, section by section: the
/// same headings at the same levels in the same order, the same fenced code blocks byte for byte,
/// the same inline code spans and the same link and image targets (each resolved from its page's
/// folder; an in-page `#anchor` compared by the heading it leads to). Prose is not compared, and
/// neither is the language links line, which differs by design in every version.
enum TranslationSync {
    /// One line per difference, naming the translation's language, the English section that drifted
    /// (its heading and line) and what differs; empty when the translation is in step.
    static func differences(english: MarkdownPage, translation: MarkdownPage) -> [String] {
        let language = String(translation.path.split(separator: "/").last ?? "").replacing(/^README\.|\.md$/, with: "")
        let lead = "\(translation.path) (\(language)) drifted from \(english.path)"
        let englishHeadings = english.headings
        let translatedHeadings = translation.headings
        if let mismatch = headingMismatch(englishHeadings, translatedHeadings, english.path, translation.path) {
            return ["\(lead): \(mismatch)"]
        }
        let englishSections = sections(of: english, anchorsNamedBy: englishHeadings)
        let translatedSections = sections(of: translation, anchorsNamedBy: englishHeadings)
        return zip(englishSections, translatedSections).enumerated().flatMap { index, pair in
            let heading = index > 0 ? englishHeadings[index - 1] : nil
            let place =
                heading.map { "“\($0.text)” (\(english.path):\($0.line))" } ?? "the text before the first heading"
            return compare(pair.0, pair.1).map { "\(lead) in \(place): \($0)" }
        }
    }

    /// What a section holds that a translation keeps as it is.
    private struct Section {
        /// Its fenced code blocks, in order.
        var codeBlocks: [MarkdownPage.CodeBlock] = []
        /// How often each inline code span occurs.
        var codeSpans: [String: Int] = [:]
        /// How often each link or image target occurs, as `key(of:on:headingAnchors:englishHeadings:)` names it.
        var targets: [String: Int] = [:]
    }

    /// The first place where the two pages' headings differ in number or level, or nil.
    private static func headingMismatch(
        _ english: [MarkdownPage.Heading], _ translated: [MarkdownPage.Heading], _ englishPath: String,
        _ translatedPath: String
    ) -> String? {
        for index in 0..<max(english.count, translated.count) {
            let theirs = index < english.count ? english[index] : nil
            let ours = index < translated.count ? translated[index] : nil
            guard theirs?.level != ours?.level else { continue }
            let after = index == 0 ? "at the first heading" : "after “\(english[index - 1].text)”"
            let englishSide =
                theirs.map { "\(englishPath):\($0.line) has “\($0.text)” (level \($0.level))" }
                ?? "\(englishPath) has no more headings"
            let translatedSide =
                ours.map { "\(translatedPath):\($0.line) has “\($0.text)” (level \($0.level))" }
                ?? "the translation has no more headings"
            return "the headings differ \(after): \(englishSide), \(translatedSide)"
        }
        return nil
    }

    /// The page cut at its headings: the text before the first heading, then one section per heading
    /// (the heading line included). The language links line belongs to none.
    private static func sections(of page: MarkdownPage, anchorsNamedBy english: [MarkdownPage.Heading]) -> [Section] {
        let starts = page.headings.map(\.line)
        let headingAnchors = page.headings.map(\.anchor)
        var sections = [Section](repeating: Section(), count: starts.count + 1)
        func section(at line: Int) -> Int { starts.lastIndex { $0 <= line }.map { $0 + 1 } ?? 0 }
        for block in page.codeBlocks { sections[section(at: block.line)].codeBlocks.append(block) }
        for (number, text) in page.proseLines where !LanguageLinks.isLanguageLine(text) {
            for span in text.matches(of: /`([^`]+)`/) {
                sections[section(at: number)].codeSpans[String(span.1), default: 0] += 1
            }
        }
        for link in page.links where !LanguageLinks.isLanguageLine(page.lines[link.line - 1]) {
            let key = key(of: link.target, on: page.path, headingAnchors: headingAnchors, englishHeadings: english)
            sections[section(at: link.line)].targets[key, default: 0] += 1
        }
        return sections
    }

    /// A target as both versions must name it: a URL as it is; a file resolved from the page's folder
    /// to a path from the repository root; a link into the page itself as `#` and the anchor of the
    /// English heading in the same place, since each version's headings make their own anchors.
    private static func key(
        of target: String, on path: String, headingAnchors: [String], englishHeadings: [MarkdownPage.Heading]
    ) -> String {
        guard target.firstMatch(of: /^[a-z][a-z0-9+.-]*:/) == nil else { return target }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file = parts[0].isEmpty ? path : LinkCheck.resolve(String(parts[0]), from: path)
        guard file == path else { return target.contains("#") ? file + "#" + parts[1] : file }
        guard parts.count == 2 else { return "this page" }
        guard let index = headingAnchors.firstIndex(of: String(parts[1])), index < englishHeadings.count else {
            return "#\(parts[1]) (no heading of this page)"
        }
        return "#" + englishHeadings[index].anchor
    }

    /// What differs between an English section and its translation.
    private static func compare(_ english: Section, _ translated: Section) -> [String] {
        var found: [String] = []
        if english.codeBlocks.count != translated.codeBlocks.count {
            found.append(
                "\(english.codeBlocks.count) code blocks in English, \(translated.codeBlocks.count) in the translation")
        }
        for (number, (theirs, ours)) in zip(english.codeBlocks, translated.codeBlocks).enumerated()
        where (theirs.info, theirs.text) != (ours.info, ours.text) {
            found.append(
                "code block \(number + 1) (English line \(theirs.line), translated line \(ours.line)) \(blockDifference(theirs, ours))"
            )
        }
        found += countDifferences(english.codeSpans, translated.codeSpans, kind: "inline code")
        found += countDifferences(english.targets, translated.targets, kind: "link or image")
        return found
    }

    /// How two code blocks differ: their info strings, or their first different line.
    private static func blockDifference(_ english: MarkdownPage.CodeBlock, _ translated: MarkdownPage.CodeBlock)
        -> String
    {
        guard english.info == translated.info else {
            return "opens with ```\(english.info) in English, ```\(translated.info) in the translation"
        }
        let theirs = english.text.components(separatedBy: "\n")
        let ours = translated.text.components(separatedBy: "\n")
        let line = (0..<min(theirs.count, ours.count)).first { theirs[$0] != ours[$0] } ?? min(theirs.count, ours.count)
        let show = { (lines: [String]) in line < lines.count ? "“\(lines[line])”" : "nothing" }
        return "differs at its line \(line + 1): English has \(show(theirs)), the translation \(show(ours))"
    }

    /// One line per item that occurs a different number of times, in name order.
    private static func countDifferences(_ english: [String: Int], _ translated: [String: Int], kind: String)
        -> [String]
    {
        Set(english.keys).union(translated.keys).sorted().compactMap { item in
            let theirs = english[item, default: 0]
            let ours = translated[item, default: 0]
            return theirs == ours ? nil : "\(kind) `\(item)`: \(theirs) in English, \(ours) in the translation"
        }
    }
}
