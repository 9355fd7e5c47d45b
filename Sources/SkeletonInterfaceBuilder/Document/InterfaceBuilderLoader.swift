import Foundation
import SkeletonCore
import SkeletonDocument
import SkeletonSystem

/// Opens a `.storyboard` or `.xib` as a theme: every scene of a storyboard and every top-level view
/// or cell of a xib becomes a layout at the document's device size, from the stored frames; the
/// look (appearance, animation, transition, style) comes from `look`. The result is the same
/// `ThemeLoadResult` a theme file gives, so the gallery, capture, dump, tree and validate work on it.
package enum InterfaceBuilderLoader {
    /// View-controller elements whose `view` is a screen (navigation and tab-bar controllers hold none).
    static let controllers: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "pageViewController",
        "splitViewController", "hostingController", "glkViewController", "avPlayerViewController",
    ]

    /// Loads `path` with the look of `look`. Only a regular file within `IBXMLReader.maximumBytes` is
    /// read: a FIFO or a device would block, and a huge file would cost its size before the check.
    package static func load(path: String, look: Theme, options: InterfaceBuilderOptions) -> ThemeLoadResult {
        func failure(_ message: String, _ fix: String) -> ThemeLoadResult {
            ThemeLoadResult(
                theme: nil,
                diagnostics: [
                    Diagnostic(
                        file: path, line: 1, column: 1, severity: .error, message: message, keyPath: "", fix: fix)
                ], dependencies: [path])
        }
        let kind = FileKind(path: path)
        guard kind != .missing, kind != .directory else {
            return failure("file `\((path as NSString).lastPathComponent)` not found", "check the path")
        }
        do {
            let bytes = try InputFile.read(path, what: "the file", limit: IBXMLReader.maximumBytes)
            return load(data: Data(bytes), path: path, look: look, options: options)
        } catch {
            return failure(error.description, "name a .storyboard or .xib file")
        }
    }

    /// Loads a document already in memory as if read from `path` (which names it in diagnostics and
    /// anchors its asset catalog and registered cells): the entry point of tests and fuzzing.
    package static func load(data: Data, path: String, look: Theme, options: InterfaceBuilderOptions)
        -> ThemeLoadResult
    {
        var dependencies = [path]
        func failure(_ line: Int, _ column: Int, _ message: String, _ fix: String) -> ThemeLoadResult {
            ThemeLoadResult(
                theme: nil,
                diagnostics: [
                    Diagnostic(
                        file: path, line: line, column: column, severity: .error, message: message, keyPath: "",
                        fix: fix)
                ], dependencies: dependencies)
        }
        let document: IBNode
        switch IBXMLReader.read(data) {
        case .failure(let problem): return failure(problem.line, problem.column, problem.message, problem.fix)
        case .success(let root): document = root
        }
        guard document.name == "document", let type = document["type"],
            type.contains("CocoaTouch") || type.contains("AppleTV")
        else {
            return failure(
                document.line, document.column,
                "not an iOS or tvOS Interface Builder document (no CocoaTouch or AppleTV `<document>`)",
                "open a .storyboard or .xib made for iOS or tvOS (a macOS one has no UIKit views)")
        }
        var catalogs = AssetCatalogCache()
        let assets = catalogs.catalog(near: path)
        dependencies += assets.files
        let reader = AttributeReader(document: document, assets: assets)
        let mapper = ViewMapper(file: path, document: document, reader: reader, aliases: options.aliases)
        let paired = RegisteredCells(document: document, file: path, given: options.cells, title: mapper.title(of:))
        let cells = options.cells.merging(paired.cells) { given, _ in given }
        var cellDiagnostics: [Diagnostic] = []
        // A cell xib several lists register is read and mapped once; its problems are told once.
        var loadedCells: [String: MappedView?] = [:]
        mapper.externalCellIDs = Set(cells.keys)
        mapper.externalCell = { id in
            guard let cellPath = cells[id] else { return nil }
            if let loaded = loadedCells[cellPath] { return loaded }
            dependencies.append(cellPath)
            let (cell, problems) = registeredCell(cellPath, options: options, catalogs: &catalogs)
            cellDiagnostics += problems
            loadedCells[cellPath] = cell
            return cell
        }
        let device = DesignDevice(document: document)
        var screens:
            [(
                name: String, view: MappedView, isControllerView: Bool, diagnostics: [Diagnostic], bars: ScreenBars,
                barsAbove: Double?
            )] = []
        let bars = SimulatedBars(document: document)
        for (name, element, isControllerView) in screenElements(of: document) {
            let cell = ["tableViewCell", "collectionViewCell"].contains(element.name)
            mapper.beginScreen()
            let before = (mapper.diagnostics.count, cellDiagnostics.count)
            guard var view = cell ? mapper.mapCell(element) : mapper.map(element, isRoot: true) else { continue }
            var screenBars = ScreenBars()
            var barsAbove: Double?
            if !cell {
                let size = AttributeReader.frame(of: element)?.size ?? device.screen
                let simulated = bars.views(over: element, size: size, file: path)
                view.children += simulated.views
                screenBars = simulated.bars
                barsAbove = simulated.barsAbove
                if simulated.bars.largeTitle { TableSectionViews.placeUnderLargeTitle(&view.node) }
            }
            let own = Array(mapper.diagnostics[before.0...]) + Array(cellDiagnostics[before.1...])
            // A xib's view with a simulated navigation or tab bar is a view controller's (IB's Simulated
            // Metrics, as pocket-casts' controllers' views state them), whatever its stored size.
            let isControllerView = isControllerView || (!cell && screenBars != ScreenBars())
            screens.append((name, view, isControllerView, own, screenBars, barsAbove))
        }
        // Which xib each list's cells came from concerns the file: every screen's command says it.
        var diagnostics = paired.diagnostics + assets.diagnostics
        var layouts: [LayoutSpec] = []
        var names: Set<String> = []
        var matchedFlags: Set<String> = []
        var matchedRoots: Set<String> = []
        var unflaggedRoots: [String: MappedView] = [:]
        var anyFlagged = false
        for var screen in screens {
            matchedFlags.formUnion(SkeletonReach.flag(options.flagged, in: &screen.view))
            var rootFound = true
            if !options.roots.isEmpty {
                let start = SkeletonReach.start(at: options.roots, in: &screen.view)
                matchedRoots.formUnion(start.matched)
                unflaggedRoots.merge(start.unflagged) { first, _ in first }
                rootFound = !start.matched.isEmpty
            }
            if options.bridge { SkeletonReach.bridge(&screen.view) }
            anyFlagged = anyFlagged || screen.view.containsFlaggedView
            var own = screen.diagnostics
            if rootFound { own += SkeletonReach.unreachable(from: screen.view) }
            let stored = AttributeReader.frame(of: screen.view.source)?.size
            let size = stored.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil } ?? device.screen
            var name = screen.name
            var copy = 2
            while !names.insert(name).inserted {
                name = "\(screen.name) (\(copy))"
                copy += 1
            }
            // Each screen's warnings name it, so a command about one layout prints only its own.
            diagnostics += own.map { diagnostic in
                var tagged = diagnostic
                tagged.layout = name
                return tagged
            }
            // Bars in the view hierarchy are as high as IB's canvas draws them on the document's device.
            var root = screen.view.build().withBarMetrics(bars.metrics)
            if root.autoLayout?.designSize == nil { root.autoLayout?.designSize = size }
            // IB's canvas gives a top-level view a view controller root's margins, a collection cell's
            // too (one pinned to a 375-point cell's margins is stored at x 16); a table cell has UIKit's.
            let isTableCell = screen.view.isCell && screen.view.source.name != "collectionViewCell"
            if !isTableCell && ConstraintReader.layoutMargins(of: screen.view.source) == nil {
                root.autoLayout?.hasRootViewMargins = true
            }
            if let above = screen.barsAbove {
                // IB's canvas shows the bars above a view below them: the layout is the screen they
                // and the view make, the view at its place below them, as on a device of that size.
                root.frame = Rect(x: 0, y: above, width: size.width, height: size.height)
            }
            // A table cell shown alone is as high as `systemLayoutSizeFitting` makes it at its width,
            // as its row in a self-sizing table is: it grows with its text at another text size.
            if isTableCell { root.autoLayout?.sizesRowToFit = true }
            // IB stores the screen as the design device's size classes install it; every size
            // class's views and constraints are kept for the devices that show others.
            var layout = LayoutSpec(name: name, size: size, root: root).inSizeClasses(device.traits)
            if size.width != device.screen.width { layout.screenWidth = device.screen.width }
            // A scene's view, or a xib's view of the whole screen, is a view controller's: on a device it
            // fills the screen under the status bar, as IB stored it.
            layout.fillsScreen = screen.isControllerView || (screen.view.node.kind == .view && size == device.screen)
            layout.barInsets = screen.bars.insets(bars.metrics)
            if screen.bars != ScreenBars() { layout.bars = screen.bars }
            layout.belowTopBars = screen.barsAbove != nil
            if let above = screen.barsAbove { layout.size.height += above }
            // A cell, or a view that is part of a screen (a bar, a card, a header), keeps its height on
            // a device and takes the device's width, as a table or the screen that holds it gives it.
            layout.keepsHeight = !layout.fillsScreen
            if layout.fillsScreen {
                // The bars extend the safe area, as UIKit's do: a screen that pins nothing to it (a
                // table root, whose rows start at it) still has the bars' insets.
                var insets = device.safeArea(ofScreen: size, toolsVersion: SystemDesign.toolsVersion(of: document))
                // Below an opaque bar the view starts below the status bar too.
                insets.top = screen.barsAbove == nil ? insets.top + layout.barInsets.top : 0
                insets.bottom += layout.barInsets.bottom
                layout.safeAreaInsets = DesignSafeArea.insets(of: layout.root, size: size, fallback: insets)
            } else {
                // IB lays a freeform view out at the top of the device's screen: from some Xcode on,
                // under its status bar (a stack pinned 20 below the safe area of a 414 × 348 view at
                // y 64), which its stored frames say. On a device with a home indicator a top no pin
                // states is the status bar's: every freeform view of the corpus pinned to it there
                // lies under it, and a view centred on the safe area shows it too (tinode's 40-point
                // avatar, pinned flush with the bottom, centres its image 44 below the top); home-button
                // phones' freeform views lie under it or not whatever the Xcode, and IB's bottom inset
                // varies between files of one device and Xcode (0 or the home indicator's 34), so only
                // a pin tells those. A cell has none.
                var unpinned = EdgeInsets.zero
                let deviceInsets = device.safeArea(
                    ofScreen: device.screen, toolsVersion: SystemDesign.toolsVersion(of: document))
                if !screen.view.isCell && deviceInsets.bottom > 0 { unpinned.top = deviceInsets.top }
                layout.safeAreaInsets = DesignSafeArea.insets(of: layout.root, size: size, fallback: unpinned)
            }
            layouts.append(layout)
        }
        if !screens.isEmpty && !anyFlagged && options.flagged.isEmpty && options.roots.isEmpty {
            // An app that does not use SkeletonView, or flags its views in code: without a word the
            // preview would show its screens as they are and look broken.
            diagnostics.append(
                Diagnostic(
                    file: path, line: document.line, column: document.column, severity: .warning,
                    message:
                        "no view in this file is skeletonable, so SkeletonView draws no skeleton here: "
                        + "its screens are shown as the app shows them with the skeleton off",
                    keyPath: "",
                    fix: "set isSkeletonable on the views in IB, or preview them as the app flags them in code: "
                        + "--flag VIEW,… by Object ID, user label, custom class or element (--flag label,imageView "
                        + "--bridge flags every label and image view and the views holding them)"))
        }
        if reader.isTV && !screens.isEmpty { diagnostics.append(tvNote(path: path, document: document)) }
        if !screens.isEmpty {
            for (option, names, matched, kinds) in [
                ("--root", options.roots, matchedRoots, "IB id, user label or custom class"),
                ("--flag", options.flagged, matchedFlags, "IB id, user label, custom class or element"),
            ] {
                for name in names where !matched.contains(name) {
                    diagnostics.append(
                        Diagnostic(
                            file: path, line: 1, column: 1, severity: .warning,
                            message: "\(option) \(name) matches no view's \(kinds) in this file",
                            keyPath: "", fix: "give the Object ID Xcode shows in the Identity inspector"))
                }
            }
        }
        for (name, view) in unflaggedRoots.sorted(by: { $0.key < $1.key }) {
            diagnostics.append(
                Diagnostic(
                    file: view.file, line: view.source.line, column: view.source.column, severity: .warning,
                    message:
                        "--root \(name): \(view.title) is not skeletonable, so showSkeleton on it draws nothing",
                    keyPath: "",
                    fix: "set isSkeletonable on it in IB, or preview it as the app flags it in code (--flag \(name))"))
        }
        if layouts.isEmpty {
            diagnostics.append(
                Diagnostic(
                    file: path, line: document.line, column: document.column, severity: .warning,
                    message: "the document has no scene with a view and no top-level view", keyPath: "", fix: ""))
        }
        var theme = look
        theme.name = (path as NSString).lastPathComponent
        theme.layouts = layouts
        return ThemeLoadResult(theme: theme, diagnostics: diagnostics, dependencies: dependencies)
    }

    /// How the note on a tvOS document starts, which the window's panel looks for.
    package static let tvDocumentMarker = "this is a tvOS document"

    /// The note on a tvOS document (`targetRuntime="AppleTV"`): its views are laid out for a
    /// 1920 × 1080 TV, the size the preview shows them at without `--device`; an iPhone or iPad,
    /// which never runs it, lays a screen out at the device's size and a xib's view at the device's
    /// width and its own height, where views placed for the TV's width reach past the edge.
    private static func tvNote(path: String, document: IBNode) -> Diagnostic {
        let tv = DesignDevice.appleTVScreen
        let size = "\(Int(tv.width)) × \(Int(tv.height))"
        return Diagnostic(
            file: path, line: document.line, column: document.column, severity: .note,
            message:
                "\(tvDocumentMarker) (targetRuntime AppleTV), laid out for a \(size) TV: without --device "
                + "it is shown at that size; on an iPhone or iPad (--device), which do not run it, a screen is laid "
                + "out at the device's size and a xib's view at the device's width and its own height, so views "
                + "placed for the TV's width may reach past the edge",
            keyPath: "", fix: "preview it without --device, at the TV's \(size) points")
    }

    /// The screens of a document with their names: a storyboard's scenes' controller views, a xib's
    /// top-level views and cells; true for a view controller's view.
    static func screenElements(of document: IBNode) -> [(String, IBNode, Bool)] {
        var found: [(String, IBNode, Bool)] = []
        if let scenes = document.child("scenes") {
            for scene in scenes.children(named: "scene") {
                for controller in scene.child("objects")?.children ?? [] where controllers.contains(controller.name) {
                    guard
                        let view = controller.children.first(where: {
                            $0["key"] == "view" && ViewMapper.isView($0.name)
                        })
                    else { continue }
                    let name =
                        controller["storyboardIdentifier"] ?? controller["customClass"] ?? controller["userLabel"]
                        ?? view["userLabel"] ?? controller["id"] ?? scene["sceneID"] ?? "Scene"
                    found.append((name, view, true))
                }
            }
        } else if let objects = document.child("objects") {
            for object in objects.children where ViewMapper.isView(object.name) {
                let name =
                    object["customClass"] ?? object["userLabel"] ?? object["reuseIdentifier"] ?? object["id"]
                    ?? object.name
                found.append((name, object, false))
            }
        }
        return found
    }

    /// The first table or collection cell of the xib at `path` (`--cell`), with its file's problems.
    static func registeredCell(
        _ path: String, options: InterfaceBuilderOptions, catalogs: inout AssetCatalogCache
    ) -> (MappedView?, [Diagnostic]) {
        func problem(_ line: Int, _ column: Int, _ message: String, _ fix: String) -> (MappedView?, [Diagnostic]) {
            (
                nil,
                [
                    Diagnostic(
                        file: path, line: line, column: column, severity: .error, message: message, keyPath: "",
                        fix: fix)
                ]
            )
        }
        guard let bytes = try? InputFile.read(path, what: "the cell xib", limit: IBXMLReader.maximumBytes) else {
            return problem(
                1, 1, "cannot read the cell xib given with --cell", "check the path (relative to the working directory)"
            )
        }
        let data = Data(bytes)
        let document: IBNode
        switch IBXMLReader.read(data) {
        case .failure(let failure): return problem(failure.line, failure.column, failure.message, failure.fix)
        case .success(let root): document = root
        }
        let reader = AttributeReader(document: document, assets: catalogs.catalog(near: path))
        let mapper = ViewMapper(file: path, document: document, reader: reader, aliases: options.aliases)
        let cells =
            document.child("objects")?.children.filter { ["tableViewCell", "collectionViewCell"].contains($0.name) }
            ?? []
        guard let element = cells.first, let cell = mapper.mapCell(element) else {
            return problem(
                document.line, document.column, "the xib has no table or collection view cell",
                "give the xib that holds the cell")
        }
        return (cell, mapper.diagnostics)
    }
}

