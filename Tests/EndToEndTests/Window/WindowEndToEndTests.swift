import Foundation
import SkeletonCodecs
import SkeletonRaster
import TestSupport
import Testing

/// Whether `tool` is on the PATH.
private func installed(_ tool: String) -> Bool {
    (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
    }
}

/// Fails the test, naming the Debian package, when a tool the window tests need is missing.
private func requireTools() throws {
    for (tool, package) in [("xdotool", "xdotool"), ("xwd", "x11-apps"), ("xclip", "xclip")] {
        try #require(installed(tool), "\(tool) is missing: `make test` installs it (apt-get install \(package))")
    }
}

/// A shell script that starts the app on $THEME with `options`, waits (30 s at most) for its
/// window, focuses it, runs `steps` with the window id in $win and the app's pid in $app, then
/// `ending` (by default Q), and records the app's exit status in $OUT/exit.txt. The app's output
/// goes to $OUT/stdout.txt and $OUT/stderr.txt.
private func windowScript(options: String, steps: String, ending: String = "xdotool key q") -> String {
    """
    set -u
    "$EXE" "$THEME" \(options) >"$OUT/stdout.txt" 2>"$OUT/stderr.txt" &
    app=$!
    win=$(timeout 30 xdotool search --sync --onlyvisible --name '^skeleton-preview' | head -1)
    echo "$win" >"$OUT/window.txt"
    if [ -z "$win" ]; then echo "the window never appeared" >&2; kill $app; exit 3; fi
    xdotool windowfocus --sync "$win"
    sleep 0.5
    \(steps)
    \(ending)
    wait $app
    echo $? >"$OUT/exit.txt"
    """
}

/// Reads the clipboard into $OUT/clipboard.txt until it holds a capture command (10 s at most):
/// the app claims the selection when it next talks to the X server, which on a loaded machine can
/// be after `xclip` asked and found no owner.
private let clipboardReader = """
    for _ in $(seq 50); do
        timeout 20 xclip -o -selection clipboard >"$OUT/clipboard.txt" 2>"$OUT/xclip-stderr.txt"
        grep -q '^skeleton-preview capture ' "$OUT/clipboard.txt" && break
        sleep 0.2
    done
    """

/// Presses the keys given in $KEYS one by one, clicks at the window point $CLICK ("x y") when
/// given, waits (up to 10 s, for a loaded machine) until the window title contains $TITLE_PART,
/// grabs what the X server shows in the window, presses S, waits for the screenshot, grabs the
/// window again (with the toast) and reads the clipboard. $APP_OPTIONS go to the app.
private let driver = windowScript(
    options: "${APP_OPTIONS:-} --size 1000x1000",
    steps: """
        for key in $KEYS; do xdotool key "$key"; sleep 0.3; done
        if [ -n "${CLICK:-}" ]; then xdotool mousemove --window "$win" $CLICK click 1; sleep 0.3; fi
        for _ in $(seq 100); do xdotool getwindowname "$win" | grep -qF "$TITLE_PART" && break; sleep 0.1; done
        xdotool getwindowname "$win" >"$OUT/title.txt"
        sleep 1
        xwd -silent -id "$win" >"$OUT/onscreen.xwd"
        xdotool key s
        for _ in $(seq 100); do grep -q '^reproduce it with: ' "$OUT/stdout.txt" && break; sleep 0.1; done
        \(clipboardReader)
        sleep 0.3
        xwd -silent -id "$win" >"$OUT/toast.xwd"
        """)

/// Hides the skeleton (Space) so content shows, grabs the window, replaces $FILE by renaming
/// $REPLACEMENT over it, waits for the reload and grabs it again.
private let fileReplacer = windowScript(
    options: "--size 600x500",
    steps: """
        xdotool key space
        sleep 1.5
        xwd -silent -id "$win" >"$OUT/before.xwd"
        mv -f "$REPLACEMENT" "$FILE"
        sleep 2
        xwd -silent -id "$win" >"$OUT/after.xwd"
        """)

