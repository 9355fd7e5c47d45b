import Foundation
import SkeletonCore
import SkeletonDocument

/// Pairs the tables and collections of a document with the cell xibs of the app's project, as the
/// app pairs them in code, so a list without a cell of its own in the file shows its real cell:
/// - a list with no prototype: the nib its owner's Swift code registers on the outlet
///   (`tableView.register(UINib(nibName: "FeedCell", …), …)`), found as a xib named so, or whose
///   top-level cell has that class or reuse identifier;
/// - an empty prototype: the xib whose top-level cell has the prototype's class or reuse identifier;
/// - a prototype with content that the code replaces by registering a same-id nib: that nib, and
///   when the code does not say so, a hint naming the xib.
/// Each pairing is a note saying which xib was used; `--cell` always wins.
struct RegisteredCells {
    /// List id → the xib its cells come from.
    private(set) var cells: [String: String] = [:]
    /// Notes on the pairings and hints on same-id xibs.
    private(set) var diagnostics: [Diagnostic] = []

    private let file: String
    private let title: (IBNode) -> String
    private var project: ProjectFolder?
    private var code: CodeRegistrations?
    /// Xib path → its top-level cells, parsed once.
    private var parsed: [String: [IBNode]] = [:]
    /// Class or reuse identifier → the project's xibs that mention it as one, in path order: every
    /// xib is read and scanned once, since a storyboard asks about each of its lists.
    private var xibsByCellName: [String: [String]]?

    /// The pairings for the lists of `document` (read from `file`) that `given` (`--cell`) leaves
    /// open; `title` names an element in diagnostics.
    init(document: IBNode, file: String, given: [String: String], title: @escaping (IBNode) -> String) {
        self.file = file
        self.title = title
        let lists = Self.lists(in: document).filter { list in
            guard let id = list["id"], given[id] == nil else { return false }
            return !(list["dataMode"] == "static" && list.child("sections") != nil)
        }
        guard !lists.isEmpty else { return }
        let owners = Self.owners(in: document)
        for list in lists { pair(list, owner: owners[list["id"] ?? ""]) }
    }

    /// The class whose code fills a list and the property it reaches the list by.
    struct Owner: Equatable {
        /// The owner's custom class (`FeedViewController`).
        let className: String
        /// The outlet (`tableView`).
        let property: String
    }

    private mutating func pair(_ list: IBNode, owner: Owner?) {
        guard let id = list["id"] else { return }
        let isTable = list.name == "tableView"
        let cellName = isTable ? "tableViewCell" : "collectionViewCell"
        let prototype = list.child(isTable ? "prototypes" : "cells")?.children(named: cellName).first
        let calls = owner.map { registrations(of: $0) } ?? []
        var registered: [(registration: CodeRegistrations.Registration, xib: String)] = []
        for registration in calls {
            for name in registration.names {
                guard let xib = xib(named: name, cellName: cellName) else { continue }
                registered.append((registration, xib))
                break
            }
        }
        guard let prototype else {
            guard let first = registered.first else { return }
            cells[id] = first.xib
            let others = registered.dropFirst().map { display($0.xib) }
            let more =
                others.isEmpty
                ? "" : "; it also registers \(others.joined(separator: ", ")), which the data source picks in code"
            note(
                list,
                "\(title(list)) draws its cells from \(display(first.xib)), registered in "
                    + "\(display(first.registration.file)):\(first.registration.line)"
                    + more,
                fix: "pass --cell \(id)=FILE.xib to preview another cell")
            return
        }
        let names = [prototype["reuseIdentifier"], prototype["customClass"]].compactMap { $0 }
        var match: String?
        for name in names where match == nil { match = xib(withTopLevelCell: name, cellName: cellName) }
        guard let sameID = match else { return }
        let isEmpty = Self.content(of: prototype)?.child("subviews")?.children.isEmpty ?? true
        let prototypeName = "`\(names[0])`"
        if isEmpty {
            cells[id] = sameID
            note(
                list,
                "\(title(list)) draws its cells from \(display(sameID)): its prototype \(prototypeName) is empty "
                    + "and that xib's cell has its class or reuse identifier",
                fix: "pass --cell \(id)=FILE.xib to preview another cell")
        } else if let registration = registered.first(where: { $0.xib == sameID })?.registration {
            cells[id] = sameID
            note(
                list,
                "\(title(list)) draws its cells from \(display(sameID)), which the app registers in "
                    + "\(display(registration.file)):\(registration.line) under the identifier of its prototype "
                    + "\(prototypeName), replacing it",
                fix: "")
        } else {
            note(
                prototype,
                "\(display(sameID)) holds a cell with the class or reuse identifier of the prototype \(prototypeName) "
                    + "of \(title(list)); if the app registers that nib, it replaces this prototype",
                fix: "to preview it, pass --cell \(id)=\(Self.argument(sameID))")
        }
    }

