import SkeletonCore

/// A theme in `shimmerTemplate` mode as UIView-Shimmer 1.0 code (`export swift`): show(on:) and
/// hide(on:) calling `setTemplateWithSubviews` with the theme's colours and animation, and with a
/// layout the `ShimmeringViewProtocol` conformance that gives the layout's identified views their
/// `shimmeringAnimatedItems` and `excludedItems`, in one `@MainActor` enum named after the theme.
struct ShimmerExport {
    /// The theme.
    let theme: Theme
    /// Its `setTemplateWithSubviews` parameters.
    let settings: ShimmerTemplateSettings
    /// The layout whose views the conformance serves, or nil for the look alone.
    let layout: LayoutSpec?
    /// The theme file's name, for the header comment.
    let fileName: String

    /// The enum's name: the theme's name in UpperCamelCase, then `Shimmer`.
    private var enumName: String {
        SwiftLiteral.typeName(theme.name, fallback: "Theme") + "Shimmer"
    }

    /// One view of the layout that UIView-Shimmer's collection stops at: what it animates and excludes.
    private struct Entry {
        /// The view's id, or nil (the export cannot reach it).
        let id: String?
        /// The ids of the views it animates (`shimmeringAnimatedItems`).
        let animated: [String]
        /// The ids it excludes (`excludedItems`).
        let excluded: [String]
    }

    /// The layout's views that take part as the preview reads the theme (`TemplateTargets`): a
    /// skeletonable leaf animates itself, a skeletonable view with `shimmeringAnimatedItems`
    /// animates those, and any view with `excludedItems` excludes them; in tree order.
    private var entries: [Entry] {
        guard let layout else { return [] }
        return ([layout.root] + SwiftLayoutExport.descendants(of: layout.root)).compactMap { node in
            let isLeaf = SwiftLayoutExport.descendants(of: node).isEmpty
            let conforms = node.isSkeletonable && (isLeaf || node.shimmeringAnimatedItems != nil)
            guard conforms || !node.excludedItems.isEmpty else { return nil }
            let animated = conforms ? node.shimmeringAnimatedItems ?? node.id.map { [$0] } ?? [] : []
            return Entry(id: node.id, animated: animated, excluded: node.excludedItems)
        }
    }

    /// What the code cannot do as the theme says; each is reported as a warning.
    var warnings: [String] {
        guard let layout, case let count = entries.filter({ $0.id == nil }).count, count > 0 else { return [] }
        return [
            "\(count) views of the layout \"\(layout.name)\" that take a template or exclude views have no id, so "
                + "the export cannot reach them (UIView-Shimmer animates only the views its conformance lists): give "
                + "them an `id` in the theme and the same accessibilityIdentifier in the app"
        ]
    }

    /// The whole Swift file.
    var text: String {
        var members = showFunction + [""] + hideFunction
        var conformance: [String] = []
        if let layout {
            members += [""] + itemsTable(layout) + [""] + SwiftLayoutExport.lookupFunction(access: "")
            conformance = [""] + conformanceLines
        }
        let name = SwiftLiteral.comment(theme.name)
        let lines =
            [
                "// The skeleton theme \"\(name)\" (\(SwiftLiteral.comment(fileName))) as UIView-Shimmer 1.0 code,",
                "// written by `skeleton-preview export swift`. Needs iOS 13 or later and Swift 6 (Xcode 16) or later.",
                "@preconcurrency import UIView_Shimmer  // UIView-Shimmer 1.0 predates Swift 6 concurrency checking",
                "import UIKit",
                "",
                "/// The look of the skeleton theme \"\(name)\": show(on:) while loading, hide(on:) after.",
                "@MainActor",
                "enum \(enumName) {",
            ] + SwiftSourceLines.indent(members) + ["}"] + conformance
        return lines.joined(separator: "\n") + "\n"
    }

