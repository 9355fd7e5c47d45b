import SkeletonCore
import SkeletonDocument

/// One frame's look as one value: the layout, style, moment, scheme, direction, text size, device,
/// canvas, pixel density and variants grid. The window holds one, `capture`, `dump` and `tree`
/// parse one, the S key prints one and every batch shot is one. `FrameRequest.options` is the one
/// table all of them read, so `FrameRequest(parsing: request.arguments) == request`.
package struct FrameRequest: Hashable, Sendable {
    /// `--layout NAME`; nil = none named (the window names the selected one when it prints).
    package var layout: String?
    /// `--style`; nil = the theme's.
    package var style: SkeletonStyle?
    /// `--time SECONDS` since the show request; nil = when the show transition has ended.
    package var time: Double?
    /// `--hide-at SECONDS`: the hide transition starts then.
    package var hideAt: Double?
    /// `--appearance light|dark`: the colour scheme.
    package var scheme: ColorScheme = .light
    /// `--rtl`: right-to-left layout.
    package var rightToLeft = false
    /// `--direction`: the sliding direction; nil = the theme's.
    package var direction: GradientDirection?
    /// `--size WxH` in points; nil = the layout's size.
    package var size: Size?
    /// `--content-size CATEGORY`: the Dynamic Type size fonts are scaled to.
    package var contentSize: ContentSizeCategory = .large
    /// `--reduce-motion`: animated styles drawn as their static twins.
    package var reducesMotion = false
    /// `--device NAME`: laid out in the device's safe area, inside its frame; nil = the bare layout.
    package var device: Device?
    /// `--solve`: Interface Builder screens solved by the Auto Layout engine at their design size
    /// too, instead of keeping IB's stored frames there.
    package var solvesAtDesignSize = false
    /// `--variants` and `--vary`: the layout as a grid of these variants; nil = one frame.
    package var variants: VariantSet?
    /// `--scale N`: device pixels per point.
    package var scale = 1.0
    /// `--overlay PNG` and its options: the real screen over the skeleton; nil = none.
    package var overlay: OverlaySettings?

    /// The defaults: the theme's style at the settled moment, light, left-to-right, the layout's
    /// own size, one frame at one pixel per point.
    package init() {}

    /// Reads frame options only, as `capture` spells them (`--name value`, `--name=value`, flags);
    /// an error names the argument's position.
    package init(parsing arguments: [String]) throws(FrameRequestError) {
        var parser = Parser()
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            let (name, inline) = Self.split(word)
            let at = index
            guard let option = Self.option(named: name) else {
                throw FrameRequestError(option: name, problem: .unknownOption(name), argument: at)
            }
            var value = inline
            if option.takesValue, value == nil {
                index += 1
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw FrameRequestError(option: name, problem: .missingValue, argument: at)
                }
                value = arguments[index]
            } else if !option.takesValue, let inline {
                throw FrameRequestError(option: name, problem: .unexpectedValue(inline), argument: at)
            }
            do throws(FrameRequestError) {
                try parser.read(option, value: value ?? "")
            } catch {
                throw FrameRequestError(option: error.option, problem: error.problem, argument: at)
            }
            index += 1
        }
        self = try parser.finish()
    }

    /// The frame options that give this request back, in `options` order, each left out at its
    /// default: the inverse of `init(parsing:)`.
    package var arguments: [String] {
        Self.options.flatMap { $0.write(self) }
    }

    /// `--name=value` split at its first `=`; any other word as it is.
    private static func split(_ word: String) -> (name: String, value: String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    /// What the core prepares a layout with for this request.
    package var layoutOptions: LayoutOptions {
        LayoutOptions(
            colorScheme: scheme, forceRightToLeft: rightToLeft, direction: direction, contentSize: contentSize,
            solvesAtDesignSize: solvesAtDesignSize)
    }

    /// The style in effect over `themeStyle` (the theme's): `--style`, its static twin under Reduce Motion.
    package func style(over themeStyle: SkeletonStyle) -> SkeletonStyle {
        let style = style ?? themeStyle
        return reducesMotion ? style.withoutMotion : style
    }
}