/// Presses S (the capture command goes to the clipboard) and reads the clipboard, then stops the
/// app, lets a clipboard reader time out and vanish while the app cannot answer, and resumes the
/// app (its late answer goes to the vanished window: an X error).
private let vanishingClipboardReader = windowScript(
    options: "--size 600x500",
    steps: """
        xdotool key s
        for _ in $(seq 100); do grep -q '^reproduce it with: ' "$OUT/stdout.txt" && break; sleep 0.1; done
        \(clipboardReader)
        kill -STOP $app
        timeout 1 xclip -o -selection clipboard >/dev/null 2>&1
        kill -CONT $app
        sleep 1
        """)

/// Starts the app with `--stats-json`, waits for its window and ends it with SIGTERM.
private let terminator = windowScript(
    options: #"--stats-json "$OUT/stats.json""#, steps: "sleep 0.5", ending: "kill -TERM $app")

/// `xvfb-run` arguments for a private server: `-a` finds a free display, starting from a random
/// number so that parallel runs (other test processes) do not race for the same one.
private func xvfbRun() -> [String] {
    ["xvfb-run", "-a", "-n", String(Int.random(in: 100...30_000)), "-s", "-screen 0 1280x1024x24"]
}

/// Runs a process to the end and returns its exit status.
@discardableResult
private func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    // Other suites in this test process set SDL_VIDEODRIVER=dummy; the app under Xvfb must use X11.
    var inherited = ProcessInfo.processInfo.environment
    inherited["SDL_VIDEODRIVER"] = nil
    // The app must not depend on the user's home (configuration, caches): give it an empty one.
    if let out = environment["OUT"] { inherited["HOME"] = out }
    process.environment = inherited.merging(environment) { $1 }
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

/// The file fontconfig gives for `family` on this machine.
private func fontFile(_ family: String) throws -> String {
    let pipe = Pipe()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["fc-match", "-f", "%{file}", family]
    process.standardOutput = pipe
    try process.run()
    process.waitUntilExit()
    let path = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    try #require(FileManager.default.fileExists(atPath: path), "fc-match found no file for \(family)")
    return path
}

/// Where `needle` sits inside `haystack` pixel for pixel, or nil.
private func locate(_ needle: Framebuffer, in haystack: Framebuffer) -> (x: Int, y: Int)? {
    guard needle.width <= haystack.width, needle.height <= haystack.height else { return nil }
    for y in 0...(haystack.height - needle.height) {
        for x in 0...(haystack.width - needle.width) where haystack.pixels[y * haystack.width + x] == needle.pixels[0] {
            let matches = (0..<needle.height).allSatisfy { row in
                let start = (y + row) * haystack.width + x
                return haystack.pixels[start..<(start + needle.width)].elementsEqual(
                    needle.pixels[(row * needle.width)..<((row + 1) * needle.width)])
            }
            if matches { return (x, y) }
        }
    }
    return nil
}

/// How many pixels differ between two runs of pixels, alpha ignored (the X server's is undefined).
private func differingPixels(_ a: some Sequence<UInt32>, _ b: some Sequence<UInt32>) -> Int {
    zip(a, b).filter { $0 | 0xFF00_0000 != $1 | 0xFF00_0000 }.count
}

/// One run of a window script under a private X server, and what it left in its output folder.
private struct WindowRun {
    /// The output folder ($OUT).
    let out: String

    /// Runs `script` with $EXE (the built app) and $OUT (`out`) set besides `environment`.
    init(_ script: String, out: String, environment: [String: String]) throws {
        self.out = out
        try run(
            xvfbRun() + ["bash", "-c", script],
            environment: ["EXE": Executable.path, "OUT": out].merging(environment) { $1 })
    }

    /// Runs `driver` on the default theme: presses `keys`, waits for `titlePart` in the window's
    /// title and saves the screenshot into `out`; `options` add to (or override) that environment.
    static func drive(keys: String, titlePart: String, out: String, options: [String: String] = [:]) throws -> WindowRun
    {
        try WindowRun(
            driver, out: out,
            environment: [
                "THEME": Repository.theme("default"), "KEYS": keys, "TITLE_PART": titlePart,
                "SKELETON_SCREENSHOT_DIR": out,
            ].merging(options) { $1 })
    }

    /// The text of `name` in the output folder, or `fallback` when the script did not write it.
    func text(_ name: String, else fallback: String = "") -> String {
        (try? String(contentsOfFile: out + "/" + name, encoding: .utf8)) ?? fallback
    }

    /// What the app printed on standard output.
    var stdout: String { text("stdout.txt") }
    /// What the app printed on standard error.
    var stderr: String { text("stderr.txt") }
    /// The app's exit status as the script recorded it ("none" when it never ended).
    var exitStatus: String { text("exit.txt", else: "none").trimmingCharacters(in: .whitespacesAndNewlines) }

    /// The rest of the first line of standard output that starts with `prefix`.
    func printed(after prefix: String) -> Substring? {
        stdout.split(separator: "\n").first { $0.hasPrefix(prefix) }?.dropFirst(prefix.count)
    }

    /// The window grab `name` (an xwd file) in the output folder.
    func grab(_ name: String) throws -> Framebuffer {
        try XWDImage.read(path: out + "/" + name)
    }
}

/// The real executable's window under Xvfb, driven with real key presses.
@Suite(
    .serialized,
    .enabled(
        if: installed("xvfb-run"), "xvfb-run is missing, so the window cannot be tested: `make test` installs xvfb"))
struct WindowEndToEndTests {
    @Test func screenshotKeyMatchesTheScreenAndACaptureOfTheSameState() throws {
        try requireTools()
        #expect(FileManager.default.isExecutableFile(atPath: Executable.path), "build first: swift build --build-tests")
        let scratch = try TemporaryDirectory()
        let out = scratch.path
        let theme = Repository.theme("default")

        // Solid style (1) and paused (P) so the frame, header included, does not depend on time; Enter
        // focuses the first layout at 1:1.
        let window = try WindowRun.drive(keys: "1 Return p", titlePart: "— solid,", out: out)
        let title = window.text("title.txt")
        #expect(title.contains("— solid,"), "key 1 (solid style) did not reach the window; its title: \(title)")
        #expect(window.exitStatus == "0", "app stderr: \(window.stderr)")
        let saved = try #require(
            window.printed(after: "screenshot saved: "),
            "no screenshot reported; stdout: \(window.stdout) stderr: \(window.stderr)")
        let screenshot = try PNGFile.read(path: String(saved))
        #expect(screenshot.width == 1000)
        #expect(screenshot.height == 1000)

        // What the X server shows is the framebuffer, pixel for pixel.
        let onScreen = try window.grab("onscreen.xwd")
        #expect(onScreen.width == screenshot.width && onScreen.height == screenshot.height)
        let differing = differingPixels(onScreen.pixels, screenshot.pixels)
        #expect(differing == 0, "\(differing) pixels on screen differ from the screenshot")

        // The focused layout in the screenshot is exactly what capture renders for the same state.
        let captured = out + "/capture.png"
        let status = try run([
            Executable.path, "capture", theme, "--layout", "Social feed", "--style", "solid", "--out", captured,
        ])
        #expect(status == 0)
        let capture = try PNGFile.read(path: captured)
        #expect(
            locate(capture, in: screenshot) != nil,
            "the capture (\(capture.width)×\(capture.height)) is not in the screenshot \(saved)")
    }

    @Test func keysIAndVShowTheVariantsGridOnADeviceExactlyAsCaptureDrawsIt() throws {
        try requireTools()
        let scratch = try TemporaryDirectory()
        let out = scratch.path
        let theme = Repository.theme("default")
        // Solid and paused so the frame is still; I puts the layouts on an iPhone SE, V shows the grid.
        let window = try WindowRun.drive(keys: "1 p i v", titlePart: "iPhone SE, variants", out: out)
        let title = window.text("title.txt")
        #expect(title.contains("iPhone SE, variants"), "keys I and V did not reach the window; its title: \(title)")
        let clipboard = window.text("clipboard.txt")
        #expect(clipboard.contains(" --device iphone-se --variants --scale 0.5 --out "), "clipboard: \(clipboard)")
        let onScreen = try window.grab("onscreen.xwd")
        let captured = out + "/grid.png"
        let status = try run([
            Executable.path, "capture", theme, "--layout", "Social feed", "--style", "solid", "--device", "iphone-se",
            "--variants", "--scale", "0.5", "--out", captured,
        ])
        #expect(status == 0)
        let grid = try PNGFile.read(path: captured)
        #expect((grid.width, grid.height) == (16 + 4 * (196 + 16), 16 + 24 + 342 + 16))
        // The grid is centred below the 30-point header: at (68, 316) in a 1000×1000 window.
        let differing = (0..<grid.height).reduce(0) { count, row in
            let start = (316 + row) * onScreen.width + 68
            return count
                + differingPixels(onScreen.pixels[start..<(start + grid.width)], grid.pixels[(row * grid.width)...])
        }
        #expect(differing == 0, "\(differing) pixels of the grid on screen differ from the capture")
    }

    @Test func screenshotAfterHideAndShowIsReproducedByTheCommandOnTheClipboard() throws {
        try requireTools()
        let scratch = try TemporaryDirectory()
        let out = scratch.path
        let theme = Repository.theme("default")
        // Animated style, focus, hide, show again, pause: the frame depends on the time since shown.
        let window = try WindowRun.drive(keys: "4 Return space space p", titlePart: "— gradientAnimated,", out: out)
        let saved = try #require(
            window.printed(after: "screenshot saved: "),
            "no screenshot reported; stdout: \(window.stdout) stderr: \(window.stderr)")
        let printed = try #require(
            window.printed(after: "reproduce it with: "), "no capture command printed; stdout: \(window.stdout)")
        let clipboard = window.text("clipboard.txt")
        #expect(clipboard == String(printed), "the clipboard holds: \(clipboard)")
        #expect(printed.hasPrefix("skeleton-preview capture \(theme) --layout 'Social feed' --style gradientAnimated"))

        // The toast is on screen after the shot.
        let screenshot = try PNGFile.read(path: String(saved))
        let changed = differingPixels(try window.grab("toast.xwd").pixels, screenshot.pixels)
        #expect(changed > 1000, "no toast on screen after S (\(changed) pixels changed)")

        // The command, run as printed, renders the focused layout exactly as in the screenshot.
        let status = try run(
            ["bash", "-c", "\"$EXE\"" + printed.dropFirst("skeleton-preview".count)],
            environment: ["EXE": Executable.path])
        #expect(status == 0)
        let out2 = try #require(printed.split(separator: " ").last.map(String.init))
        let capture = try PNGFile.read(path: out2)
        #expect(
            locate(capture, in: screenshot) != nil,
            "the capture of `\(printed)` is not in the screenshot \(saved)")
    }

    @Test func aClipboardReaderThatVanishesBeforeTheAnswerLeavesTheWindowOpen() throws {
        try requireTools()
        let scratch = try TemporaryDirectory()
        let out = scratch.path
        let window = try WindowRun(
            vanishingClipboardReader, out: out,
            environment: ["THEME": Repository.theme("default"), "SKELETON_SCREENSHOT_DIR": out])
        let stderr = window.stderr
        let clipboard = window.text("clipboard.txt")
        #expect(clipboard.hasPrefix("skeleton-preview capture "), "the clipboard was never set: \(clipboard)")
        #expect(window.exitStatus == "0", "app stderr: \(stderr)")
        #expect(
            stderr.contains("warning: X error BadWindow (invalid Window parameter) on request 18, resource 0x"),
            "app stderr: \(stderr)")
    }

    @Test func lPlaysALoadAndAClickOnTheTimelineBarPausesThereForTheCapture() throws {
        try requireTools()
        let scratch = try TemporaryDirectory()
        let out = scratch.path
        let theme = Repository.theme("default")
        // A 100 ms load (L), then a click in the middle of the bar's 3-second track (x 12 + 976 / 2):
        // the playhead stops 1.5 s after the load's request, its content shown since 0.1 s.
        let window = try WindowRun.drive(
            keys: "1 Return l", titlePart: "— solid,", out: out,
            options: ["APP_OPTIONS": "--latency 100ms", "CLICK": "500 990"])
        let printed = try #require(
            window.printed(after: "reproduce it with: "),
            "no capture command printed; stdout: \(window.stdout) stderr: \(window.stderr)")
        #expect(
            printed.hasPrefix(
                "skeleton-preview capture \(theme) --layout 'Social feed' --style solid --time 1.5 --hide-at 0.1 --out "
            ),
            "\(printed)")
        #expect(window.text("clipboard.txt") == String(printed))
    }

    @Test func anImageReplacedByRenameShowsInTheWindowWithoutRestart() throws {
        try requireTools()
        let scratch = try TemporaryDirectory()
        var red = try #require(Framebuffer(width: 8, height: 8))
        red.pixels = [UInt32](repeating: 0xFFFF_0000, count: 64)
        var blue = red
        blue.pixels = [UInt32](repeating: 0xFF00_00FF, count: 64)
        try PNGFile.write(red, to: scratch.file("avatar.png"))
        try PNGFile.write(blue, to: scratch.file("avatar-new.png"))
        let theme = scratch.file("photo.theme.json")
        try """
        {"name": "Photo", "layouts": [{"name": "Avatar", "size": [200, 200],
          "root": {"type": "imageView", "image": "avatar.png", "isSkeletonable": true}}]}
        """.write(toFile: theme, atomically: true, encoding: .utf8)
        let window = try WindowRun(
            fileReplacer, out: scratch.path,
            environment: [
                "THEME": theme, "FILE": scratch.file("avatar.png"), "REPLACEMENT": scratch.file("avatar-new.png"),
            ])
        let stderr = window.stderr
        let before = try window.grab("before.xwd")
        let after = try window.grab("after.xwd")
        let reds = before.pixels.filter { $0 & 0xFF_FFFF == 0xFF0000 }.count
        let blues = after.pixels.filter { $0 & 0xFF_FFFF == 0x0000FF }.count
        #expect(reds > 10_000, "the first image is not on screen; stderr: \(stderr)")
        #expect(blues == reds, "the replaced image is not on screen (\(blues) blue pixels); stderr: \(stderr)")
        #expect(after.pixels.filter { $0 & 0xFF_FFFF == 0xFF0000 }.isEmpty)
    }

    @Test func aFontFileReplacedByRenameShowsInTheWindowWithoutRestart() throws {
        try requireTools()
        let scratch = try TemporaryDirectory()
        let out = scratch.path
        // A fontconfig of one folder holding one file: DejaVu Sans, later replaced by DejaVu Serif.
        let fonts = scratch.file("fonts")
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: try fontFile("DejaVu Sans"), toPath: fonts + "/face.ttf")
        try FileManager.default.copyItem(atPath: try fontFile("DejaVu Serif"), toPath: scratch.file("serif.ttf"))
        try """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig><dir>\(fonts)</dir><cachedir>\(scratch.file("cache"))</cachedir></fontconfig>
        """.write(toFile: scratch.file("fonts.conf"), atomically: true, encoding: .utf8)
        let theme = scratch.file("type.theme.json")
        try """
        {"name": "Type", "layouts": [{"name": "Word", "size": [300, 120], "root": {"type": "label",
          "text": "Ragged", "font": {"family": "DejaVu Sans", "size": 48}, "isSkeletonable": true}}]}
        """.write(toFile: theme, atomically: true, encoding: .utf8)
        let fontconfig = ["FONTCONFIG_FILE": scratch.file("fonts.conf"), "OUT": out]
        let window = try WindowRun(
            fileReplacer, out: out,
            environment: fontconfig.merging([
                "THEME": theme, "FILE": fonts + "/face.ttf", "REPLACEMENT": scratch.file("serif.ttf"),
            ]) { $1 })
        // What a fresh capture draws with the new font file is what the window shows after the reload.
        let captured = out + "/serif.png"
        let status = try run(
            [
                Executable.path, "capture", theme, "--layout", "Word", "--time", "5", "--hide-at", "0", "--out",
                captured,
            ],
            environment: fontconfig)
        #expect(status == 0)
        let capture = try PNGFile.read(path: captured)
        #expect(
            locate(capture, in: try window.grab("before.xwd")) == nil, "the new font was on screen before it was saved")
        #expect(
            locate(capture, in: try window.grab("after.xwd")) != nil,
            "the window does not show the replaced font; stderr: \(window.stderr)")
    }

    @Test func sigtermEndsTheRunCleanlyWithTheStatisticsWritten() throws {
        try requireTools()
        let scratch = try TemporaryDirectory()
        let out = scratch.path
        let window = try WindowRun(terminator, out: out, environment: ["THEME": Repository.themes])
        let id = window.text("window.txt")
        #expect(!id.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "the window never appeared")
        #expect(window.exitStatus == "0", "app stderr: \(window.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: out + "/stats.json"))
        let stats = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for key in [
            "frames", "p50_interval_ms", "p99_interval_ms", "frames_over_16_7ms", "render_ms_median", "cpu_percent",
            "peak_rss_mb", "reload_latency_ms",
        ] {
            #expect(stats[key] != nil, "\(key) missing from \(stats)")
        }
        #expect((stats["frames"] as? Int ?? 0) > 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }
}