    /// `show(on:)`: `setTemplateWithSubviews(true, …)` with every parameter the theme sets.
    private var showFunction: [String] {
        var arguments = [SwiftSourceLines.Argument(label: nil, value: ["true"], comment: nil)]
        if let color = settings.color {
            arguments.append(resolved("color", color))
        }
        arguments.append(SwiftSourceLines.Argument(label: "animate", value: ["\(settings.animate)"], comment: nil))
        if settings.animate {
            if let base = settings.viewBackgroundColor {
                arguments.append(resolved("viewBackgroundColor", base))
            }
            arguments.append(
                SwiftSourceLines.Argument(
                    label: "animationSpeed", value: [SwiftLiteral.number(settings.animationSpeed)],
                    comment: "the shimmer's duration in seconds"))
        }
        let defaults = [
            settings.color == nil ? "the placeholder is UIView-Shimmer's #D8D8D8 light, #333333 dark" : nil,
            settings.animate && settings.viewBackgroundColor == nil
                ? "the shimmer is made of the superview's background colour" : nil,
        ].compactMap { $0 }
        return [
            "/// Covers `view`'s conforming subviews with the template and the shimmer (colours resolved for the",
            "/// view's appearance, as the preview draws them)"
                + (defaults.isEmpty ? "." : ": " + defaults.joined(separator: "; ") + "."),
            "static func show(on view: UIView) {",
        ] + SwiftSourceLines.indent(SwiftSourceLines.call(open: "view.setTemplateWithSubviews(", arguments, close: ")"))
            + ["}"]
    }

    /// `hide(on:)`: `animate` stays true, because with false UIView-Shimmer leaves the shimmer layers.
    private var hideFunction: [String] {
        [
            "/// Removes the template and the shimmer (animate keeps its default, true: with false the shimmer stays).",
            "static func hide(on view: UIView) {",
            "    view.setTemplateWithSubviews(false)",
            "}",
        ]
    }

    /// A colour argument resolved against the view's traits: UIView-Shimmer reads its `cgColor`,
    /// which a dynamic colour would resolve for the current traits rather than the view's.
    private func resolved(_ label: String, _ color: AdaptiveColor) -> SwiftSourceLines.Argument {
        let value =
            color.light == color.dark
            ? SwiftLiteral.color(color)
            : SwiftSourceLines.wrap("", SwiftLiteral.color(color), ".resolvedColor(with: view.traitCollection)")
        return SwiftSourceLines.Argument(label: label, value: value, comment: SwiftLiteral.hexComment(color))
    }

    /// `shimmeringItems`: the identified entries by accessibilityIdentifier (the first of an id wins).
    private func itemsTable(_ layout: LayoutSpec) -> [String] {
        var seen: Set<String> = []
        let rows = entries.compactMap { entry -> String? in
            guard let id = entry.id, seen.insert(id).inserted else { return nil }
            let animated = entry.animated.map(SwiftLiteral.string).joined(separator: ", ")
            let excluded = entry.excluded.map(SwiftLiteral.string).joined(separator: ", ")
            return "\(SwiftLiteral.string(id)): (animated: [\(animated)], excluded: [\(excluded)]),"
        }
        return [
            "/// The views of the layout \(SwiftLiteral.string(SwiftLiteral.comment(layout.name))) that conform, by "
                + "accessibilityIdentifier (the theme's `id`):",
            "/// the identifiers of the views each animates and of those it excludes (with every view below them).",
            "static let shimmeringItems: [String: (animated: [String], excluded: [String])] = ["
                + (rows.isEmpty ? ":]" : ""),
        ] + (rows.isEmpty ? [] : SwiftSourceLines.indent(rows) + ["]"])
    }

    /// The conformance of every view, which reads `shimmeringItems`.
    private var conformanceLines: [String] {
        let entry = [
            "    guard let id = accessibilityIdentifier, let items = \(enumName).shimmeringItems[id] else {",
            "        return []",
            "    }",
        ]
        return [
            "/// ShimmeringViewProtocol for the app's views, by accessibilityIdentifier: a view listed in",
            "/// \(enumName).shimmeringItems animates and excludes the views its entry names (the first view",
            "/// below it with each identifier, itself included); any other view animates nothing. An app can",
            "/// conform UIView to the protocol once: export one layout, and remove the app's own conformances.",
            "extension UIView: @retroactive @preconcurrency ShimmeringViewProtocol {",
            "    /// The views this view's entry animates.",
            "    public var shimmeringAnimatedItems: [UIView] {",
        ] + SwiftSourceLines.indent(entry) + [
            "        return items.animated.compactMap { \(enumName).views(identifiedAs: $0, in: self).first }",
            "    }",
            "",
            "    /// The views below this one that its entry excludes.",
            "    public var excludedItems: Set<UIView> {",
        ] + SwiftSourceLines.indent(entry) + [
            "        return Set(items.excluded.flatMap { \(enumName).views(identifiedAs: $0, in: self) })",
            "    }",
            "}",
        ]
    }
}
