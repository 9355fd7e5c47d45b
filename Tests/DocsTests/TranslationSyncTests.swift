import TestSupport
import Testing

/// The translations of the front page keep in step with README.md, are reachable from it, and the
/// check that compares them names what drifted.
@Suite struct TranslationSyncTests {
    @Test(arguments: ManualFiles.translations)
    func theTranslationHasTheEnglishHeadingsCodeBlocksCommandsAndLinks(path: String) throws {
        let differences = TranslationSync.differences(
            english: try ManualFiles.page("README.md"), translation: try ManualFiles.page(path))
        #expect(differences == [], "\(differences.joined(separator: "\n"))\nUpdate \(path) to match README.md there.")
    }

    @Test(arguments: ["README.md"] + ManualFiles.translations)
    func theLineUnderTheTitleLinksEveryOtherLanguage(path: String) throws {
        let page = try ManualFiles.page(path)
        #expect(page.lines.first == "# skeleton-preview", "\(path): the title line stays as in English")
        let underTitle = page.lines.dropFirst().first { !$0.isEmpty }
        #expect(underTitle == LanguageLinks.line(for: path), "\(path): the language links line")
    }

    @Test func aHeadingMovedToAnotherLevelIsNamedWithItsPlaceInBothFiles() {
        let english = MarkdownPage(path: "README.md", text: "# T\n## A\ntext\n### A1\n## B\n")
        let translation = MarkdownPage(path: "Docs/i18n/README.es.md", text: "# T\n## A\ntexto\n## B\n### A1\n")
        #expect(
            TranslationSync.differences(english: english, translation: translation) == [
                "Docs/i18n/README.es.md (es) drifted from README.md: the headings differ after “## A”: README.md:4 has “### A1” (level 3), Docs/i18n/README.es.md:4 has “## B” (level 2)"
            ])
    }

    @Test func aMissingHeadingIsNamed() {
        let english = MarkdownPage(path: "README.md", text: "# T\n## A\n## B\n")
        let translation = MarkdownPage(path: "Docs/i18n/README.fr.md", text: "# T\n## A\n")
        #expect(
            TranslationSync.differences(english: english, translation: translation) == [
                "Docs/i18n/README.fr.md (fr) drifted from README.md: the headings differ after “## A”: README.md:3 has “## B” (level 2), the translation has no more headings"
            ])
    }

    @Test func aChangedCodeBlockIsNamedByItsSectionAndFirstDifferentLine() {
        let english = MarkdownPage(
            path: "README.md", text: "# T\n## Run\n```sh runnable\nmake run\nmake test   # all\n```\n")
        let translation = MarkdownPage(
            path: "Docs/i18n/README.pt-BR.md",
            text: "# T\n\n## Rodar\n```sh runnable\nmake run\nmake test   # tudo\n```\n")
        #expect(
            TranslationSync.differences(english: english, translation: translation) == [
                "Docs/i18n/README.pt-BR.md (pt-BR) drifted from README.md in “## Run” (README.md:2): code block 1 (English line 3, translated line 4) differs at its line 2: English has “make test   # all”, the translation “make test   # tudo”"
            ])
    }

    @Test func aCodeBlockOnAnotherLineUnderLongerProseIsTheSameBlock() {
        let english = MarkdownPage(path: "README.md", text: "# T\nRun:\n```sh\nmake run\n```\n")
        let translation = MarkdownPage(
            path: "Docs/i18n/README.es.md", text: "# T\n\nEjecuta,\ndesde la raíz:\n```sh\nmake run\n```\n")
        #expect(TranslationSync.differences(english: english, translation: translation) == [])
    }

    @Test func aCodeBlockWithAnotherInfoStringOrMissingIsNamed() {
        let english = MarkdownPage(path: "README.md", text: "# T\n```sh runnable\nls\n```\n```sh\nmake\n```\n")
        let translation = MarkdownPage(path: "Docs/i18n/README.es.md", text: "# T\n```sh\nls\n```\n")
        #expect(
            TranslationSync.differences(english: english, translation: translation) == [
                "Docs/i18n/README.es.md (es) drifted from README.md in “# T” (README.md:1): 2 code blocks in English, 1 in the translation",
                "Docs/i18n/README.es.md (es) drifted from README.md in “# T” (README.md:1): code block 1 (English line 2, translated line 2) opens with ```sh runnable in English, ```sh in the translation",
            ])
    }

    @Test func aMissingLinkAndAChangedCommandAreNamedInTheirSection() {
        let english = MarkdownPage(
            path: "README.md",
            text: "# T\n## Install\nRun `make install`; see [Install](Docs/install.md#packages).\n## Use\n")
        let translation = MarkdownPage(
            path: "Docs/i18n/README.fr.md", text: "# T\n## Installer\nLancez `make installer`.\n## Utiliser\n")
        #expect(
            TranslationSync.differences(english: english, translation: translation) == [
                "Docs/i18n/README.fr.md (fr) drifted from README.md in “## Install” (README.md:2): inline code `make install`: 1 in English, 0 in the translation",
                "Docs/i18n/README.fr.md (fr) drifted from README.md in “## Install” (README.md:2): inline code `make installer`: 0 in English, 1 in the translation",
                "Docs/i18n/README.fr.md (fr) drifted from README.md in “## Install” (README.md:2): link or image `Docs/install.md#packages`: 1 in English, 0 in the translation",
            ])
    }

    @Test func linksAreComparedByWhatTheyLeadToFromEachFilesFolder() {
        let english = MarkdownPage(
            path: "README.md",
            text:
                "# T\n[setup](#set-up-two-commands) ![shot](Assets/a.png) [guide](Docs/ci.md#review) [web](https://e.org)\n## Set-up: two commands\n"
        )
        let translation = MarkdownPage(
            path: "Docs/i18n/README.es.md",
            text:
                "# T\n[web](https://e.org) [guía](../ci.md#review) ![captura](../../Assets/a.png) [instalación](#instalación-dos-comandos)\n## Instalación: dos comandos\n"
        )
        #expect(TranslationSync.differences(english: english, translation: translation) == [])
    }

    @Test func anAnchorToAnotherHeadingOrToTheEnglishPageIsADifference() {
        let english = MarkdownPage(path: "README.md", text: "# T\n[a](#one)\n## One\n## Two\n")
        let translation = MarkdownPage(
            path: "Docs/i18n/README.de.md", text: "# T\n[a](#zwei) [b](../../README.md#one)\n## Eins\n## Zwei\n")
        #expect(
            TranslationSync.differences(english: english, translation: translation) == [
                "Docs/i18n/README.de.md (de) drifted from README.md in “# T” (README.md:1): link or image `#one`: 1 in English, 0 in the translation",
                "Docs/i18n/README.de.md (de) drifted from README.md in “# T” (README.md:1): link or image `#two`: 0 in English, 1 in the translation",
                "Docs/i18n/README.de.md (de) drifted from README.md in “# T” (README.md:1): link or image `README.md#one`: 0 in English, 1 in the translation",
            ])
    }

    @Test func theLanguageLinksLineIsLeftOutOfTheComparison() {
        let english = MarkdownPage(path: "README.md", text: "# T\n\n\(LanguageLinks.line(for: "README.md"))\n")
        let translation = MarkdownPage(
            path: "Docs/i18n/README.ko.md", text: "# T\n\n\(LanguageLinks.line(for: "Docs/i18n/README.ko.md"))\n")
        #expect(TranslationSync.differences(english: english, translation: translation) == [])
    }

    @Test func theLanguageLinksLineLinksEachOtherVersionFromTheFilesFolder() {
        #expect(
            LanguageLinks.line(for: "README.md")
                == "English | [Español](Docs/i18n/README.es.md) | [简体中文](Docs/i18n/README.zh-Hans.md) | [Português (Brasil)](Docs/i18n/README.pt-BR.md) | [한국어](Docs/i18n/README.ko.md) | [Français](Docs/i18n/README.fr.md) | [Deutsch](Docs/i18n/README.de.md)"
        )
        #expect(
            LanguageLinks.line(for: "Docs/i18n/README.fr.md")
                == "[English](../../README.md) | [Español](README.es.md) | [简体中文](README.zh-Hans.md) | [Português (Brasil)](README.pt-BR.md) | [한국어](README.ko.md) | Français | [Deutsch](README.de.md)"
        )
    }
}