extension FrameRequest {
    /// Reads options one at a time into a request, remembering what a later check needs (which
    /// options were given, the `--vary` values), then checks the combination once at `finish`.
    package struct Parser {
        /// The request read so far.
        package var request = FrameRequest()
        /// The names of the options given, in order.
        private(set) var given: [String] = []
        /// `--vary` values in order.
        var varied: [String] = []
        /// `--variants` was given.
        var showsVariants = false

        /// An empty parser.
        package init() {}

        /// Reads `value` (empty for a flag) of `option` into the request.
        package mutating func read(_ option: Option, value: String) throws(FrameRequestError) {
            do throws(FrameRequestError.Problem) {
                try option.read(&self, value)
            } catch {
                throw FrameRequestError(option: option.name, problem: error)
            }
            given.append(option.name)
        }

        /// The request, its variants set built from `--variants` and `--vary`; fails on options that
        /// contradict each other.
        package func finish() throws(FrameRequestError) -> FrameRequest {
            var request = request
            if showsVariants || !varied.isEmpty {
                if let fixed = given.first(where: { $0 == "--appearance" || $0 == "--rtl" }) {
                    throw FrameRequestError(
                        option: fixed,
                        problem: .conflict(
                            "\(fixed) picks one variant, and --variants shows light and dark x LTR and RTL: "
                                + "choose the grid's values with --vary appearance=dark or --vary direction=rtl"))
                }
                var set = VariantSet()
                for text in varied {
                    do throws(FrameRequestError.Problem) {
                        try set.vary(text)
                    } catch {
                        throw FrameRequestError(option: "--vary", problem: error)
                    }
                }
                request.variants = set
            }
            if request.size != nil, request.device != nil {
                throw FrameRequestError(
                    option: "--size",
                    problem: .conflict(
                        "--size and --device both set the canvas: the device lays the layout out in its safe area; "
                            + "drop one"))
            }
            if request.size != nil, request.variants?.devices.contains(where: { $0 != nil }) == true {
                throw FrameRequestError(
                    option: "--size",
                    problem: .conflict(
                        "--size and a device both set the canvas: the device lays the layout out in its safe area; "
                            + "drop one"))
            }
            try FrameRequest.checkOverlay(request, given: given)
            return request
        }
    }

    /// One frame option, declared once: its name, help, completion, what it reads and what it prints.
    package struct Option: Sendable {
        /// What an option's value is, so a batch file knows which JSON to expect.
        package enum Kind: Sendable, Equatable {
            /// No value: present or not (`true` or `false` in a batch file).
            case flag
            /// A finite number in the range.
            case number(ClosedRange<Double>)
            /// `WIDTHxHEIGHT`, each side a number in the range (`[width, height]` in a batch file).
            case dimensions(ClosedRange<Double>)
            /// One word: a name or one of a list of choices.
            case word
        }

        /// Which stage of a frame the option changes; a batch prepares each layout once per look
        /// and re-times it for every style and moment.
        package enum Stage: Sendable, CaseIterable {
            /// How the layout is prepared (scheme, direction, size, text size, device).
            case look
            /// The timeline and moment (style, time, hide, Reduce Motion).
            case moment
            /// How the frame is written (scale, variants grid).
            case output
        }

        /// The long name with its dashes, e.g. `--style`.
        package let name: String
        /// The value's placeholder in help (`STYLE`), or nil for a flag.
        package let placeholder: String?
        /// What the option does, in one sentence.
        package let summary: String
        /// The words a shell should offer for the value, or nil for none.
        package let choices: [String]?
        /// The value's shape.
        package let kind: Kind
        /// The stage the option changes.
        package let stage: Stage
        /// Reads a value (empty for a flag) into the parser.
        let read: @Sendable (inout Parser, String) throws(FrameRequestError.Problem) -> Void
        /// The option's words for a request: none at its default.
        let write: @Sendable (FrameRequest) -> [String]
        /// Whether it may be given more than once, each adding a value (`--vary`).
        package var repeatable = false

        /// Whether it takes a value.
        package var takesValue: Bool { kind != .flag }
        /// The batch file key: the name without its dashes, in camelCase (`--hide-at` is `hideAt`).
        package var key: String { Self.key(forName: name) }

        /// The batch file key of the option called `name` (`--content-size` → `contentSize`), so
        /// every option of `capture`, frame option or not, is spelt one way in a batch file.
        package static func key(forName name: String) -> String {
            let words = name.drop(while: { $0 == "-" }).split(separator: "-")
            return words.enumerated().map {
                $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst()
            }.joined()
        }
    }

