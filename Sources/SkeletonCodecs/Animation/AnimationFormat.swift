import SkeletonRaster

/// The animated file formats `capture --animated` writes, described once: the command's usage,
/// help, completions and messages, the output-name check and the encoding are all read from
/// `allCases`, so a new format is one case here and one `AnimationEncoder` file. The first case is
/// the format of a name without an extension.
package enum AnimationFormat: String, CaseIterable, Sendable {
    /// GIF89a, 256 colours (ours, `GIFEncoder`).
    case gif
    /// Lossless animated WebP (libwebp, `WebPAnimationFile`).
    case webp

    /// The facts of one format.
    package struct Facts {
        /// Its name in messages: "GIF".
        package let name: String
        /// The extension of its files, lower case, without the dot.
        package let fileExtension: String
        /// What a file of it holds, after "as" in the help: "an animated GIF".
        package let summary: String
        /// The shortest frame written, in hundredths of a second: the most frames a loop gets is
        /// its length over this.
        package let minimumDelay: Int
        /// The encoder.
        package let encoder: any AnimationEncoder.Type
    }

    /// The facts of this format. Browsers show GIF and WebP frames shorter than 2 cs for 10 cs,
    /// which would slow the loop five-fold, hence their minimum delay.
    package var facts: Facts {
        switch self {
        case .gif:
            Facts(
                name: "GIF", fileExtension: "gif", summary: "an animated GIF", minimumDelay: 2,
                encoder: GIFEncoder.self)
        case .webp:
            Facts(
                name: "WebP", fileExtension: "webp", summary: "lossless WebP", minimumDelay: 2,
                encoder: WebPAnimationFile.self)
        }
    }

    /// The format an output's extension names (any case); the first format for any other name
    /// (`capture` refuses other extensions before this is asked).
    package init(path: String) {
        let name = path.lowercased()
        self = Self.allCases.first { name.hasSuffix("." + $0.facts.fileExtension) } ?? Self.allCases[0]
    }

    /// The bytes of `loop` in this format, frame `i` asked for with `frame(i)`, in order, each once.
    package func encode(_ loop: AnimationLoop, frame: (Int) throws -> Framebuffer) throws -> [UInt8] {
        try facts.encoder.encode(loop, frame: frame)
    }
}

/// The shape of one loop of an animation, the same for every format: its size in pixels, how many
/// frames, evenly spaced, and how long it lasts. Each encoder turns the length into its own units.
package struct AnimationLoop: Sendable {
    /// Width of every frame, in pixels.
    package var width: Int
    /// Height of every frame, in pixels.
    package var height: Int
    /// Number of frames (at least one); frame `i` starts at `seconds · i / frameCount`.
    package var frameCount: Int
    /// Length of one loop in seconds.
    package var seconds: Double

    /// A loop of `frameCount` frames of `width`×`height` pixels lasting `seconds`.
    package init(width: Int, height: Int, frameCount: Int, seconds: Double) {
        self.width = width
        self.height = height
        self.frameCount = frameCount
        self.seconds = seconds
    }
}

/// Encodes one animated format: a forever-looping animation, frames asked for in order.
package protocol AnimationEncoder {
    /// The file's bytes for `loop`, frame `i` from `frame(i)`, asked for in order, each once.
    static func encode(_ loop: AnimationLoop, frame: (Int) throws -> Framebuffer) throws -> [UInt8]
}
