import SkeletonCore
import SkeletonDocument
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// The collection `id` of `path`'s first layout with that collection, and the file's warnings.
private func collection(_ id: String, in path: String) throws -> (
    view: ViewNode, spec: CollectionSpec, diagnostics: [Diagnostic]
) {
    let result = Fixtures.load(path)
    let view = try #require(result.theme?.layouts.lazy.compactMap { $0.root.find(id) }.first)
    guard case .collection(let spec)? = view.list else {
        Issue.record("\(id) is not a collection")
        return (view, CollectionSpec(cell: ViewNode(kind: .view)), result.diagnostics)
    }
    return (view, spec, result.diagnostics)
}

/// A storyboard of one screen holding `collection` (a `<collectionView>` element's text).
private func storyboard(_ collection: String) throws -> (TemporaryDirectory, String) {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write(
        "Main.storyboard",
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes><scene sceneID="a"><objects><viewController id="c" storyboardIdentifier="S"><view key="view" id="r">
        <rect key="frame" x="0" y="0" width="320" height="480"/><subviews>\(collection)</subviews></view>
        </viewController></objects></scene></scenes></document>
        """)
    return (scratch, path)
}

@Test func aFlowLayoutsSectionInsetAndHeaderReferenceSizeAreKept() throws {
    let (view, spec, _) = try collection("set-cl-001", in: Fixtures.settings)
    #expect(spec.itemSize == Size(width: 100, height: 120))
    #expect(spec.lineSpacing == 12)
    #expect(spec.interitemSpacing == 8)
    #expect(spec.sectionInset == EdgeInsets(top: 10, left: 16, bottom: 10, right: 16))
    #expect(view.padding == .zero)
    let header = try #require(spec.header)
    #expect(header.height == .fixed(50))
    #expect(header.children.map(\.text) == ["Featured"])
    #expect(
        header.children.first?.font == FontSpec(family: "system", size: 18, weight: 700, scalesWithContentSize: false))
    #expect(spec.footer == nil)  // a zero footer reference size shows none
}

@Test func severalCellPrototypesAreNamedInAWarningAndTheFirstFillsTheList() throws {
    let (_, spec, diagnostics) = try collection("set-cl-001", in: Fixtures.settings)
    #expect(spec.cell.children.first?.id == "set-im-001")
    #expect(
        diagnostics.filter { $0.message.contains("prototypes") }.map { "\($0.line): \($0.message)" } == [
            "123: collection view `photos` (id set-cl-001) has 2 cell prototypes (PhotoCell, VideoCell); every skeleton item is previewed with the first, PhotoCell"
        ])
}

@Test func aSelfSizingFlowLayoutTakesItsItemSizeFromThePrototypeCell() throws {
    let (scratch, path) = try storyboard(
        """
        <collectionView id="cv"><rect key="frame" x="0" y="0" width="320" height="480"/>
        <collectionViewFlowLayout key="collectionViewLayout" automaticEstimatedItemSize="YES" scrollDirection="horizontal" id="f">
        <size key="itemSize" width="50" height="50"/><size key="headerReferenceSize" width="30" height="0.0"/></collectionViewFlowLayout>
        <cells><collectionViewCell id="cell"><rect key="frame" x="0" y="0" width="150" height="90"/></collectionViewCell></cells>
        </collectionView>
        """)
    _ = scratch
    let (_, spec, diagnostics) = try collection("cv", in: path)
    #expect(spec.itemSize == Size(width: 150, height: 90))
    #expect(spec.scrollDirection == .horizontal)
    // Horizontal: the header's length is the reference size's width; the app registers the view in code.
    #expect(spec.header?.width == .fixed(30))
    #expect(spec.header?.children == [])
    #expect(diagnostics.map(\.message) == [Fixtures.nothingSkeletonable])
}

@Test func aCellWithACustomSizeInInterfaceBuilderIsPreviewedAtThatSize() throws {
    // itemSize says 50 × 50, the cell was sized 190 × 210 in IB: the app's sizeForItemAt returns
    // the designed size, or its content would not fit.
    let (scratch, path) = try storyboard(
        """
        <collectionView id="cv"><rect key="frame" x="0" y="0" width="320" height="480"/>
        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="f">
        <size key="itemSize" width="50" height="50"/></collectionViewFlowLayout>
        <cells><collectionViewCell id="cell"><rect key="frame" x="0" y="0" width="190" height="210"/></collectionViewCell></cells>
        </collectionView>
        """)
    _ = scratch
    let (_, spec, _) = try collection("cv", in: path)
    #expect(spec.itemSize == Size(width: 190, height: 210))
}

@Test func aCustomCollectionLayoutIsReportedInsteadOfDroppedSilently() throws {
    let (scratch, path) = try storyboard(
        """
        <collectionView id="cv"><rect key="frame" x="0" y="0" width="320" height="480"/>
        <collectionViewLayout key="collectionViewLayout" id="l" customClass="MosaicLayout"/>
        <cells><collectionViewCell id="cell"><rect key="frame" x="0" y="0" width="50" height="50"/></collectionViewCell></cells>
        </collectionView>
        """)
    _ = scratch
    let (_, spec, diagnostics) = try collection("cv", in: path)
    #expect(spec.itemSize == Size(width: 50, height: 50))
    #expect(
        diagnostics.map { "\($0.line): \($0.message)" } == [
            "5: collection view (id cv) has a custom layout (MosaicLayout) that is not in the file; its cells are previewed in a flow layout of 50 × 50 items 10 points apart",
            "2: \(Fixtures.nothingSkeletonable)",
        ])
}
