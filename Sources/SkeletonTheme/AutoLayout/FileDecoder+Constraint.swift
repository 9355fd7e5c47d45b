import SkeletonCore
import SkeletonDocument

extension FileDecoder {
    /// One constraint object of a view's `constraints`, its items resolved in the view's system;
    /// nil (with located errors) when any part is wrong.
    func constraint(_ node: JSONNode, _ path: ValuePath, holder: ConstraintScope.Site, scope: ConstraintScope)
        -> LayoutConstraint?
    {
        guard let object = object(node, path, what: "a constraint", keys: AutoLayoutKeys.constraintKeys) else {
            return nil
        }
        let names = ConstraintNames(scope: scope, system: holder.system, holder: holder, layouts: layoutIDs)
        guard let firstNode = object["first"] else {
            error(
                "a constraint needs its `first` item and attribute", at: node.offset, path,
                fix: #"write {"first": "leading", "second": "superview", "constant": 16}"#)
            return nil
        }
        let first = firstNode.value == .null ? nil : anchor(firstNode, path.key("first"), names, firstOf: nil)
        let second = object["second"].flatMap { anchor($0, path.key("second"), names, firstOf: first) }
        let relation = object.read("relation", relation)
        let multiplier = object.read("multiplier") { number($0, $1, in: -Self.maxLength...Self.maxLength) }
        let constant = object.read("constant") { number($0, $1, in: -Self.maxLength...Self.maxLength) }
        let priority = object.read("priority", priority)
        let identifier = object.read("id") { string($0, $1) }
        let installed = object.read("installed", bool)
        let variations = object.read("sizeClasses") {
            sizeClassVariations($0, $1, keys: Self.constraintSizeClassKeys)
        }
        let parts: [(String, Bool)] = [
            ("second", second != nil), ("relation", relation != nil), ("multiplier", multiplier != nil),
            ("constant", constant != nil), ("priority", priority != nil), ("id", identifier != nil),
            ("installed", installed != nil), ("sizeClasses", variations != nil),
        ]
        guard let first, parts.allSatisfy({ !object.has($0.0) || $0.1 }) else { return nil }
        let (line, column) = file.location(of: node.offset)
        var made = LayoutConstraint(
            first.item, first.attribute, relation ?? .equal, second?.item, second?.attribute,
            multiplier: multiplier ?? 1, constant: constant ?? 0, priority: priority ?? .required,
            identifier: identifier ?? "", location: SourceLocation(file: file.path, line: line, column: column))
        made.isInstalled = installed ?? true
        made.sizeClassVariations = variations ?? []
        if let problem = made.shapeProblem {
            error(
                "the constraint \(problem)", at: node.offset, path,
                fix: "relate a width or height to a size (or to nothing, with a `constant`), and a position to a "
                    + "position on the same axis of a `second` item, with a multiplier other than 0")
            return nil
        }
        return made
    }

    /// `"="`, `"<="` or `">="`.
    private func relation(_ node: JSONNode, _ path: ValuePath) -> LayoutRelation? {
        let texts = AutoLayoutKeys.relations.map(\.text)
        guard let word = string(node, path, what: "one of \"=\", \"<=\", \">=\"") else { return nil }
        if let known = AutoLayoutKeys.relations.first(where: { $0.text == word }) { return known.relation }
        // `=>` and `=<` are the usual slips: the same two characters the other way round.
        let reversed = String(word.reversed())
        error(
            "unknown relation `\(word)`", at: node.offset, path,
            fix: texts.contains(reversed)
                ? "did you mean `\(reversed)`?" : Suggestions.fix(for: word, in: texts, noun: "relations"))
        return nil
    }

    /// A `first` or `second` text as an item and attribute; `firstOf` is the first side, whose
    /// attribute a lone second item takes and whose view's superview `superview` names there.
    private func anchor(
        _ node: JSONNode, _ path: ValuePath, _ names: ConstraintNames,
        firstOf first: (item: LayoutItem, attribute: LayoutAttribute)?
    ) -> (item: LayoutItem, attribute: LayoutAttribute)? {
        guard let text = string(node, path, what: "a string such as \"card.leading\"") else { return nil }
        let isFirst = path.description.hasSuffix("first")
        let (itemText, attributeText) = AnchorText.split(text, isFirst: isFirst, isID: names.isID)
        var attribute: LayoutAttribute?
        if let attributeText {
            attribute = LayoutAttribute(interfaceBuilderName: attributeText)
            if attribute == nil {
                let isGuide = itemText.map { AnchorText.isItem($0 + "." + attributeText, isID: names.isID) } ?? false
                error(
                    isGuide
                        ? "`\(text)` names a guide but no attribute"
                        : "unknown attribute `\(attributeText)` in `\(text)`",
                    at: node.offset, path,
                    fix: isGuide
                        ? "write `\(text).top` (or another attribute)"
                        : Suggestions.fix(for: attributeText, in: AnchorText.attributeNames, noun: "attributes"))
                return nil
            }
        } else if isFirst {
            // A lone word that is neither an attribute nor a view is most likely a misspelt attribute.
            guard let itemText, AnchorText.isItem(itemText, isID: names.isID) else {
                error(
                    "unknown attribute `\(text)`", at: node.offset, path,
                    fix: Suggestions.fix(for: text, in: AnchorText.attributeNames, noun: "attributes"))
                return nil
            }
            error(
                "`\(text)` names a view but no attribute", at: node.offset, path,
                fix: "write `\(text).leading` (or another attribute), or just `leading` for this view")
            return nil
        } else {
            attribute = first?.attribute
        }
        let superviewOf = first.map { names.superview(of: $0.item.viewID) } ?? names.holder.superview
        switch names.item(itemText, superview: superviewOf) {
        case .success(let item): return attribute.map { (item, $0) }
        case .failure(let problem):
            error(problem.message, at: node.offset, path, fix: problem.fix)
            return nil
        }
    }
}
