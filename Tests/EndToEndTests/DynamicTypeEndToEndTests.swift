import Foundation
import TestSupport
import Testing

/// The text lines `dump` reports for a Title 1 label with `relativeToFont` lines and a 17-point
/// body label that wraps, at a content size category.
private func textLines(at category: String, in scratch: TemporaryDirectory) throws -> [[Double]] {
    let theme = try scratch.write(
        "t.theme.json",
        #"""
        {"layouts": [{"name": "L", "size": [200, 300], "root": {"type": "stack", "alignment": "leading", "children": [
          {"type": "label", "text": "Title", "font": {"family": "Roboto", "textStyle": "title1"},
           "skeletonTextLineHeight": "relativeToFont"},
          {"type": "label", "text": "Body text that wraps", "numberOfLines": 0, "font": {"family": "Roboto", "size": 17}}]}}]}
        """#)
    let result = try Executable.run([
        "dump", theme, "--layout", "L", "--style", "solid", "--content-size", category,
    ])
    #expect(result.status == 0, "\(result.error)")
    let json = try JSONSerialization.jsonObject(with: Data(result.standard.utf8)) as? [String: Any]
    let commands = json?["commands"] as? [[String: Any]] ?? []
    return commands.filter { $0["role"] as? String == "textLine" }.compactMap { $0["rect"] as? [Double] }
}

@Test func dumpAtAccessibilityLargeScalesTheTitleLineAndWrapsTheBody() throws {
    let scratch = try TemporaryDirectory()
    // Roboto's UIKit line height is 1.171875 em: Title 1 is 28 pt at large (32.8125) and 43 pt at
    // accessibilityLarge (50.390625); the 17-point body becomes 33 pt and wraps onto three lines.
    #expect(try textLines(at: "large", in: scratch).map { $0[3] } == [32.813, 15])
    let lines = try textLines(at: "accessibilityLarge", in: scratch)
    #expect(lines.map { $0[3] } == [50.391, 15, 15, 15])
}
