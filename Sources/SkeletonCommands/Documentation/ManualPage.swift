import Foundation
import SkeletonGallery

/// The man page skeleton-preview(1) in roff, made from the same declarations as `--help` (usage,
/// details, options, keys, environment), so the installed page never drifts from the program.
package enum ManualPage {
    /// The whole page.
    package static var roff: String {
        var page = [
            ".TH SKELETON-PREVIEW 1 \"\" \"skeleton-preview \(appVersion)\" \"User Commands\"",
            ".SH NAME",
            "skeleton-preview \\- preview SkeletonView skeleton loading screens, live",
            ".SH SYNOPSIS",
        ]
        for form in [GalleryCommand.usage] + CommandLineTool.commands.map({ $0.usage }) {
            page += [".B skeleton-preview", escape(String(form.dropFirst("skeleton-preview ".count))), ".br"]
        }
        page += [".SH DESCRIPTION"] + paragraphs(GalleryCommand.details)
        page += [
            ".PP",
            escape(
                "Without a theme the shipped themes are opened: from the installed share/skeleton-preview/Themes "
                    + "beside the binary's bin folder, or from the source tree's Themes/ folder."),
        ]
        page += [".SH OPTIONS"] + options(GalleryCommand.options + [.help])
        page.append(".SH COMMANDS")
        for command in CommandLineTool.commands {
            page += [".SS \(escape(command.name))", ".PP", escape(command.summary) + "."]
            for form in [command.usage] + command.synopsis {
                page += [".PP", ".nf", escape(form), ".fi"]
            }
            page += paragraphs(command.details) + options(command.options + [.help])
        }
        page.append(".SH KEYS")
        for binding in KeyBindings.table {
            page += [".TP", ".B \(escape(binding.keys))", escape(binding.action)]
        }
        page.append(".SH ENVIRONMENT")
        for variable in GalleryCommand.environmentVariables {
            page += [".TP", ".B \(escape(variable.name))", escape(variable.meaning)]
        }
        page += [
            ".SH EXIT STATUS",
            "0 success, 1 failure, 2 usage error (the message names the mistake and shows the usage).",
            ".SH FILES",
            ".TP",
            ".I PREFIX/share/skeleton-preview/Themes",
            "the shipped themes, their layouts, images and the JSON Schema skeleton-theme.schema.json",
            ".SH SEE ALSO",
            "The manual of the source tree: README.md (set-up, quick start) and Docs/, whose themes.md is the theme format, every key and value.",
        ]
        return page.joined(separator: "\n") + "\n"
    }

    /// Option entries as tagged paragraphs.
    private static func options(_ options: [CommandOption]) -> [String] {
        options.flatMap { option in [".TP", ".B \(escape(option.signature))", escape(option.summary)] }
    }

    /// Paragraphs separated by blank lines, each as one `.PP` block.
    private static func paragraphs(_ text: String) -> [String] {
        text.components(separatedBy: "\n\n").flatMap { paragraph in
            [".PP", escape(paragraph.replacingOccurrences(of: "\n", with: " "))]
        }
    }

    /// Text safe in roff: backslashes and hyphens escaped, no control character at a line start.
    static func escape(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}

/// `skeleton-preview manpage`: prints the man page, for packagers and `make install`.
enum ManualCommand: Subcommand {
    /// The name typed after `skeleton-preview`.
    static let name = "manpage"
    /// One line for the list of commands.
    static let summary = "print the man page skeleton-preview(1) in roff (make install installs it)"
    /// The usage line printed under errors.
    static let usage = "skeleton-preview manpage"
    /// What the command does.
    static let details = """
        Prints the manual page, made from the same definitions as --help. Read it without
        installing: skeleton-preview manpage | man -l -
        """
    /// No positional arguments.
    static let operands = ValueCompletion.none
    /// No options besides `--help`.
    static let options: [CommandOption] = []

    /// Prints the page.
    static func run(arguments: [String], context: CommandContext) throws -> Int32 {
        var reader = ArgumentReader(arguments, usage: usage)
        if let token = try reader.next() {
            switch token {
            case .positional(let word): throw reader.usageError("manpage takes no arguments, got '\(word)'")
            case .option(let name): throw reader.unknownOption(name, known: optionNames)
            }
        }
        context.output.standard(ManualPage.roff)
        return 0
    }
}