    /// The option called `name`, if it is one.
    package static func option(named name: String) -> Option? {
        options.first { $0.name == name }
    }

    /// The options called `names`, in table order.
    package static func options(_ names: [String]) -> [Option] {
        options.filter { names.contains($0.name) }
    }

    /// Every frame option, in help and printing order (the S key's command reads in this order).
    package static let options = lookOptions + overlayOptions

    /// The options of the frame itself: its layout, look, moment and how it is written.
    private static let lookOptions: [Option] = [
        Option(
            name: "--layout", placeholder: "NAME", summary: "the layout to render, by its name in the theme (required)",
            choices: nil, kind: .word, stage: .look,
            read: { parser, value in parser.request.layout = value },
            write: { request in request.layout.map { word("--layout", $0) } ?? [] }),
        Option(
            name: "--style", placeholder: "STYLE",
            summary: SkeletonStyle.names + " (default: the theme's)",
            choices: SkeletonStyle.allCases.map(\.rawValue), kind: .word, stage: .moment,
            read: { parser, value throws(FrameRequestError.Problem) in
                parser.request.style = try choice(value, kind: "style")
            },
            write: { request in request.style.map { ["--style", $0.rawValue] } ?? [] }),
        Option(
            name: "--time", placeholder: "SECONDS",
            summary: "time since the skeleton was shown (default: the end of the show transition)", choices: nil,
            kind: .number(0...1_000_000), stage: .moment,
            read: { parser, value throws(FrameRequestError.Problem) in
                parser.request.time = try number(value, in: 0...1_000_000)
            },
            write: { request in request.time.map { ["--time", String($0)] } ?? [] }),
        Option(
            name: "--hide-at", placeholder: "SECONDS",
            summary: "start the hide transition then (a later --time shows the content)", choices: nil,
            kind: .number(0...1_000_000), stage: .moment,
            read: { parser, value throws(FrameRequestError.Problem) in
                parser.request.hideAt = try number(value, in: 0...1_000_000)
            },
            write: { request in request.hideAt.map { ["--hide-at", String($0)] } ?? [] }),
        Option(
            name: "--appearance", placeholder: "MODE", summary: "light or dark (default light)",
            choices: ColorScheme.allCases.map(\.rawValue), kind: .word, stage: .look,
            read: { parser, value throws(FrameRequestError.Problem) in
                parser.request.scheme = try choice(value, kind: "appearance")
            },
            write: { request in request.scheme == .light ? [] : ["--appearance", request.scheme.rawValue] }),
        Option(
            name: "--rtl", placeholder: nil, summary: "right-to-left layout", choices: nil, kind: .flag, stage: .look,
            read: { parser, _ in parser.request.rightToLeft = true },
            write: { request in request.rightToLeft ? ["--rtl"] : [] }),
        Option(
            name: "--direction", placeholder: "DIR",
            summary: "sliding direction: leftRight, rightLeft, topBottom, bottomTop, topLeftBottomRight or "
                + "bottomRightTopLeft (default: the theme's)",
            choices: GradientDirection.allCases.map(\.rawValue), kind: .word, stage: .look,
            read: { parser, value throws(FrameRequestError.Problem) in
                parser.request.direction = try choice(value, kind: "direction")
            },
            write: { request in request.direction.map { ["--direction", $0.rawValue] } ?? [] }),
        Option(
            name: "--size", placeholder: "WxH", summary: "canvas size in points (default: the layout's size)",
            choices: nil, kind: .dimensions(1...4096), stage: .look,
            read: { parser, value throws(FrameRequestError.Problem) in
                parser.request.size = try dimensions(value, in: 1...4096)
            },
            write: { request in
                request.size.map { ["--size", points($0.width) + "x" + points($0.height)] } ?? []
            }),
        Option(
            name: "--content-size", placeholder: "CATEGORY",
            summary: "Dynamic Type size: extraSmall … large (default) … accessibilityExtraExtraExtraLarge",
            choices: ContentSizeCategory.allCases.map(\.rawValue), kind: .word, stage: .look,
            read: { parser, value throws(FrameRequestError.Problem) in
                parser.request.contentSize = try choice(value, kind: "content size category")
            },
            write: { request in
                request.contentSize == .large ? [] : ["--content-size", request.contentSize.rawValue]
            }),
        Option(
            name: "--reduce-motion", placeholder: nil,
            summary: "Reduce Motion: solidAnimated drawn as solid, gradientAnimated as gradient", choices: nil,
            kind: .flag, stage: .moment, read: { parser, _ in parser.request.reducesMotion = true },
            write: { request in request.reducesMotion ? ["--reduce-motion"] : [] }),
        Option(
            name: "--device", placeholder: "NAME",
            summary: "lay out in a device's safe area inside its frame: iphone-se, iphone-15, iphone-15-pro-max, "
                + "ipad-10, each also NAME-landscape",
            choices: Device.all.map(\.name), kind: .word, stage: .look,
            read: { parser, value throws(FrameRequestError.Problem) in parser.request.device = try device(value) },
            write: { request in request.device.map { ["--device", $0.name] } ?? [] }),
        Option(
            name: "--solve", placeholder: nil,
            summary: "solve Interface Builder screens with the Auto Layout engine at the size they were saved for "
                + "too (default: IB's stored frames there; every other size and text size is always solved)",
            choices: nil, kind: .flag, stage: .look,
            read: { parser, _ in parser.request.solvesAtDesignSize = true },
            write: { request in request.solvesAtDesignSize ? ["--solve"] : [] }),
        Option(
            name: "--variants", placeholder: nil,
            summary: "the layout as a labelled grid of variants on one clock (default: light, dark x LTR, RTL)",
            choices: nil, kind: .flag, stage: .output,
            read: { parser, _ in parser.showsVariants = true },
            write: { request in request.variants == nil ? [] : ["--variants"] }),
        Option(
            name: "--vary", placeholder: "AXIS=VALUES",
            summary: "with --variants (implied): the values of one axis, e.g. device=iphone-se,iphone-15; axes "
                + "device, content-size, appearance (light,dark), direction (ltr,rtl); repeatable",
            choices: VariantAxis.allCases.map(\.example), kind: .word, stage: .output,
            read: { parser, value in parser.varied.append(value) },
            write: { request in request.variants?.arguments ?? [] }, repeatable: true),
        Option(
            name: "--scale", placeholder: "N", summary: "device pixels per point, e.g. 2 for HiDPI (default 1)",
            choices: nil, kind: .number(0.25...8), stage: .output,
            read: { parser, value throws(FrameRequestError.Problem) in
                parser.request.scale = try number(value, in: 0.25...8)
            },
            write: { request in request.scale == 1 ? [] : ["--scale", String(request.scale)] }),
    ]