    private mutating func registrations(of owner: Owner) -> [CodeRegistrations.Registration] {
        if project == nil { project = ProjectFolder(around: file) }
        if code == nil { code = CodeRegistrations(files: project?.swiftFiles ?? []) }
        return code?.registrations(of: owner.property, in: owner.className) ?? []
    }

    /// The xib a registration names: the file `NAME.xib`, else one whose top-level cell is of class or reuse id NAME.
    private mutating func xib(named name: String, cellName: String) -> String? {
        if project == nil { project = ProjectFolder(around: file) }
        let byName = project?.xibs.first { ($0 as NSString).lastPathComponent == name + ".xib" }
        if let byName, !topLevelCells(byName).filter({ $0.name == cellName }).isEmpty { return byName }
        return xib(withTopLevelCell: name, cellName: cellName)
    }

    /// The first xib of the project whose top-level cell has the class or reuse identifier `name`.
    private mutating func xib(withTopLevelCell name: String, cellName: String) -> String? {
        for xib in xibs(mentioning: name) where xib != file {
            if topLevelCells(xib).contains(where: {
                $0.name == cellName && ($0["reuseIdentifier"] == name || $0["customClass"] == name)
            }) {
                return xib
            }
        }
        return nil
    }

    /// The project's xibs with a `reuseIdentifier` or `customClass` attribute of value `name`: a text
    /// scan that spares parsing every xib for every list.
    private mutating func xibs(mentioning name: String) -> [String] {
        if let known = xibsByCellName { return known[name] ?? [] }
        if project == nil { project = ProjectFolder(around: file) }
        var index: [String: [String]] = [:]
        if let attribute = try? NSRegularExpression(pattern: "\\b(?:reuseIdentifier|customClass)=\"([^\"]*)\"") {
            for xib in project?.xibs ?? [] {
                guard let text = ProjectFolder.text(of: xib) else { continue }
                let range = NSRange(text.startIndex..., in: text)
                var names: Set<String> = []
                for match in attribute.matches(in: text, range: range) {
                    if let value = Range(match.range(at: 1), in: text) { names.insert(String(text[value])) }
                }
                for value in names { index[value, default: []].append(xib) }
            }
        }
        xibsByCellName = index
        return index[name] ?? []
    }

    private mutating func topLevelCells(_ xib: String) -> [IBNode] {
        if let known = parsed[xib] { return known }
        var found: [IBNode] = []
        if let text = ProjectFolder.text(of: xib), case .success(let document) = IBXMLReader.read(Data(text.utf8)) {
            found = (document.child("objects")?.children ?? []).filter {
                ["tableViewCell", "collectionViewCell"].contains($0.name)
            }
        }
        parsed[xib] = found
        return found
    }

    /// A path as diagnostics show it: relative to the project's root.
    private func display(_ path: String) -> String {
        let root = (project?.root.path ?? "") + "/"
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }

