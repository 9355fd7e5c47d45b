import SkeletonCore

/// What a command does, known without reading its payload.
enum CommandKind {
    /// Fill, text, image, border or shadow.
    case draw
    /// pushClip.
    case pushClip
    /// beginGroup.
    case beginGroup
    /// popClip.
    case popClip
    /// endGroup.
    case endGroup

    /// True for a popClip or endGroup.
    var isClose: Bool { self == .popClip || self == .endGroup }
}

/// One display-list command as resolved for the frame being drawn: what a band needs to draw it
/// without reading (and copying) the command out of the list again.
///
/// 136 bytes (224 with `Int` indexes and a gradient's paint inside): every frame writes one per
/// command, and every visit of a band reads one; indexes are stored as 32-bit numbers (a list has
/// far fewer than 2^31 commands) and a gradient's resolved paint beside the entries (`CommandTable`).
struct PreparedCommand {
    /// What the command does.
    var kind: CommandKind
    /// Device pixels the command may touch (a group's: the union of its commands').
    var bounds = PixelRect.empty
    /// Device geometry of a fill, image or clip.
    var shape: DeviceShape?
    private var storedSlot: Int32 = -1, storedPartner: Int32, storedMaskIndex: Int32 = -1
    /// The coverage slot of `shape` in the rasterizer's `CoverageCache` (−1 when it has none).
    var slot: Int {
        get { Int(storedSlot) }
        set { storedSlot = Int32(newValue) }
    }
    /// The index of a pushClip's popClip or a beginGroup's endGroup (the list's count when unmatched).
    var partner: Int {
        get { Int(storedPartner) }
        set { storedPartner = Int32(newValue) }
    }
    /// Where the coverage mask of a text (glyphs), border or shadow command is in the table's
    /// `masks` (−1: none). Kept out of the entry so that an entry holds no reference and is copied
    /// and discarded as plain bytes.
    var maskIndex: Int {
        get { Int(storedMaskIndex) }
        set { storedMaskIndex = Int32(newValue) }
    }
    /// A solid fill's colour and opacity (nil for other commands).
    var solidFill: (color: RGBA8, opacity: Double)?
    /// A solid fill's colour premultiplied at its own opacity: what it draws with at opacity 1
    /// (nearly every visit), computed once per frame instead of once per band.
    var solidColor: UInt32 = 0
    /// True for a fill whose gradient is horizontal (`GradientRowCache` keeps its row of colours).
    var horizontalGradient = false
    /// A beginGroup's choice, made by the first band that draws it: whether its opacity folds into
    /// its commands (their pixels do not overlap) instead of going through a layer.
    var foldable: Bool?
    /// Where a gradient fill's resolved paint is in the table's `gradientPaints` (−1: none yet).
    fileprivate var gradientIndex: Int32 = -1

    /// A command of `kind` in a list of `count` commands, with nothing resolved yet.
    init(kind: CommandKind, count: Int) {
        self.kind = kind
        storedPartner = Int32(count)
    }
}

/// The frame's command table: one `PreparedCommand` per command of the display list, at the
/// command's index. It owns the invariant the bands rely on: every entry exists, each pushClip and
/// beginGroup knows its partner (unmatched ones run to the end of the list) and a group's bounds
/// are its commands'. The table of the frame before is kept, so that a command whose shape did not
/// change keeps its coverage slot without hashing the shape again.
final class CommandTable {
    /// This frame's commands, in list order.
    private(set) var entries: [PreparedCommand] = []
    /// This frame's coverage masks, by the entries' `maskIndex`.
    private var masks: [CoverageMask] = []
    /// Gradient fills' paints as resolved by the first band that drew them in this frame, with the
    /// opacity they were drawn at and `RampCache.replacements` then (later bands reuse them), by
    /// the entries' `gradientIndex`.
    private var gradientPaints: [(opacity: Double, paint: ResolvedPaint, replacements: Int)] = []
    /// The previous frame's commands.
    private var previous: [PreparedCommand] = []
    /// pushClips awaiting their popClip while the table is built.
    private var openClips: [Int] = []
    /// beginGroups awaiting their endGroup while the table is built.
    private var openGroups: [Int] = []