    /// `--name value`, or `--name=value` when the value would read as an option.
    private static func word(_ name: String, _ value: String) -> [String] {
        value.hasPrefix("--") ? [name + "=" + value] : [name, value]
    }

    /// A length in points without a useless ".0".
    package static func points(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// A finite number in `range`.
    static func number(_ text: String, in range: ClosedRange<Double>) throws(FrameRequestError.Problem) -> Double {
        guard let number = Double(text), number.isFinite else { throw .notANumber(text) }
        guard range.contains(number) else { throw .outOfRange(text, range) }
        return number
    }

    /// `WIDTHxHEIGHT` (or `×`), each side a number in `range`.
    static func dimensions(_ text: String, in range: ClosedRange<Double>) throws(FrameRequestError.Problem) -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "×", omittingEmptySubsequences: false) }
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width.isFinite,
            height.isFinite
        else { throw .notDimensions(text) }
        guard range.contains(width), range.contains(height) else { throw .sideOutOfRange(text, range) }
        return Size(width: width, height: height)
    }

    /// One of an enumeration's raw values, case-insensitive.
    static func choice<Value: CaseIterable & RawRepresentable>(_ text: String, kind: String)
        throws(FrameRequestError.Problem) -> Value where Value.RawValue == String
    {
        if let match = Value.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) { return match }
        throw .unknownChoice(kind: kind, text: text, names: Value.allCases.map(\.rawValue))
    }

    /// A device preset by name, case-insensitive.
    static func device(_ text: String) throws(FrameRequestError.Problem) -> Device {
        guard let device = Device(name: text) else {
            throw .unknownChoice(kind: "device", text: text, names: Device.all.map(\.name))
        }
        return device
    }
}
