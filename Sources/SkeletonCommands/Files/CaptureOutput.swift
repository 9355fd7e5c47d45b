import Foundation
import SkeletonCodecs
import SkeletonCompose
import SkeletonDocument
import SkeletonRaster
import SkeletonSystem

/// Writes capture results through the one output writer (`OutputFile`): PNG through libpng
/// (`PNGFile`), other bytes directly.
struct CaptureOutput {
    /// Writes a PNG or fails with the path and the reason.
    func writePNG(_ fb: Framebuffer, to path: String) throws {
        do {
            try PNGFile.write(fb, to: path)
        } catch let error as FileError {
            throw CommandError.failure(error.description)
        } catch {
            throw CommandError.failure("cannot write \(path): \(PlainMessage.of(error))")
        }
    }

    /// Writes bytes through a temporary file in the same folder and a rename.
    func writeBytes(_ bytes: [UInt8], to path: String) throws {
        do {
            try OutputFile.write(bytes, to: path)
        } catch {
            throw CommandError.failure(error.description)
        }
    }

    /// Refuses, before any rendering, every output that is a folder, FIFO, device or socket, is
    /// the same file as an input (compared by device and inode), or is the same file as another
    /// output of the command (then the second write would replace the first).
    static func check(outputs: [(option: String, path: String)], inputs: [(option: String, path: String)]) throws {
        let reading = FileSet(inputs)
        var earlier = FileSet()
        for output in outputs {
            do {
                try OutputFile.check(output.path, option: output.option, reading: reading)
            } catch {
                throw CommandError.failure(error.description)
            }
            if let twin = earlier.member(output.path) {
                throw CommandError.failure(
                    "\(output.option) \(output.path) and \(twin.option) \(twin.path) are the same file; give each output its own path"
                )
            }
            earlier.insert(output)
        }
    }

    /// Creates the folder `path` (and its parents) when missing; refuses anything that is not a
    /// folder, a symlink loop, a link to nothing and a path under a file, in one plain line.
    static func prepareFolder(_ path: String, option: String) throws {
        do {
            try OutputFolder.prepare(path, option: option)
        } catch {
            throw CommandError.failure(error.description)
        }
    }

    /// Refuses an output whose extension names none of the formats written there (`--out x.jpg`
    /// would hold PNG bytes that viewers and upload forms misread); a name without an extension is
    /// taken as it is (in the first format).
    static func checkFormats(outputs: [(option: String, path: String, formats: [String])]) throws {
        for output in outputs {
            let name = output.path.split(separator: "/").last.map(String.init) ?? output.path
            guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { continue }
            let written = name[name.index(after: dot)...]
            guard !output.formats.contains(written.lowercased()) else { continue }
            let formats = output.formats.map(formatName).joined(separator: " or ")
            let names = output.formats.map { "\(name[..<dot]).\($0)" }.joined(separator: " or ")
            throw CommandError.failure(
                "\(output.option) \(output.path): capture writes \(formats) here, not .\(written): name the file \(names)"
            )
        }
    }

    /// A format's name in messages: an animated format's own ("WebP"), else its extension in
    /// capitals ("PNG").
    private static func formatName(_ fileExtension: String) -> String {
        let animated = AnimationFormat.allCases.first { $0.facts.fileExtension == fileExtension }
        return animated?.facts.name ?? fileExtension.uppercased()
    }

    /// `<base>.actual.png` and `<base>.diff.png` beside `path` (its `.png` dropped).
    static func comparisonPaths(for path: String) -> (actual: String, diff: String) {
        let base = path.hasSuffix(".png") ? String(path.dropLast(4)) : path
        return (base + ".actual.png", base + ".diff.png")
    }
}

extension FrameSequence {
    /// Checks every path against `inputs`, creates `folder` when missing, then renders and writes
    /// the frames in order, one at a time, so one frame is held however many there are.
    func write(
        frames: FrameSource, to folder: String, inputs: [(option: String, path: String)], output: CaptureOutput
    ) throws {
        try CaptureOutput.prepareFolder(folder, option: "--out-dir")
        let paths = paths(in: folder)
        for path in paths {
            do {
                try OutputFile.check(path, option: "--out-dir", inputs: inputs)
            } catch {
                throw CommandError.failure(error.description)
            }
        }
        for (path, time) in zip(paths, times) {
            try output.writePNG(
                try CommandError.composing { () throws(CaptureError) in try frames.frame(at: time) }, to: path)
        }
    }
}
