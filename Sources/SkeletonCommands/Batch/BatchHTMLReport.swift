import Foundation
import SkeletonSystem

/// `report.html`: a summary, then for each failing shot its baseline, actual and diff images side by
/// side with the changed region outlined. A page a browser opens at once: at most `budget` bytes
/// (64 MiB). Images are inlined while the page, with everything after them linked, stays within the
/// budget, and linked to their files (beside the report, or the baselines) after that. The page is
/// streamed through the one output writer one shot at a time, so the batch holds one image of it at
/// a time however many shots differ.
struct BatchHTMLReport {
    /// The largest page written, in bytes (64 MiB), inlined images included.
    static let budget = 64 << 20
    /// What `src="…"` of an inlined PNG starts with.
    private static let dataPrefix = "data:image/png;base64,"

    /// The results and where their images are.
    let report: BatchReport

    /// Writes the page to `path` within `budget` bytes (when even the page with every image linked
    /// is larger, that page: its text cannot be dropped).
    func write(to path: String, budget: Int = Self.budget) throws(FileError) {
        let failing = report.results.filter(\.fails)
        // The page's size so far plus the rest of it linked: an image is inlined when the page
        // stays within the budget with it inlined and every later image linked.
        var projected =
            head(failing: failing.count).utf8.count + Self.tail.utf8.count
            + failing.reduce(0) { $0 + section($1, inline: [:]).utf8.count }
        try OutputFile.stream(to: path) { (sink: OutputFile.Sink) throws(FileError) in
            try sink.append(Array(head(failing: failing.count).utf8))
            for result in failing {
                var inline: [String: String] = [:]
                for (_, path) in images(result) {
                    guard let bytes = FileManager.default.contents(atPath: path) else { continue }
                    let grows = Self.dataPrefix.utf8.count + (bytes.count + 2) / 3 * 4 - link(path).utf8.count
                    guard projected + grows <= budget else { continue }
                    inline[path] = Self.dataPrefix + bytes.base64EncodedString()
                    projected += grows
                }
                try sink.append(Array(section(result, inline: inline).utf8))
            }
            try sink.append(Array(Self.tail.utf8))
        }
    }

    /// The page's start: styles, the headline and the obsolete baselines.
    private func head(failing: Int) -> String {
        let results = report.results
        var page = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <title>skeleton-preview: \(failing) of \(results.count) shots differ</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #222; }
            .row { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
            figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
            .frame { position: relative; display: inline-block; border: 1px solid #ccc; }
            .frame img { display: block; max-width: 360px; height: auto; image-rendering: pixelated; }
            .box { position: absolute; outline: 2px solid #ff00ff; box-sizing: border-box; }
            </style></head><body>
            <h1>\(failing) of \(results.count) shots differ</h1>

            """
        if failing == 0 { page += "<p>Every shot matches its baseline.</p>\n" }
        let obsolete = report.obsolete
        if !obsolete.isEmpty {
            page +=
                "<p>\(obsolete.count) baseline\(obsolete.count == 1 ? "" : "s") no shot uses"
                + (report.pruned ? " (removed)" : "") + ": "
                + obsolete.map { "<code>\(BatchReport.escape($0))</code>" }.joined(separator: ", ") + "</p>\n"
        }
        return page
    }

    /// The page's end.
    private static let tail = "</body></html>\n"

    /// The captions and files of `result`'s images that exist: baseline, actual, diff.
    private func images(_ result: BatchResult) -> [(caption: String, path: String)] {
        let finisher = report.finisher
        let candidates: [(String, String?)] = [
            ("baseline", report.baselinePath(result)), ("actual", finisher.actualPath(result.name)),
            ("diff", result.status == .differs ? finisher.diffPath(result.name) : nil),
        ]
        return candidates.compactMap { caption, path in
            guard let path, FileKind(path: path) == .regular else { return nil }
            return (caption, path)
        }
    }

    /// One failing shot: its name, summary, approval command and images, each `inline[path]` when
    /// given, else linked.
    private func section(_ result: BatchResult, inline: [String: String]) -> String {
        var text =
            "<section><h2>\(BatchReport.escape(result.name))</h2><p>\(BatchReport.escape(report.summary(result)))</p>\n"
            + "<p>Approve it: <code>\(BatchReport.escape(report.approveCommand(result)))</code></p>\n"
            + "<div class=\"row\">\n"
        for (caption, path) in images(result) {
            text += "<figure><figcaption>\(caption)</figcaption><div class=\"frame\">"
            text += "<img alt=\"\(caption)\" src=\"\(inline[path] ?? BatchReport.escape(link(path)))\">"
            if let box = result.box, result.width > 0, result.height > 0 {
                let percent = { (value: Int, whole: Int) in SwiftLiteral.number(100 * Double(value) / Double(whole)) }
                text +=
                    "<div class=\"box\" style=\"left: \(percent(box.x, result.width))%; top: \(percent(box.y, result.height))%; "
                    + "width: \(percent(box.width, result.width))%; height: \(percent(box.height, result.height))%\"></div>"
            }
            text += "</div></figure>\n"
        }
        return text + "</div></section>\n"
    }

    /// A relative URL from the report's folder to `path` (`NAME.actual.png` beside it,
    /// `../baselines/NAME.png`), each name percent-encoded so `#`, `?` and `%` stay part of it.
    func link(_ path: String) -> String {
        let folder = URL(fileURLWithPath: report.finisher.options.outDirectory).standardizedFileURL.pathComponents
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let shared = zip(folder, target).prefix { $0 == $1 }.count
        let up = Array(repeating: "..", count: folder.count - shared)
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/;?#%")
        let names = target.dropFirst(shared).map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0 }
        return (up + names).joined(separator: "/")
    }
}