    /// Starts a new frame's table (the current one becomes the previous frame's).
    func begin() {
        swap(&previous, &entries)
        entries.removeAll(keepingCapacity: true)
        masks.removeAll(keepingCapacity: true)
        gradientPaints.removeAll(keepingCapacity: true)
        openClips.removeAll(keepingCapacity: true)
        openGroups.removeAll(keepingCapacity: true)
    }

    /// The coverage slot the command at the next index had in the frame before, when its shape is
    /// `shape` again (a slot used in the frame before is not evicted since).
    func previousSlot(for shape: DeviceShape) -> Int? {
        let i = entries.count
        guard i < previous.count, previous[i].slot >= 0, previous[i].shape == shape else { return nil }
        return previous[i].slot
    }

    /// The coverage mask of command `i` (text, border or shadow), nil when it has none.
    func mask(_ i: Int) -> CoverageMask? {
        let index = entries[i].maskIndex
        return index >= 0 ? masks[index] : nil
    }

    /// Keeps a coverage mask for this frame and returns its index, the `maskIndex` of the command it
    /// belongs to.
    func store(_ mask: CoverageMask) -> Int {
        masks.append(mask)
        return masks.count - 1
    }

    /// Appends the next command and matches clips and groups: a popClip or endGroup closes the
    /// innermost open one of its kind, which takes it as partner (a group also takes its commands' bounds).
    func append(_ entry: PreparedCommand) {
        let i = entries.count
        switch entry.kind {
        case .pushClip: openClips.append(i)
        case .beginGroup: openGroups.append(i)
        case .popClip:
            if let open = openClips.popLast() { entries[open].partner = i }
        case .endGroup:
            if let open = openGroups.popLast() {
                entries[open].partner = i
                entries[open].bounds = unionOfBounds(open + 1..<i)
            }
        case .draw: break
        }
        entries.append(entry)
    }

    /// Ends the table: groups left open span the rest of the list.
    func finish() {
        for open in openGroups { entries[open].bounds = unionOfBounds(open + 1..<entries.count) }
        openGroups.removeAll(keepingCapacity: true)
        openClips.removeAll(keepingCapacity: true)
    }

    /// The pixels the commands in `range` may touch: the union of their bounds (a group's bounds are
    /// its commands', a clip's commands draw inside the clip's).
    private func unionOfBounds(_ range: Range<Int>) -> PixelRect {
        var union = PixelRect.empty
        for i in range { union = union.union(entries[i].bounds) }
        return union
    }

    /// The index after the item starting at command `i` of `range`: a clip or group ends after its
    /// matching popClip or endGroup, anything else after itself.
    func itemEnd(_ i: Int, _ range: Range<Int>) -> Int {
        let kind = entries[i].kind
        return kind == .pushClip || kind == .beginGroup ? min(entries[i].partner, range.upperBound) + 1 : i + 1
    }

    /// Records beginGroup `i`'s folding choice.
    func setFoldable(_ i: Int, _ foldable: Bool) {
        entries[i].foldable = foldable
    }

    /// Records the gradient paint fill `i` was resolved to at `opacity`, with the ramp cache's
    /// `replacements` count then.
    func setGradientPaint(_ i: Int, opacity: Double, _ paint: ResolvedPaint, replacements: Int) {
        let index = Int(entries[i].gradientIndex)
        guard index >= 0 else {
            entries[i].gradientIndex = Int32(gradientPaints.count)
            gradientPaints.append((opacity, paint, replacements))
            return
        }
        gradientPaints[index] = (opacity, paint, replacements)
    }

    /// The gradient paint fill `i` was last resolved to in this frame (nil: none yet), with the
    /// opacity and `RampCache.replacements` it was resolved at.
    func gradientPaint(_ i: Int) -> (opacity: Double, paint: ResolvedPaint, replacements: Int)? {
        let index = Int(entries[i].gradientIndex)
        return index >= 0 ? gradientPaints[index] : nil
    }
}
