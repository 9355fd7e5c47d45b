/// The Swift file `skeleton-preview export snapshot-helper` prints: an iOS app adds it to its DEBUG
/// build and calls `SkeletonPreviewSnapshot.write` once the screen is laid out, which writes the live
/// view tree in the snapshot format `SkeletonSnapshot` reads (Docs/app-snapshots.md, "Screens built in code"). The
/// one copy of the helper: the end-to-end tests type-check this text against the UIKit and
/// SkeletonView stubs in Swift 5 and 6 and run it over a view tree built with them.
enum SnapshotHelperSource {
    /// The file's text.
    static let text = #"""
        // SkeletonPreviewSnapshot.swift, from `skeleton-preview export snapshot-helper` (snapshot format 1).
        //
        // Add this file to the app's target; it compiles only into DEBUG builds. Once the screen is laid
        // out (viewDidAppear, or paused in the debugger), write its live view tree for skeleton-preview:
        //
        //     SkeletonPreviewSnapshot.write(self, to: "/tmp/Feed.snapshot.json")     // a view controller
        //     SkeletonPreviewSnapshot.write(someView, to: "/tmp/Card.snapshot.json") // any view
        //     (lldb) po SkeletonPreviewSnapshot.write(self, to: "/tmp/Feed.snapshot.json")
        //
        // then `skeleton-preview /tmp/Feed.snapshot.json`. On the simulator /tmp is the Mac's; on a device,
        // write into NSTemporaryDirectory() and copy the file off with Xcode's Devices window.
        #if DEBUG && canImport(UIKit)
            import UIKit
            #if canImport(SkeletonView)
                import SkeletonView
            #endif

            /// Writes a view tree, as laid out, in skeleton-preview's snapshot format.
            @MainActor
            public enum SkeletonPreviewSnapshot {
                /// The budgets skeleton-preview reads a snapshot within (Docs/app-snapshots.md, "Screens built in code").
                static let maximumViews = 10_000
                static let maximumDepth = 100
                static let maximumStringLength = 10_000
                static let maximumSections = 100
                static let maximumRows = 1_000

                /// Writes `viewController`'s view; returns what happened, for `po`.
                @discardableResult
                public static func write(_ viewController: UIViewController, to path: String) -> String {
                    viewController.loadViewIfNeeded()
                    return write(viewController.view, name: String(describing: type(of: viewController)), to: path)
                }

