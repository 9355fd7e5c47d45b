/// Which views Interface Builder installs for the document's device: a view's parent may exclude it
/// from the default size class (`<variation key="default"><mask key="subviews"><exclude
/// reference=…/>`) and include it again for some (`<variation key="widthClass=compact">` …
/// `<include reference=…/>`). An uninstalled view is not in the view hierarchy at all on that
/// device, so it is neither drawn nor skeletonized. Constraint masks are not read (frames are stored).
enum SizeClassVariations {
    /// A size class pair, as UIKit reports it for a device held one way.
    struct Traits: Equatable {
        /// `compact` or `regular`.
        let width: String
        /// `compact` or `regular`.
        let height: String
    }

    /// The size classes of IB's device `id` (`<device id>`), portrait or landscape.
    static func traits(ofDevice id: String, landscape: Bool) -> Traits {
        if id.lowercased().hasPrefix("ipad") || id == "appleTV" { return Traits(width: "regular", height: "regular") }
        guard landscape else { return Traits(width: "compact", height: "regular") }
        // The large phones are regular-width on their side.
        let wide = ["retina5_5", "retina6_5", "retina6_1", "retina6_72"].contains(id)
        return Traits(width: wide ? "regular" : "compact", height: "compact")
    }

    /// The ids of the views of `document` not installed for `traits`.
    static func uninstalled(in document: IBNode, for traits: Traits) -> Set<String> {
        var found: Set<String> = []
        collect(document, traits: traits, into: &found)
        return found
    }

    private static func collect(_ node: IBNode, traits: Traits, into found: inout Set<String>) {
        // The default first, then the matching variations from the least to the most specific.
        let variations = node.children(named: "variation").compactMap { variation -> (Int, IBNode)? in
            guard let key = variation["key"] else { return nil }
            if key == "default" { return (0, variation) }
            let pairs = key.split(separator: "-").map { $0.split(separator: "=", maxSplits: 1).map(String.init) }
            let matches = pairs.allSatisfy { pair in
                pair.count == 2
                    && (pair[0] == "widthClass"
                        ? traits.width == pair[1] : pair[0] == "heightClass" && traits.height == pair[1])
            }
            return matches ? (pairs.count, variation) : nil
        }
        for (_, variation) in variations.sorted(by: { $0.0 < $1.0 }) {
            for mask in variation.children(named: "mask") where mask["key"] == "subviews" {
                for change in mask.children {
                    guard let id = change["reference"] else { continue }
                    if change.name == "exclude" {
                        found.insert(id)
                    } else if change.name == "include" {
                        found.remove(id)
                    }
                }
            }
        }
        for child in node.children where child.name != "variation" {
            collect(child, traits: traits, into: &found)
        }
    }
}
