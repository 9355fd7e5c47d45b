import SkeletonCore
import Testing

@Test func aCollectionsSectionInsetKeepsItsItemsOffTheEdgesButNotItsHeader() {
    var spec = CollectionSpec(cell: view(.view))
    spec.itemSize = Size(width: 40, height: 30)
    spec.numberOfItems = 3
    spec.interitemSpacing = 10
    spec.lineSpacing = 5
    spec.sectionInset = EdgeInsets(top: 8, left: 12, bottom: 4, right: 12)
    var header = view(.view)
    header.height = .fixed(20)
    spec.header = header
    spec.footer = header
    var collection = view(.collection)
    collection.list = .collection(spec)
    let children = placed(screen(width: 124, height: 300, root: collection)).children
    // 100 points between the insets hold two 40-point items; the third starts a line.
    #expect(
        children.map(\.frame) == [
            Rect(x: 0, y: 0, width: 124, height: 20), Rect(x: 12, y: 28, width: 40, height: 30),
            Rect(x: 72, y: 28, width: 40, height: 30), Rect(x: 42, y: 63, width: 40, height: 30),
            Rect(x: 0, y: 97, width: 124, height: 20),
        ])
}
