import Foundation
import SkeletonCore
import SkeletonGallery

/// The text `simulate` prints: the inputs, then the answers (flashes, visible time, content
/// during the show fade), each count with its share of the loads.
enum SimulationReport {
    /// The report's lines for a simulation of the theme named `name` read from `path`.
    static func lines(_ simulation: LoadSimulation, name: String, path: String, options: LoadOptions) -> [String] {
        let statistics = simulation.statistics
        let transitions = simulation.transitions
        let n = statistics.loads
        var lines = [
            "simulated \(n) loads of \"\(name)\" (\(path)), seed \(options.seed)",
            "latency: \(options.latency.description)"
                + (statistics.latency.map {
                    " (drawn: p50 \(Milliseconds.text($0.p50)), p95 \(Milliseconds.text($0.p95)))"
                }
                    ?? ""),
            "theme: show delay \(Milliseconds.text(transitions.validDelay)), show fade "
                + "\(Milliseconds.text(transitions.show.fadeDuration)), hide fade "
                + "\(Milliseconds.text(transitions.hide.fadeDuration)), minimum visible "
                + Milliseconds.text(transitions.validMinimumVisible),
            "skeleton shown: " + share(statistics.shown, of: n),
            "flashes (visible under \(Milliseconds.text(SimulatedLoad.flashThreshold))): "
                + share(statistics.flashes, of: n),
        ]
        if let visible = statistics.visible {
            lines.append(
                "visible: p50 \(Milliseconds.text(visible.p50)), p95 \(Milliseconds.text(visible.p95)) "
                    + "(over the \(statistics.shown) loads that showed it)")
        } else {
            lines.append("visible: never (every load came before the show delay)")
        }
        lines.append("content during the show fade: " + share(statistics.contentDuringShowFade, of: n))
        if statistics.flashes > 0 || statistics.contentDuringShowFade > 0 {
            lines.append(
                "hint: a show delay (transition.delay) lets quick loads skip the skeleton; a minimum visible time "
                    + "(transition.minimumVisible, --min-visible) keeps it up long enough to read")
        }
        return lines
    }

    /// `12 of 1000 loads (1.2 %)`.
    static func share(_ count: Int, of total: Int) -> String {
        let percent = total > 0 ? Double(count) * 100 / Double(total) : 0
        return "\(count) of \(total) loads (" + String(format: "%.1f", percent) + " %)"
    }
}