/// How the app shows the skeletons of its IB screens, as the user tells the importer
/// (`--root`, `--bridge`, `--alias`).
package struct InterfaceBuilderOptions: Hashable, Sendable {
    /// The views the app calls `showSkeleton` on, by IB object id, user label or custom class;
    /// empty = each screen's root view.
    package var roots: [String] = []
    /// The views the app flags `isSkeletonable` in code, by IB object id, user label or custom class.
    package var flagged: [String] = []
    /// Every ancestor of a skeletonable view takes part, as when the app flags them in code.
    package var bridge = false
    /// The app's own runtime-attribute names for SkeletonView's (`_isSkeletonable` → `isSkeletonable`).
    package var aliases: [String: String] = [:]
    /// Cells the app registers in code: table or collection view id → the xib holding the cell.
    package var cells: [String: String] = [:]

    /// SkeletonView's behaviour from the screens' roots, no aliases.
    package init() {}
}

/// Interface Builder's size-class variations, read into the model's (`SizeClassVariation`): a
/// parent's `<variation key="default"><mask key="subviews"><exclude reference=…/>` uninstalls a
/// subview in the size classes no other variation names, `<variation key="widthClass=compact">` …
/// `<include reference=…/>` installs it in compact widths; `<mask key="constraints">` does the same
/// for the constraints the element holds, and a constraint's own `<variation key=… constant=…/>`
/// gives its constant there (a stack view's own `<variation key=… axis=… spacing=…/>` its
/// arrangement, read by `ViewMapper`). UIKit applies the ones of the screen's size classes at run time
/// (`LayoutSpec.inSizeClasses(_:)`). Variations of a key other than size classes (IB's
/// `userInterfaceIdiom=mac`, for Mac Catalyst) never hold on an iPhone or iPad and are left out.
enum SizeClassVariations {
    /// Where a view or constraint is installed: in the size classes no variation names, and in
    /// those its variations name.
    struct Installation {
        /// Installed where no variation says otherwise.
        var isInstalled = true
        /// Installed or not by size class.
        var variations: [SizeClassVariation] = []
    }

