import Foundation
import TestSupport
import Testing

/// `validate` warns about a layout whose shift is over 0.1, at its root view, naming the views
/// that move most; a layout within the threshold passes silently.
struct LayoutShiftCheckTests {
    /// A 100 × 100 layout written for this test: a 4-line label placed 20 high by its frame, whose
    /// skeleton grows on show to 4 · 15 + 3 · 10 = 90 (UILabel+Extensions.swift).
    static func theme(lines: Int) -> String {
        """
        {"name": "Grow", "layouts": [{"name": "Grow", "size": [100, 100],
          "root": {"type": "view", "id": "box", "children": [
            {"type": "label", "id": "title", "text": "Oak", "numberOfLines": \(lines), "frame": [0, 0, 100, 20]}
          ]}}]}
        """
    }

    /// Impact: the union 100 × 90 over 100 × 100 = 0.9; distance: the bottom moves 70 of 100 = 0.7;
    /// 0.9 × 0.7 = 0.63.
    @Test func aGrowingLabelOverTheThresholdIsAWarningAtTheLayoutsRoot() throws {
        let scratch = try TemporaryDirectory()
        let path = try scratch.write("grow.theme.json", Self.theme(lines: 4))
        let run = CommandRun(["validate", path], services: TestPlatform.services)
        #expect(run.status == 0, "a warning is not an error: \(run.error)")
        #expect(
            run.standard.contains(
                "\(path):2:11: warning: layout 'Grow' shifts 0.63 when the content replaces the skeleton (over 0.1); "
                    + "moving most: title [0.0] 0,0 100×90 → 0,0 100×20 (0.63) — give each label the height its lines "
                    + "need (or set skeletonTextNumberOfLines) so it does not grow on show, and keep views hidden "
                    + "while active out of stacks; `explain --layout 'Grow'` lists every move\n"))
        #expect(run.standard.hasSuffix("validated 1 theme: 0 errors, 1 warning\n"))
    }

    /// One line: 15 high in its 20 points, nothing grows, score 0.
    @Test func aLayoutThatDoesNotMoveHasNoWarning() throws {
        let scratch = try TemporaryDirectory()
        let path = try scratch.write("grow.theme.json", Self.theme(lines: 1))
        let run = CommandRun(["validate", path], services: TestPlatform.services)
        #expect(run.status == 0)
        #expect(!run.standard.contains("shifts"))
    }
}