/// Starts the app with a red `--overlay` at full opacity, grabs the window, hides the overlay (X),
/// grabs it again, shows it (X), renames a blue screenshot over the red one and grabs it a third
/// time: the overlay keys and its hot reload under a real X server.
private let overlayDriver = windowScript(
    options: #"--overlay "$SHOT" --overlay-opacity 1 --size 600x500"#,
    steps: """
        xdotool key p
        sleep 1
        xwd -silent -id "$win" >"$OUT/shown.xwd"
        xdotool key x
        sleep 1
        xwd -silent -id "$win" >"$OUT/hidden.xwd"
        xdotool key x
        mv -f "$REPLACEMENT" "$SHOT"
        sleep 2
        xwd -silent -id "$win" >"$OUT/reloaded.xwd"
        """)

extension WindowEndToEndTests {
    @Test func theOverlayShowsHidesWithXAndReloadsWhenItsFileIsReplaced() throws {
        try requireTools()
        let scratch = try TemporaryDirectory()
        let red = try #require(Framebuffer(width: 100, height: 60, fill: 0xFFFF_0000))
        let blue = try #require(Framebuffer(width: 100, height: 60, fill: 0xFF00_00FF))
        try PNGFile.write(red, to: scratch.file("shot.png"))
        try PNGFile.write(blue, to: scratch.file("shot-new.png"))
        let theme = scratch.file("screen.theme.json")
        try """
        {"name": "Screen", "style": "solid", "layouts": [{"name": "Screen", "size": [100, 60],
          "root": {"type": "view", "isSkeletonable": true}}]}
        """.write(toFile: theme, atomically: true, encoding: .utf8)
        let window = try WindowRun(
            overlayDriver, out: scratch.path,
            environment: [
                "THEME": theme, "SHOT": scratch.file("shot.png"), "REPLACEMENT": scratch.file("shot-new.png"),
            ])
        let stderr = window.stderr
        func count(_ rgb: UInt32, in grab: String) throws -> Int {
            try window.grab(grab).pixels.filter { $0 & 0xFF_FFFF == rgb }.count
        }
        #expect(try count(0xFF0000, in: "shown.xwd") == 6000, "the overlay is not on screen; stderr: \(stderr)")
        #expect(try count(0xFF0000, in: "hidden.xwd") == 0, "X did not hide the overlay; stderr: \(stderr)")
        #expect(
            try count(0x0000FF, in: "reloaded.xwd") == 6000, "the new screenshot is not on screen; stderr: \(stderr)")
        #expect(try count(0xFF0000, in: "reloaded.xwd") == 0)
        #expect(window.exitStatus == "0", "app stderr: \(stderr)")
    }
}

