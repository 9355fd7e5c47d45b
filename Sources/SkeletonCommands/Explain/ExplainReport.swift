import SkeletonCompose
import SkeletonCore

/// The scene builder's decisions for a layout, worded for people (`text`) and as stable JSON
/// (`json`): one entry per view, in tree order.
struct ExplainReport {
    /// Every view's decision, to name the views that stop a descent or hide a subtree.
    let decisions: [SkeletonDecision]
    /// The decisions to print.
    let shown: [SkeletonDecision]
    /// The layout's name.
    let layout: String
    /// The file as the user named it.
    let file: String
    /// The theme's appearance (the fallbacks a view's keys override).
    let appearance: SkeletonAppearance
    /// Light or dark.
    let scheme: ColorScheme
    /// How far the views shown jump when the content replaces the skeleton.
    let shift: LayoutShift
    /// How far each skeleton view is from the `--overlay` screenshot's ink; nil without one.
    let edges: EdgeMeasurement?

    /// The skeleton colours for the scheme.
    var colors: ResolvedSkeletonColors { ResolvedSkeletonColors(appearance: appearance, scheme: scheme) }

    /// The decisions in words, as the window's inspector words them too.
    var wording: DecisionWording { DecisionWording(decisions: decisions) }

    /// One block per view, indented by depth.
    var text: String {
        let tint = colors.tint
        var lines = [
            "layout '\(layout)' of \(file)",
            "skeleton colour \(tint.hexString), its complement \(tint.complementary.hexString) (\(scheme.rawValue)); "
                + "gradient " + colors.gradient.map(\.hexString).joined(separator: " "),
        ]
        for decision in shown {
            let indent = String(repeating: "  ", count: decision.depth)
            lines.append(indent + wording.heading(decision))
            lines += (wording.reasons(decision) + edgeLines(decision)).map { "\(indent)  " + $0 }
        }
        let edgeSummary = edges.map { [EdgeReport.summary($0)] } ?? []
        return (lines + shiftLines + edgeSummary).joined(separator: "\n")
    }

    /// How far the view's skeleton is from the screenshot's ink beneath it, when it was measured.
    func edgeLines(_ decision: SkeletonDecision) -> [String] {
        guard let view = edges?.views.first(where: { $0.path == decision.path }) else { return [] }
        guard let edges = view.edges, let offBy = view.offBy else {
            return ["screenshot: no text or image beneath its skeleton"]
        }
        let over = offBy > EdgeMeasurement.threshold ? " (over \(Self.number(EdgeMeasurement.threshold)) pt)" : ""
        return [
            "screenshot: off by \(EdgeReport.number(offBy)) pt\(over): the skeleton reaches past the ink by top "
                + "\(EdgeReport.signed(edges.top)), left \(EdgeReport.signed(edges.left)), bottom "
                + "\(EdgeReport.signed(edges.bottom)), right \(EdgeReport.signed(edges.right))"
        ]
    }

    /// The layout shift: the score, then each view that moves or resizes, before → after.
    var shiftLines: [String] {
        guard !shift.views.isEmpty else {
            let what = shown.count == decisions.count ? "the content takes" : "these views' content takes"
            return ["layout shift 0: \(what) the skeleton's place exactly"]
        }
        return ["layout shift \(Self.number(shift.score)) when the content replaces the skeleton (x,y w×h):"]
            + shift.views.map { view in
                "  \(view.node.id ?? "-") \(view.node.kind.rawValue) [\(view.path)]: \(DecisionWording.box(view.skeleton)) → "
                    + "\(DecisionWording.box(view.content)) (\(Self.number(view.score)))"
            }
    }

    /// A length without a useless ".0", at most 3 decimals.
    static func number(_ value: Double) -> String { DecisionWording.number(value) }
}
