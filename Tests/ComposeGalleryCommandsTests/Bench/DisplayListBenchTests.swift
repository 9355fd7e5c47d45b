import SkeletonCore
import SkeletonTheme
import TestSupport
import Testing

@testable import SkeletonCommands

@Test func displayListBenchTimesAHundredCellTableOfTheDefaultTheme() throws {
    let theme = try #require(
        ThemeLoader.load(path: Repository.theme("default"), fontResolver: nil).theme)
    let result = try DisplayListBench.run(theme: theme, metrics: TestPlatform.services.metrics, frames: 3, warmup: 1)
    #expect(result.cells == 100)
    // Every chat row draws its skeleton shapes: far more commands than cells, the same each frame.
    let again = try DisplayListBench.run(theme: theme, metrics: TestPlatform.services.metrics, frames: 1, warmup: 0)
    #expect(result.commands == again.commands)
    #expect(result.commands > 3 * result.cells)
}

@Test func displayListBenchNeedsATableLayout() {
    var theme = Theme(name: "No tables")
    theme.layouts = [LayoutSpec(name: "Plain", size: Size(width: 10, height: 10), root: ViewNode(kind: .view))]
    #expect(throws: BenchError.self) {
        try DisplayListBench.run(theme: theme, metrics: TestPlatform.services.metrics, frames: 1, warmup: 0)
    }
}