/// Focuses the layout (Enter), clicks the window point $CLICK ("x y"), waits for the app to print
/// the clicked view's source line and for the clipboard to hold it (10 s at most each), then grabs
/// the window with the inspector's outline and panel.
private let inspectorDriver = windowScript(
    options: "--size 600x500",
    steps: """
        xdotool key Return
        sleep 0.5
        xdotool mousemove --window "$win" $CLICK click 1
        for _ in $(seq 100); do grep -q "$EXPECTED" "$OUT/stdout.txt" && break; sleep 0.1; done
        for _ in $(seq 50); do
            timeout 20 xclip -o -selection clipboard >"$OUT/clipboard.txt" 2>/dev/null
            grep -q ':3:5$' "$OUT/clipboard.txt" && break
            sleep 0.2
        done
        sleep 0.5
        xwd -silent -id "$win" >"$OUT/inspected.xwd"
        """)

extension WindowEndToEndTests {
    /// A 200 × 120 card with a 50-point photo at 140,10, focused in a 600 × 500 window: the card
    /// sits at x (600 − 200) / 2 = 200 and y 30 + (500 − 30 − 108 − 120) / 2 = 151, so the photo
    /// covers 340…390 × 161…211. A click on it prints and copies its place; the panel goes right of
    /// its outline (392 + 8 = 400), level with the outline's top (159), in the panel colour.
    @Test func clickingAViewPrintsItsSourceLineCopiesItAndShowsThePanelBesideIt() throws {
        try requireTools()
        let scratch = try TemporaryDirectory()
        let theme = scratch.file("inspect.theme.json")
        try """
        {"name": "Inspect", "style": "solid", "layouts": [{"name": "Card", "size": [200, 120],
          "root": {"type": "view", "id": "card", "children": [
            {"type": "imageView", "id": "photo", "frame": [140, 10, 50, 50]}
          ]}}]}
        """.write(toFile: theme, atomically: true, encoding: .utf8)
        let window = try WindowRun(
            inspectorDriver, out: scratch.path,
            environment: ["THEME": theme, "CLICK": "365 186", "EXPECTED": "photo imageView"])
        let stderr = window.stderr
        #expect(window.stdout.contains("\(theme):3:5: photo imageView [0.0]\n"), "stdout: \(window.stdout) \(stderr)")
        #expect(window.text("clipboard.txt") == "\(theme):3:5")
        let grab = try window.grab("inspected.xwd")
        let pixel = { (x: Int, y: Int) in grab.pixels[y * grab.width + x] & 0xFF_FFFF }
        let padding = (401...410).flatMap { x in (180...200).map { y in pixel(x, y) } }
        #expect(Set(padding) == [0x1C_1C1E], "no opaque panel right of the photo; stderr: \(stderr)")
        #expect(pixel(339, 186) == 0x00_7AFF, "the photo is not outlined; stderr: \(stderr)")
        #expect(window.exitStatus == "0", "app stderr: \(stderr)")
    }
}