    /// The installations of the views (`mask` `subviews`) or constraints (`constraints`) of
    /// `document` that a variation names, by id.
    static func installations(in document: IBNode, mask: String) -> [String: Installation] {
        var found: [String: Installation] = [:]
        collect(document, mask: mask, into: &found)
        return found
    }

    /// The constants constraint `element`'s own variations give it, by size class.
    static func constants(of element: IBNode) -> [SizeClassVariation] {
        element.children(named: "variation").compactMap { variation in
            guard let key = variation["key"], let condition = condition(key),
                let constant = variation.number("constant")
            else { return nil }
            return SizeClassVariation(condition, constant: constant)
        }
    }

    /// The size classes of an IB variation key (`heightClass=regular-widthClass=compact`); nil for
    /// `default` and for a key naming anything but the width and height classes.
    static func condition(_ key: String) -> SizeClassCondition? {
        var condition = SizeClassCondition()
        for pair in key.split(separator: "-") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let sizeClass = SizeClass(rawValue: parts[1]) else { return nil }
            switch parts[0] {
            case "widthClass": condition.width = sizeClass
            case "heightClass": condition.height = sizeClass
            default: return nil
            }
        }
        return condition.specificity == 0 ? nil : condition
    }

    private static func collect(_ node: IBNode, mask key: String, into found: inout [String: Installation]) {
        for variation in node.children(named: "variation") {
            guard let name = variation["key"] else { continue }
            let condition = condition(name)
            guard name == "default" || condition != nil else { continue }
            for mask in variation.children(named: "mask") where mask["key"] == key {
                for change in mask.children where ["exclude", "include"].contains(change.name) {
                    guard let id = change["reference"] else { continue }
                    let installed = change.name == "include"
                    if let condition {
                        found[id, default: Installation()].variations.append(
                            SizeClassVariation(condition, isInstalled: installed))
                    } else {
                        found[id, default: Installation()].isInstalled = installed
                    }
                }
            }
        }
        for child in node.children where child.name != "variation" {
            collect(child, mask: key, into: &found)
        }
    }
}