                /// Writes `view` and everything below it; returns what happened, for `po`.
                @discardableResult
                public static func write(_ view: UIView, name: String? = nil, to path: String) -> String {
                    view.layoutIfNeeded()
                    let json = snapshot(of: view, name: name ?? String(describing: type(of: view)))
                    do {
                        let data = try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys])
                        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
                        return "wrote \(path)"
                    } catch {
                        return "cannot write \(path): \(error)"
                    }
                }

                /// The snapshot of `root` as JSON values.
                public static func snapshot(of root: UIView, name: String) -> [String: Any] {
                    var writer = Writer()
                    return [
                        "format": "skeleton-preview-snapshot", "version": 1, "name": name,
                        "screen": screen(of: root), "root": writer.view(root, in: root, depth: 0),
                    ]
                }

                /// The screen the view is on: size, scale, safe area, traits.
                static func screen(of view: UIView) -> [String: Any] {
                    // A view in no window (not on screen yet) is taken as filling the screen.
                    let screen = view.window?.windowScene?.screen
                    let bounds = screen?.bounds ?? view.bounds
                    let traits = view.traitCollection
                    let safeArea = view.window?.safeAreaInsets ?? view.safeAreaInsets
                    return [
                        "width": Double(bounds.width), "height": Double(bounds.height),
                        "scale": Double(screen?.scale ?? traits.displayScale), "safeArea": insets(safeArea),
                        "horizontalSizeClass": sizeClass(traits.horizontalSizeClass),
                        "verticalSizeClass": sizeClass(traits.verticalSizeClass),
                        "contentSizeCategory": traits.preferredContentSizeCategory.rawValue,
                        "layoutDirection": view.effectiveUserInterfaceLayoutDirection == .rightToLeft
                            ? "rightToLeft" : "leftToRight",
                        "style": traits.userInterfaceStyle == .dark ? "dark" : "light",
                    ]
                }

                /// Walks a tree, counting views against the budget.
                @MainActor
                struct Writer {
                    /// Views written so far.
                    var count = 0

                    /// `view` and its subviews, frames in `root`'s coordinates.
                    mutating func view(_ view: UIView, in root: UIView, depth: Int) -> [String: Any] {
                        count += 1
                        let frame = view.convert(view.bounds, to: root)
                        var json: [String: Any] = [
                            "class": text(String(describing: type(of: view))), "uikit": uikitClass(of: view),
                            "frame": [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map { Double($0) },
                            "hidden": view.isHidden, "alpha": Double(view.alpha), "clipsToBounds": view.clipsToBounds,
                            "layer": layer(view.layer),
                        ]
                        if let background = view.backgroundColor { json["backgroundColor"] = color(background) }
                        #if canImport(SkeletonView)
                            json["skeleton"] = skeleton(of: view)
                        #endif
                        if let label = view as? UILabel {
                            json["text"] = [
                                "text": text(label.text ?? ""), "font": font(label.font), "numberOfLines": label.numberOfLines,
                                "textAlignment": alignment(label.textAlignment), "lineBreakMode": lineBreak(label.lineBreakMode),
                                "color": color(label.textColor ?? .black),
                            ]
                        } else if let textView = view as? UITextView {
                            json["text"] = [
                                "text": text(textView.text ?? ""), "font": font(textView.font), "numberOfLines": 0,
                                "textAlignment": alignment(textView.textAlignment),
                                "color": color(textView.textColor ?? .black), "insets": insets(textView.textContainerInset),
                            ]
                        } else if let field = view as? UITextField {
                            json["text"] = [
                                "text": text(field.text ?? field.placeholder ?? ""), "font": font(field.font),
                                "textAlignment": alignment(field.textAlignment), "color": color(field.textColor ?? .black),
                            ]
                        } else if let button = view as? UIButton {
                            var content: [String: Any] = ["title": text(button.currentTitle ?? "")]
                            if let image = button.currentImage { content["imageSize"] = size(image.size) }
                            json["button"] = content
                        } else if let imageView = view as? UIImageView, let image = imageView.image {
                            json["image"] = size(image.size)
                        } else if let stack = view as? UIStackView {
                            json["stack"] = [
                                "axis": stack.axis == .vertical ? "vertical" : "horizontal", "spacing": Double(stack.spacing),
                                "alignment": stackAlignment(stack.alignment), "distribution": distribution(stack.distribution),
                            ]
                        }
                        guard count < maximumViews, depth + 1 < maximumDepth else { return json }
                        if let table = view as? UITableView {
                            json["list"] = list(of: table, in: root, depth: depth)
                        } else if let collection = view as? UICollectionView {
                            json["list"] = list(of: collection, depth: depth)
                        } else {
                            json["subviews"] = children(of: view).map { self.view($0, in: root, depth: depth + 1) }
                        }
                        return json
                    }

                    /// The subviews SkeletonView's descent visits: a stack's arranged ones, every other
                    /// view's all.
                    func children(of view: UIView) -> [UIView] {
                        (view as? UIStackView)?.arrangedSubviews ?? view.subviews
                    }

                    /// A table's skeleton rows: SkeletonView's data source answers, one cell per identifier.
                    mutating func list(of table: UITableView, in root: UIView, depth: Int) -> [String: Any] {
                        let rowHeight =
                            table.rowHeight == UITableView.automaticDimension ? table.estimatedRowHeight : table.rowHeight
                        var json: [String: Any] = ["rowHeight": Double(rowHeight)]
                        var sections: [[String: Any]] = []
                        var identifiers: [String] = []
                        #if canImport(SkeletonView)
                            if let source = table.dataSource as? SkeletonTableViewDataSource {
                                let count = min(source.numSections(in: table), maximumSections)
                                for section in 0..<max(count, 0) {
                                    let asked = source.collectionSkeletonView(table, numberOfRowsInSection: section)
                                    let automatic = asked == UITableView.automaticNumberOfSkeletonRows
                                    let rows =
                                        automatic && rowHeight > 0 ? Int((table.frame.height / rowHeight).rounded(.up)) : asked
                                    let ids = (0..<min(max(rows, 0), maximumRows)).map { row in
                                        text(
                                            source.collectionSkeletonView(
                                                table, cellIdentifierForRowAt: IndexPath(row: row, section: section)))
                                    }
                                    identifiers += ids
                                    sections.append(["rows": ids, "automatic": automatic])
                                }
                            }
                        #endif
                        json["sections"] = sections
                        var cells: [String: Any] = [:]
                        for identifier in Set(identifiers).sorted() {
                            let visible = table.visibleCells.first { $0.reuseIdentifier == identifier }
                            guard let cell = visible ?? table.dequeueReusableCell(withIdentifier: identifier) else { continue }
                            if visible == nil {
                                cell.frame = CGRect(x: 0, y: 0, width: table.bounds.width, height: rowHeight)
                                cell.layoutIfNeeded()
                            }
                            cells[identifier] = self.cell(cell, content: cell.contentView, depth: depth)
                        }
                        json["cells"] = cells
                        if let header = table.tableHeaderView { json["headerView"] = view(header, in: root, depth: depth + 1) }
                        if let footer = table.tableFooterView { json["footerView"] = view(footer, in: root, depth: depth + 1) }
                        return json
                    }

                    /// A collection's skeleton items (a flow layout's geometry), one cell per identifier.
                    mutating func list(of collection: UICollectionView, depth: Int) -> [String: Any] {
                        var json: [String: Any] = [:]
                        let flow = collection.collectionViewLayout as? UICollectionViewFlowLayout
                        if let flow {
                            json["itemSize"] = size(flow.itemSize)
                            json["scrollDirection"] = flow.scrollDirection == .horizontal ? "horizontal" : "vertical"
                            json["lineSpacing"] = Double(flow.minimumLineSpacing)
                            json["interitemSpacing"] = Double(flow.minimumInteritemSpacing)
                            json["sectionInset"] = insets(flow.sectionInset)
                        }
                        var sections: [[String: Any]] = []
                        var identifiers: [String] = []
                        #if canImport(SkeletonView)
                            if let source = collection.dataSource as? SkeletonCollectionViewDataSource {
                                let count = min(source.numSections(in: collection), maximumSections)
                                for section in 0..<max(count, 0) {
                                    let asked = source.collectionSkeletonView(collection, numberOfItemsInSection: section)
                                    let automatic = asked == UICollectionView.automaticNumberOfSkeletonItems
                                    var items = asked
                                    if automatic {
                                        // SkeletonView's estimate: a flow layout's extent over its item's; 0 for another layout.
                                        let item = flow?.itemSize ?? .zero
                                        let vertical = flow?.scrollDirection != .horizontal
                                        let (extent, step) =
                                            vertical
                                            ? (collection.frame.height, item.height) : (collection.frame.width, item.width)
                                        items = flow != nil && step > 0 ? Int((extent / step).rounded(.up)) : 0
                                    }
                                    let ids = (0..<min(max(items, 0), maximumRows)).map { item in
                                        text(
                                            source.collectionSkeletonView(
                                                collection, cellIdentifierForItemAt: IndexPath(item: item, section: section)))
                                    }
                                    identifiers += ids
                                    sections.append(["rows": ids, "automatic": automatic])
                                }
                            }
                        #endif
                        json["sections"] = sections
                        var cells: [String: Any] = [:]
                        for identifier in Set(identifiers).sorted() {
                            // A visible cell is already laid out; dequeuing one outside the data source is
                            // what SkeletonView itself does for its skeleton items.
                            let cell =
                                collection.visibleCells.first { $0.reuseIdentifier == identifier }
                                ?? collection.dequeueReusableCell(
                                    withReuseIdentifier: identifier, for: IndexPath(item: 0, section: 0))
                            cells[identifier] = self.cell(cell, content: cell.contentView, depth: depth)
                        }
                        json["cells"] = cells
                        return json
                    }

                    /// A cell: its own properties, and its content view's subviews in its coordinates.
                    mutating func cell(_ cell: UIView, content: UIView, depth: Int) -> [String: Any] {
                        var json = view(cell, in: cell, depth: depth + 1)
                        json["subviews"] = content.subviews.map { view($0, in: cell, depth: depth + 2) }
                        return json
                    }
                }

                #if canImport(SkeletonView)
                    /// SkeletonView's properties of `view`, as the app set them.
                    static func skeleton(of view: UIView) -> [String: Any] {
                        var json: [String: Any] = [
                            "isSkeletonable": view.isSkeletonable,
                            "isHiddenWhenSkeletonIsActive": view.isHiddenWhenSkeletonIsActive,
                            "skeletonCornerRadius": Double(view.skeletonCornerRadius),
                        ]
                        if let label = view as? UILabel {
                            json.merge(
                                lines(
                                    label.lastLineFillPercent, label.linesCornerRadius, label.skeletonLineSpacing,
                                    label.skeletonPaddingInsets, label.skeletonTextLineHeight, label.skeletonTextNumberOfLines)
                            ) { _, new in new }
                        } else if let textView = view as? UITextView {
                            json.merge(
                                lines(
                                    textView.lastLineFillPercent, textView.linesCornerRadius, textView.skeletonLineSpacing,
                                    textView.skeletonPaddingInsets, textView.skeletonTextLineHeight,
                                    textView.skeletonTextNumberOfLines)
                            ) { _, new in new }
                        }
                        return json
                    }

                    /// The text skeleton's properties of a label or text view.
                    static func lines(
                        _ fill: Int, _ radius: Int, _ spacing: CGFloat, _ padding: UIEdgeInsets,
                        _ height: SkeletonTextLineHeight, _ count: SkeletonTextNumberOfLines
                    ) -> [String: Any] {
                        var json: [String: Any] = [
                            "lastLineFillPercent": fill, "linesCornerRadius": radius, "skeletonLineSpacing": Double(spacing),
                            "skeletonPaddingInsets": insets(padding),
                        ]
                        switch height {
                        case .relativeToFont: json["skeletonTextLineHeight"] = "relativeToFont"
                        case .relativeToConstraints: json["skeletonTextLineHeight"] = "relativeToConstraints"
                        case .fixed(let points): json["skeletonTextLineHeight"] = Double(points)
                        }
                        switch count {
                        case .inherited: json["skeletonTextNumberOfLines"] = "inherited"
                        case .custom(let lines): json["skeletonTextNumberOfLines"] = lines
                        }
                        return json
                    }
                #endif

                /// The UIKit class `view` is, or derives from, that skeleton-preview knows.
                static func uikitClass(of view: UIView) -> String {
                    switch view {
                    case is UILabel: "UILabel"
                    case is UITextView: "UITextView"
                    case is UITextField: "UITextField"
                    case is UIButton: "UIButton"
                    case is UIImageView: "UIImageView"
                    case is UIStackView: "UIStackView"
                    case is UITableView: "UITableView"
                    case is UICollectionView: "UICollectionView"
                    case is UITableViewCell: "UITableViewCell"
                    case is UICollectionViewCell: "UICollectionViewCell"
                    case is UISwitch: "UISwitch"
                    case is UISegmentedControl: "UISegmentedControl"
                    case is UISlider: "UISlider"
                    case is UIProgressView: "UIProgressView"
                    case is UIActivityIndicatorView: "UIActivityIndicatorView"
                    case is UIPageControl: "UIPageControl"
                    case is UIScrollView: "UIScrollView"
                    default: "UIView"
                    }
                }

                /// A string within the reader's budget.
                static func text(_ string: String) -> String {
                    String(string.prefix(maximumStringLength))
                }

                /// A colour resolved for the light and the dark style, as #RRGGBBAA.
                static func color(_ color: UIColor) -> [String: String] {
                    func hex(_ style: UIUserInterfaceStyle) -> String {
                        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
                        color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)).getRed(
                            &r, green: &g, blue: &b, alpha: &a)
                        return "#"
                            + [r, g, b, a].map { component in
                                let digits = String(Int((min(max(component, 0), 1) * 255).rounded()), radix: 16, uppercase: true)
                                return digits.count == 1 ? "0" + digits : digits
                            }.joined()
                    }
                    return ["light": hex(.light), "dark": hex(.dark)]
                }

                /// The layer's corner radius, border and shadow.
                static func layer(_ layer: CALayer) -> [String: Any] {
                    var json: [String: Any] = [
                        "cornerRadius": Double(layer.cornerRadius), "borderWidth": Double(layer.borderWidth),
                        "shadowOpacity": Double(layer.shadowOpacity), "shadowRadius": Double(layer.shadowRadius),
                        "shadowOffset": size(layer.shadowOffset),
                    ]
                    if let border = layer.borderColor { json["borderColor"] = color(UIColor(cgColor: border)) }
                    if let shadow = layer.shadowColor { json["shadowColor"] = color(UIColor(cgColor: shadow)) }
                    return json
                }

                /// A font's PostScript name, family, size and text style.
                static func font(_ font: UIFont?) -> [String: Any] {
                    guard let font else { return [:] }
                    var json: [String: Any] = [
                        "name": font.fontName, "family": font.familyName, "size": Double(font.pointSize),
                    ]
                    if let style = font.fontDescriptor.object(forKey: .textStyle) as? String { json["textStyle"] = style }
                    return json
                }

                /// `[width, height]`.
                static func size(_ size: CGSize) -> [Double] { [Double(size.width), Double(size.height)] }

                /// `{"top", "left", "bottom", "right"}`.
                static func insets(_ insets: UIEdgeInsets) -> [String: Double] {
                    [
                        "top": Double(insets.top), "left": Double(insets.left), "bottom": Double(insets.bottom),
                        "right": Double(insets.right),
                    ]
                }

                /// A size class's name.
                static func sizeClass(_ sizeClass: UIUserInterfaceSizeClass) -> String {
                    switch sizeClass {
                    case .compact: "compact"
                    case .regular: "regular"
                    default: "unspecified"
                    }
                }

                /// A text alignment's name.
                static func alignment(_ alignment: NSTextAlignment) -> String {
                    switch alignment {
                    case .left: "left"
                    case .center: "center"
                    case .right: "right"
                    case .justified: "justified"
                    default: "natural"
                    }
                }

                /// A line break mode's name.
                static func lineBreak(_ mode: NSLineBreakMode) -> String {
                    switch mode {
                    case .byWordWrapping: "byWordWrapping"
                    case .byCharWrapping: "byCharWrapping"
                    case .byClipping: "byClipping"
                    case .byTruncatingHead: "byTruncatingHead"
                    case .byTruncatingMiddle: "byTruncatingMiddle"
                    default: "byTruncatingTail"
                    }
                }

                /// A stack alignment's name (`top` is `leading`, `bottom` `trailing`, as UIKit's raw values are).
                static func stackAlignment(_ alignment: UIStackView.Alignment) -> String {
                    switch alignment {
                    case .leading: "leading"
                    case .center: "center"
                    case .trailing: "trailing"
                    case .firstBaseline: "firstBaseline"
                    case .lastBaseline: "lastBaseline"
                    default: "fill"
                    }
                }

                /// A stack distribution's name.
                static func distribution(_ distribution: UIStackView.Distribution) -> String {
                    switch distribution {
                    case .fillEqually: "fillEqually"
                    case .fillProportionally: "fillProportionally"
                    case .equalSpacing: "equalSpacing"
                    case .equalCentering: "equalCentering"
                    default: "fill"
                    }
                }
            }
        #endif
        """#
}
