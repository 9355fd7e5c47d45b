import CPNG

/// How a PNG file is compressed: the zlib level, the row filters libpng may choose from and zlib's
/// strategy. Every setting stores the same pixels; they differ only in size and encoding time.
package struct PNGCompression: Hashable, Sendable, CustomStringConvertible {
    /// A PNG row filter (PNG specification, section 9): what each byte is predicted from.
    package enum Filter: String, CaseIterable, Sendable {
        /// The byte as it is.
        case none
        /// Minus the byte one pixel to the left.
        case sub
        /// Minus the byte one row up.
        case up
        /// Minus the mean of left and up.
        case average
        /// Minus left, up or up-left, whichever Paeth's predictor picks.
        case paeth

        /// libpng's flag for the filter.
        var flag: Int32 {
            switch self {
            case .none: return 0x08
            case .sub: return 0x10
            case .up: return 0x20
            case .average: return 0x40
            case .paeth: return 0x80
            }
        }
    }

    /// zlib's match-finding strategy.
    package enum Strategy: String, CaseIterable, Sendable {
        /// Full LZ77 matching.
        case `default`
        /// Favours short matches and literals, for filtered rows.
        case filtered
        /// Matches only runs of one repeated byte (distance 1): fast, good on flat colour.
        case rle
        /// No matches at all, Huffman coding only.
        case huffmanOnly = "huffman"

        /// zlib's constant.
        var zlibValue: Int32 {
            switch self {
            case .default: return cpng_strategy_default
            case .filtered: return cpng_strategy_filtered
            case .rle: return cpng_strategy_rle
            case .huffmanOnly: return cpng_strategy_huffman_only
            }
        }
    }

    /// zlib level, 0 (stored) … 9 (smallest); RLE and Huffman-only use it only to tell 0 from the rest.
    package var level: Int
    /// The filters libpng may use; with several it picks one per row (the smallest sum of absolute
    /// differences).
    package var filters: [Filter]
    /// zlib's strategy.
    package var strategy: Strategy

    /// Creates a setting; `level` is clamped to 0…9 and an empty filter list means `none`.
    package init(level: Int, filters: [Filter], strategy: Strategy) {
        self.level = min(9, max(0, level))
        self.filters = filters.isEmpty ? [.none] : filters
        self.strategy = strategy
    }

    /// What every file this tool writes uses, chosen by measurement (Docs/capture.md, "PNG compression"): a
    /// 2× phone capture 37 % smaller than libpng's fast setting (level 3, no filter) for about 20 ms
    /// more; levels 7–9 save 3–16 % more but cost 1.2–2.3× the time, which a batch of 1 000 shots
    /// (each one encoded) cannot afford within its 20 s.
    package static let chosen = PNGCompression(level: 6, filters: [.none], strategy: .default)

    /// libpng's filter bits.
    var filterFlags: Int32 { filters.reduce(0) { $0 | $1.flag } }

    /// `level 6, filters sub+up, strategy rle`: how benchmark tables name a setting.
    package var description: String {
        "level \(level), filters \(filters.map(\.rawValue).joined(separator: "+")), strategy \(strategy.rawValue)"
    }
}