    /// A path as a command-line argument takes it: relative to the working directory when below it.
    private static func argument(_ path: String) -> String {
        let here = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(here) ? String(path.dropFirst(here.count)) : path
    }

    private mutating func note(_ element: IBNode, _ message: String, fix: String) {
        diagnostics.append(
            Diagnostic(
                file: file, line: element.line, column: element.column, severity: .note, message: message,
                keyPath: "", fix: fix))
    }

    /// Every table and collection view of the document, in file order.
    static func lists(in node: IBNode) -> [IBNode] {
        (["tableView", "collectionView"].contains(node.name) ? [node] : []) + node.children.flatMap { lists(in: $0) }
    }

    /// A cell's content view.
    private static func content(of cell: IBNode) -> IBNode? {
        cell.child("tableViewCellContentView", key: "contentView")
            ?? cell.child("collectionViewCellContentView", key: "contentView") ?? cell.child("view", key: "contentView")
    }

    /// List id → its owner: an element with a custom class (a controller, File's Owner, a custom
    /// view) whose outlet points at the list, or a table or collection view controller, whose own
    /// view the list is (reached as `tableView` / `collectionView`).
    static func owners(in node: IBNode) -> [String: Owner] {
        var found: [String: Owner] = [:]
        if let className = node["customClass"] {
            for outlet in node.child("connections")?.children(named: "outlet") ?? [] {
                if let destination = outlet["destination"], let property = outlet["property"] {
                    found[destination] = found[destination] ?? Owner(className: className, property: property)
                }
            }
            if let view = node.child("tableView", key: "view") ?? node.child("collectionView", key: "view"),
                let id = view["id"]
            {
                found[id] = found[id] ?? Owner(className: className, property: view.name)
            }
        }
        for child in node.children {
            found.merge(owners(in: child)) { first, _ in first }
        }
        return found
    }
}

/// A cell drawn on a canvas of another width than its table (a cell xib), laid out as Auto Layout
/// would at the table's width: views pinned to both the leading and trailing edges of the content
/// view grow or shrink with it, views pinned only to the trailing edge move with it, everything else
/// keeps its stored frame (no constraint solving beyond that).
enum CellStretch {
    /// Stretches the top-level views of `cell`'s content from its stored width to `width`.
    static func stretch(_ cell: inout MappedView, toWidth width: Double) {
        guard let stored = cell.source.child("rect", key: "frame")?.number("width"), stored > 0, stored != width else {
            return
        }
        let delta = width - stored
        let content =
            cell.source.child("tableViewCellContentView", key: "contentView")
            ?? cell.source.child("view", key: "contentView")
        let contentID = content?["id"]
        let constraints = (content?.child("constraints")?.children(named: "constraint") ?? [])
        for index in cell.children.indices {
            guard let id = cell.children[index].source["id"], var frame = cell.children[index].node.frame else {
                continue
            }
            let leading = pins(id, to: contentID, edge: ["leading", "left", "leadingMargin"], in: constraints)
            let trailing = pins(id, to: contentID, edge: ["trailing", "right", "trailingMargin"], in: constraints)
            if leading && trailing {
                frame.size.width = max(0, frame.size.width + delta)
            } else if trailing {
                frame.origin.x += delta
            }
            cell.children[index].node.frame = frame
        }
    }

    /// Whether a constraint ties `view`'s `edge` to the same edge of the content view.
    private static func pins(_ view: String, to content: String?, edge: Set<String>, in constraints: [IBNode]) -> Bool {
        constraints.contains { constraint in
            let first = constraint["firstItem"] ?? content
            let second = constraint["secondItem"] ?? content
            guard let a = constraint["firstAttribute"],
                let b = constraint["secondAttribute"] ?? constraint["firstAttribute"]
            else { return false }
            return edge.contains(a) && edge.contains(b)
                && ((first == view && second == content) || (first == content && second == view))
        }
    }
}
