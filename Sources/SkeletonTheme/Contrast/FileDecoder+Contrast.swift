import Foundation
import SkeletonCore

extension FileDecoder {
    /// WCAG contrast ratios a skeleton should stay between against its background: below the
    /// lower it is nearly invisible, above the upper it is glaring (Docs/themes.md "validate: contrast").
    static let contrastRange = 1.1...3.0

    /// Warns where the theme's skeleton colours would be nearly invisible or glaring against its
    /// background in either appearance, and where a gradient has no dark variant although the tint
    /// has one. Each warning is located at the colour's key (the tint's, the gradient's, or the
    /// background's when the skeleton colours are the defaults). UIView-Shimmer themes draw their
    /// template colour instead and are not checked.
    func checkContrast(of theme: Theme, object: ObjectReader) {
        guard theme.mode == .skeletonView else { return }
        let appearance = object["appearance"].flatMap { node -> [String: JSONMember] in
            guard case .object(let members) = node.value else { return [:] }
            return Dictionary(members.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        }
        let background = object["background"]
        let fallback = (offset: background?.offset ?? object.node.offset, path: ValuePath.root.key("background"))
        func site(_ key: String) -> (offset: Int, path: ValuePath) {
            guard let member = appearance?[key] else { return fallback }
            return (member.value.offset, ValuePath.root.key("appearance").key(key))
        }
        for scheme in ColorScheme.allCases {
            let colors = ResolvedSkeletonColors(appearance: theme.appearance, scheme: scheme)
            // A translucent background shows the window's own white or black behind it.
            let backdrop = RGBA8(rgb: scheme == .light ? 0xFFFFFF : 0x000000)
            let canvas = theme.background.resolved(scheme).composited(over: backdrop)
            report([colors.tint], what: "the tintColor", at: site("tintColor"), canvas, scheme)
            report(colors.gradient, what: "the gradient colour", at: site("gradient"), canvas, scheme)
        }
        let tint = theme.appearance.tintColor
        let gradient = theme.appearance.gradient
        if tint.light != tint.dark, gradient.colors(for: .light) == gradient.colors(for: .dark),
            let member = appearance?["gradient"]
        {
            warning(
                "the gradient has no dark variant but the tintColor has one (\(tint.light.hexString) light, "
                    + "\(tint.dark.hexString) dark): gradient skeletons keep their light colours in dark mode",
                at: member.value.offset, .root.key("appearance").key("gradient"),
                fix: "give the gradient's colours {\"light\": …, \"dark\": …} values")
        }
    }

    /// One warning for the colour of `colors` furthest outside `contrastRange` against `canvas`.
    private func report(
        _ colors: [RGBA8], what: String, at site: (offset: Int, path: ValuePath), _ canvas: RGBA8,
        _ scheme: ColorScheme
    ) {
        let ratios = colors.map { (color: $0, ratio: $0.contrastRatio(over: canvas)) }
        if let low = ratios.min(by: { $0.ratio < $1.ratio }), low.ratio < Self.contrastRange.lowerBound {
            warning(
                "\(what) \(low.color.hexString) has a contrast ratio of \(Self.ratio(low.ratio)) against the "
                    + "background \(canvas.hexString) in \(scheme.rawValue) appearance, below "
                    + "\(Self.ratio(Self.contrastRange.lowerBound)): the skeleton is nearly invisible",
                at: site.offset, site.path,
                fix: "pick a \(scheme.rawValue) colour a little further from the background")
        } else if let high = ratios.max(by: { $0.ratio < $1.ratio }), high.ratio > Self.contrastRange.upperBound {
            warning(
                "\(what) \(high.color.hexString) has a contrast ratio of \(Self.ratio(high.ratio)) against the "
                    + "background \(canvas.hexString) in \(scheme.rawValue) appearance, above "
                    + "\(Self.ratio(Self.contrastRange.upperBound)): the skeleton is glaring",
                at: site.offset, site.path,
                fix: "pick a \(scheme.rawValue) colour closer to the background (a ratio of 1.1 to 3)")
        }
    }

    /// A ratio as WCAG writes it, two decimals: "1.05:1".
    static func ratio(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
    }
}

extension RGBA8 {
    /// WCAG 2.x relative luminance of the colour's RGB (alpha ignored): 0 for black, 1 for white.
    package var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    /// The colour as it shows over an opaque `background` (a translucent skeleton mixes with it).
    package func composited(over background: RGBA8) -> RGBA8 {
        let alpha = Double(a) / 255
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded())
        }
        return RGBA8(r: mix(r, background.r), g: mix(g, background.g), b: mix(b, background.b))
    }

    /// WCAG 2.x contrast ratio between this colour, as it shows over `background`, and the
    /// background: (L_lighter + 0.05) / (L_darker + 0.05), from 1 (same) to 21 (black on white).
    package func contrastRatio(over background: RGBA8) -> Double {
        let front = composited(over: background).relativeLuminance
        let back = background.relativeLuminance
        return (max(front, back) + 0.05) / (min(front, back) + 0.05)
    }
}
