import ConstraintSolver
import SkeletonSystem

// skeleton-solver-bench [VIEWS]: times the constraint solver on a storyboard-shaped system (see
// StoryboardSystem): building and solving it, then re-solving for other screen widths through the
// width edit variable.
// skeleton-solver-bench FILE.storyboard|FILE.xib…: times the tool's whole layout pass on real
// screens (see StoryboardScreens): all of them solved at their design size, then each re-flowed on
// every device and at the largest text size.
// Both print medians of elapsed and CPU time (the CPU time of the process is what a busy shared
// machine disturbs least); build with `swift build -c release` to get meaningful figures (targets
// from issue #28: a 1 000-view storyboard solved in < 30 ms, a screen re-solved in < 2 ms).

let arguments = Array(CommandLine.arguments.dropFirst())
/// Elapsed and CPU milliseconds of `body`.
func measure(_ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
    let (wall, cpu) = (MonotonicClock.now(), MonotonicClock.processCPUTime())
    try body()
    return ((MonotonicClock.now() - wall) * 1000, (MonotonicClock.processCPUTime() - cpu) * 1000)
}

/// "elapsed 1.234 ms, CPU 1.000 ms (median of N)".
func report(_ times: [(wall: Double, cpu: Double)]) -> String {
    "elapsed \(figure(median(times.map(\.wall)))) ms, CPU \(figure(median(times.map(\.cpu)))) ms (median of \(times.count))"
}

/// The median of `values`.
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// `12.345` with three decimals.
func figure(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
}

/// Times the synthetic system of `viewCount` views.
func benchSynthetic(viewCount: Int) throws {
    let system = StoryboardSystem(viewCount: max(2, viewCount), childrenPerView: 4)
    var buildTimes: [(wall: Double, cpu: Double)] = []
    var solver = Solver()
    for _ in 0..<7 {
        var built: Solver?
        buildTimes.append(measure { built = try? system.solved(width: 390, height: 844) })
        guard let built else { throw SolverError.unsatisfiable(system.constraints[0]) }
        solver = built
    }
    let deepest = system.views[system.views.count - 1]
    print("views \(system.views.count), constraints \(system.constraints.count) + 2 edit variables")
    print("deepest view at 390 × 844: x \(deepest.left.value) y \(deepest.top.value) w \(deepest.width.value)")
    print("build + solve: \(report(buildTimes))")

    var resolveTimes: [(wall: Double, cpu: Double)] = []
    let widths: [Double] = [320, 375, 414, 428, 768, 1024, 390]
    for round in 0..<20 {
        for width in widths {
            var failure: SolverError?
            let time = measure {
                do throws(SolverError) {
                    try solver.suggestValue(width, for: system.screenWidth)
                    solver.updateVariables()
                } catch { failure = error }
            }
            if let failure { throw failure }
            if round > 0 { resolveTimes.append(time) }
        }
    }
    print("deepest view at 390 × 844 after re-solves: x \(deepest.left.value) w \(deepest.width.value)")
    print("re-solve for a new width: \(report(resolveTimes))")
}

/// Times the screens of the Interface Builder files at `paths`.
func benchScreens(paths: [String]) {
    guard let screens = StoryboardScreens(paths: paths) else { return }
    screens.layOutAll()  // loads the fonts the screens use, which a later pass finds cached
    let whole = (0..<7).map { _ in measure { screens.layOutAll() } }
    print("screens \(screens.layouts.count), views \(screens.viewCount)")
    print("every screen solved at its design size: \(report(whole))")
    let variations = screens.variations
    for layout in variations { screens.layOut(layout) }
    let times = variations.map { layout in
        (0..<5).map { _ in measure { screens.layOut(layout) } }.sorted { $0.cpu < $1.cpu }[2]
    }
    let slowest = times.map { $0.cpu }.max() ?? 0
    print(
        "one screen re-flowed on a device or text size (\(variations.count) cases): \(report(times)); slowest CPU \(figure(slowest)) ms"
    )
}

if arguments.contains(where: { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }) {
    benchScreens(paths: arguments)
} else {
    do {
        try benchSynthetic(viewCount: arguments.first.flatMap(Int.init) ?? 1000)
    } catch {
        print("solver refused the system: \(error)")
    }
}
