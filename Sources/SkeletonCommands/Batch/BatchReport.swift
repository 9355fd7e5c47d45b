import Foundation
import SkeletonCompose
import SkeletonCore
import SkeletonVisibleText

/// The reports of a compared batch: JSON for scripts (and for merging shards), JUnit XML for CI
/// systems, Markdown for a pull request; the HTML page is `BatchHTMLReport`.
struct BatchReport {
    /// Every shot's result, in batch order.
    let results: [BatchResult]
    /// Where each shot's files are.
    let finisher: BatchShotFinisher
    /// How many shots the whole batch has, every shard's.
    let batchShots: Int
    /// The shard these results are, or nil for the whole batch.
    let shard: BatchShard?
    /// The baselines no shot of the batch uses (`NAME.png` files, a loop's `NAME` folders), sorted.
    var obsolete: [String] = []
    /// Whether `--prune` removed them.
    var pruned = false

    /// The reports' files in the output folder: JSON, JUnit XML, HTML, Markdown.
    static let files = ["report.json", "report.xml", "report.html", "report.md"]

    /// `{"shots": N, "failed": F, "batchShots": B, "baselines": DIR, "results": [{"index", "name",
    /// "status", "changedPixels", …}]}` (and `"shard": "K/N"` for a shard), keys sorted; the
    /// actual and diff images are named relative to the report's folder, so a folder of reports
    /// can be moved or merged.
    var json: String {
        let entries: [[String: Any]] = results.map { result in
            var entry: [String: Any] = [
                "index": result.index, "name": result.name, "line": result.line, "status": result.status.rawValue,
                "changedPixels": result.changedPixels, "largestDifference": result.largestDifference,
                "width": result.width, "height": result.height,
            ]
            if let box = result.box { entry["box"] = [box.x, box.y, box.width, box.height] }
            if result.fails { entry["actual"] = BatchShotFinisher.actualFile(result.name) }
            if hasDiff(result) { entry["diff"] = BatchShotFinisher.diffFile(result.name) }
            if let baseline = baselinePath(result) { entry["baseline"] = baseline }
            if let frames = result.frameCount { entry["frames"] = frames }
            if let frame = result.frame { entry["frame"] = frame }
            if let time = result.time { entry["time"] = time }
            if result.extraFrames > 0 { entry["extraFrames"] = result.extraFrames }
            return entry
        }
        var object: [String: Any] = [
            "shots": results.count, "failed": results.filter(\.fails).count, "results": entries,
            "batchShots": batchShots, "batch": finisher.options.batchPath, "obsolete": obsolete, "pruned": pruned,
        ]
        if let baselines = finisher.options.compareDirectory { object["baselines"] = baselines }
        if let shard { object["shard"] = shard.text }
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Whether a diff image was written for `result` (a difference at the baseline's size).
    private func hasDiff(_ result: BatchResult) -> Bool {
        result.status == .differs && result.box != nil
            && FileManager.default.fileExists(
                atPath: finisher.diffPath(result.name))
    }

    /// The baseline shown beside `result`: its PNG, or a loop's frame that differs.
    func baselinePath(_ result: BatchResult) -> String? {
        guard let path = finisher.baselinePath(result.name, loop: result.frameCount != nil) else { return nil }
        guard result.frameCount != nil, let frame = result.frame, let time = result.time else { return path }
        return path + "/" + FrameSequence.fileName(index: frame, time: time)
    }

    /// One `<testcase>` per shot, with a `<failure>` for a difference or a missing baseline.
    var junit: String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml +=
            "<testsuite name=\"skeleton-preview capture --batch\" tests=\"\(results.count)\" "
            + "failures=\"\(results.filter(\.fails).count)\" errors=\"0\">\n"
        for result in results {
            xml += "  <testcase classname=\"capture\" name=\"\(Self.escape(result.name))\""
            guard result.fails else {
                xml += "/>\n"
                continue
            }
            let message = Self.escape(summary(result))
            xml += ">\n    <failure message=\"\(message)\">\(message)</failure>\n  </testcase>\n"
        }
        return xml + "</testsuite>\n"
    }

    /// "1234 pixels changed, largest difference 40, in 300x20 at 16,64", a loop's "frame 3 of 10
    /// at 0.750s: …", or "no baseline at …".
    func summary(_ result: BatchResult) -> String {
        guard result.status != .missing else {
            return "no baseline at \(finisher.baselinePath(result.name, loop: result.frameCount != nil) ?? "")"
        }
        var text = ""
        if let count = result.frameCount, let frame = result.frame {
            if frame == count {
                return "the baseline has \(result.extraFrames) frame\(result.extraFrames == 1 ? "" : "s") more than "
                    + "the loop's \(count)"
            }
            text = "frame \(frame + 1) of \(count)" + (result.time.map { String(format: " at %.3fs", $0) } ?? "") + ": "
        }
        return text + "\(result.changedPixels) pixels changed, largest difference \(result.largestDifference)"
            + (result.box.map { ", in \($0.width)x\($0.height) at \($0.x),\($0.y)" } ?? "")
    }

    /// The command that records `result`'s shot as its baseline, and only it.
    func approveCommand(_ result: BatchResult) -> String {
        let options = finisher.options
        return ["skeleton-preview", "capture", "--batch", options.batchPath, "--out-dir", "approved"]
            .map(Self.quoted).joined(separator: " ")
            + " --compare-dir \(Self.quoted(options.compareDirectory ?? "")) --update \(Self.quoted(result.name))"
    }

    /// A word as a POSIX shell reads it back: as it is when plain, else in single quotes.
    private static func quoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./@=:,+".contains($0)) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A summary for a pull request's comment: a headline, a table of the shots that differ or
    /// have no baseline, each with the command that approves it, and the baselines no shot uses.
    var markdown: String {
        let failing = results.filter(\.fails)
        var text =
            failing.isEmpty
            ? "### skeleton-preview: all \(results.count) shots match their baselines\n"
            : "### skeleton-preview: \(failing.count) of \(results.count) shots differ\n\n"
                + "| shot | status | what changed | approve |\n| --- | --- | --- | --- |\n"
        for result in failing {
            let cells = [
                "`\(result.name)`", result.status.rawValue, summary(result), "`\(approveCommand(result))`",
            ]
            text += "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
        }
        if !obsolete.isEmpty {
            text +=
                "\n\(obsolete.count) baseline\(obsolete.count == 1 ? "" : "s") no shot uses"
                + (pruned ? " (removed with `--prune`)" : " (remove with `--prune`)") + ": "
                + obsolete.map { "`\($0)`" }.joined(separator: ", ") + "\n"
        }
        return text
    }

    /// GitHub Actions workflow commands: one `::error` per shot that differs or has no baseline,
    /// at its pattern's line of the batch file, so the pull request shows it there.
    var annotations: String {
        results.filter(\.fails).map { result in
            "::error file=\(Self.property(finisher.options.batchPath)),line=\(result.line),"
                + "title=\(Self.property("skeleton-preview: " + result.name))::"
                + Self.message(result.status == .missing ? "no baseline" : summary(result)) + "\n"
        }.joined()
    }

    /// A workflow command's message, escaped as GitHub's toolkit does (`%`, CR, LF).
    private static func message(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A workflow command's property value, escaped as GitHub's toolkit does (also `:` and `,`).
    private static func property(_ text: String) -> String {
        message(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// `text` safe in XML 1.0 and HTML text and attribute values: markup characters as entities,
    /// and what XML cannot carry (C0 controls, U+FFFE, U+FFFF) or a reader would not see (other
    /// controls, bidirectional and other format characters, line breaks) as visible `\u{1B}`
    /// escapes, so a CI system's strict parser reads `report.xml` whatever a path holds.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case _ where scalar.isInvisibleControl || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                escaped += VisibleText.escape(scalar)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
