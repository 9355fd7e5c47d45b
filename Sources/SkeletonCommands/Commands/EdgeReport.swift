import SkeletonCompose
import SkeletonCore
import SkeletonDocument

/// The edge measurement in words: the table `capture --measure-edges` prints, and the warnings
/// `validate --overlay` gives for the views off by more than the threshold.
enum EdgeReport {
    /// One line per skeleton view (how far the skeleton reaches past the screenshot's ink at its
    /// top, left, bottom and right, in points), then the screen's mean and largest.
    static func text(_ measurement: EdgeMeasurement, layout: String) -> String {
        var lines = [
            "edges of \(layout) against the overlay (points the skeleton reaches past the ink; - stops short):"
        ]
        let width = measurement.views.map(\.name.count).max() ?? 0
        for view in measurement.views {
            let name = view.name.padding(toLength: width, withPad: " ", startingAt: 0)
            guard let edges = view.edges, let offBy = view.offBy else {
                lines.append("  \(name)  no text or image beneath it in the screenshot")
                continue
            }
            let mark = offBy > EdgeMeasurement.threshold ? "  OFF" : ""
            lines.append(
                "  \(name)  top \(signed(edges.top))  left \(signed(edges.left))  bottom \(signed(edges.bottom))  "
                    + "right \(signed(edges.right))  off by \(number(offBy))\(mark)")
        }
        lines.append(summary(measurement))
        return lines.joined(separator: "\n") + "\n"
    }

    /// "screen: 6 views measured, mean 1.5 pt, max 3 pt, 0 over 4 pt".
    static func summary(_ measurement: EdgeMeasurement) -> String {
        guard let mean = measurement.mean, let max = measurement.max else {
            return "screen: no view has text or image beneath it in the screenshot"
        }
        return "screen: \(measurement.measured.count) views measured, mean \(number(mean)) pt, max \(number(max)) pt, "
            + "\(measurement.offViews.count) over \(number(EdgeMeasurement.threshold)) pt"
    }

    /// A warning for each view off by more than the threshold, at the view's source position
    /// (else at the top of `file`, the view named in the message).
    static func warnings(_ measurement: EdgeMeasurement, layout: String, file: String, overlay: String)
        -> [Diagnostic]
    {
        measurement.offViews.map { view in
            let edges = view.edges ?? .zero
            var diagnostic = Diagnostic(
                file: view.location?.file ?? file, line: view.location?.line ?? 1,
                column: view.location?.column ?? 1, severity: .warning,
                message: "\(view.name) in \(layout) is \(number(view.offBy ?? 0)) pt off the screenshot \(overlay) "
                    + "(top \(signed(edges.top)), left \(signed(edges.left)), bottom \(signed(edges.bottom)), "
                    + "right \(signed(edges.right)); over \(number(EdgeMeasurement.threshold)) pt)",
                keyPath: "",
                fix: "match the view's frame, padding or text line height to the real screen, or check the "
                    + "screenshot's alignment with capture --overlay (--overlay-offset, --overlay-scale)")
            diagnostic.layout = layout
            return diagnostic
        }
    }

    /// A length in points to one decimal, without a useless ".0".
    static func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return FrameRequest.points(tenths == 0 ? 0 : tenths)
    }

    /// A length with its sign: "+2", "-0.5", "0".
    static func signed(_ value: Double) -> String {
        let text = number(value)
        return text.hasPrefix("-") || text == "0" ? text : "+" + text
    }
}
