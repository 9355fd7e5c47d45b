import Foundation

/// The reports of a compared batch: JSON for scripts, JUnit XML for CI systems, and one
/// self-contained HTML page (images inlined) with baseline, actual and diff side by side and the
/// changed region outlined.
struct BatchReport {
    /// Every shot's result, in batch order.
    let results: [BatchResult]
    /// Where each shot's files are.
    let finisher: BatchShotFinisher

    /// `{"shots": N, "failed": F, "results": [{"name", "status", "changedPixels", …}]}`, keys sorted.
    var json: String {
        let entries: [[String: Any]] = results.map { result in
            var entry: [String: Any] = [
                "name": result.name, "status": result.status.rawValue, "changedPixels": result.changedPixels,
                "largestDifference": result.largestDifference, "width": result.width, "height": result.height,
            ]
            if let box = result.box { entry["box"] = [box.x, box.y, box.width, box.height] }
            if result.fails { entry["actual"] = finisher.actualPath(result.name) }
            if result.status == .differs, result.box != nil { entry["diff"] = finisher.diffPath(result.name) }
            if let baseline = finisher.baselinePath(result.name) { entry["baseline"] = baseline }
            return entry
        }
        let object: [String: Any] = [
            "shots": results.count, "failed": results.filter(\.fails).count, "results": entries,
        ]
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
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

    /// The page: a summary, then for each failing shot its three images with the box outlined.
    var html: String {
        let failing = results.filter(\.fails)
        var page = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <title>skeleton-preview: \(failing.count) of \(results.count) shots differ</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #222; }
            .row { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
            figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
            .frame { position: relative; display: inline-block; border: 1px solid #ccc; }
            .frame img { display: block; max-width: 360px; height: auto; image-rendering: pixelated; }
            .box { position: absolute; outline: 2px solid #ff00ff; box-sizing: border-box; }
            </style></head><body>
            <h1>\(failing.count) of \(results.count) shots differ</h1>

            """
        if failing.isEmpty { page += "<p>Every shot matches its baseline.</p>\n" }
        for result in failing {
            page +=
                "<section><h2>\(Self.escape(result.name))</h2><p>\(Self.escape(summary(result)))</p>\n<div class=\"row\">\n"
            let images: [(String, String?)] = [
                ("baseline", finisher.baselinePath(result.name)), ("actual", finisher.actualPath(result.name)),
                ("diff", result.status == .differs ? finisher.diffPath(result.name) : nil),
            ]
            for (caption, path) in images {
                guard let path, let bytes = FileManager.default.contents(atPath: path) else { continue }
                page += "<figure><figcaption>\(caption)</figcaption><div class=\"frame\">"
                page += "<img alt=\"\(caption)\" src=\"data:image/png;base64,\(bytes.base64EncodedString())\">"
                if let box = result.box, result.width > 0, result.height > 0 {
                    let percent = { (value: Int, whole: Int) in SwiftLiteral.number(100 * Double(value) / Double(whole))
                    }
                    page +=
                        "<div class=\"box\" style=\"left: \(percent(box.x, result.width))%; top: \(percent(box.y, result.height))%; "
                        + "width: \(percent(box.width, result.width))%; height: \(percent(box.height, result.height))%\"></div>"
                }
                page += "</div></figure>\n"
            }
            page += "</div></section>\n"
        }
        return page + "</body></html>\n"
    }

    /// "1234 pixels changed, largest difference 40, in 300x20 at 16,64" or "no baseline".
    private func summary(_ result: BatchResult) -> String {
        guard result.status != .missing else { return "no baseline at \(finisher.baselinePath(result.name) ?? "")" }
        return "\(result.changedPixels) pixels changed, largest difference \(result.largestDifference)"
            + (result.box.map { ", in \($0.width)x\($0.height) at \($0.x),\($0.y)" } ?? "")
    }

    /// `text` safe in XML and HTML text and attribute values.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
