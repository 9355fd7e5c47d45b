import SkeletonCompose
import SkeletonCore

/// `explain --json`: the report as stable JSON, keys in a fixed order (Docs/simulate-and-explain.md, "Why does it look
/// like that?", documents the shape).
extension ExplainReport {
    /// The whole report: layout, file, colours and one object per view shown.
    var json: DebugJSON {
        .object(
            [
                ("layout", .string(layout)),
                ("file", .string(file)),
                ("appearance", .string(scheme.rawValue)),
                (
                    "colors",
                    .object([
                        ("tint", .string(colors.tint.hexString)),
                        ("complement", .string(colors.tint.complementary.hexString)),
                        ("gradient", .array(colors.gradient.map { .string($0.hexString) })),
                    ])
                ),
                ("views", .array(shown.map(json))),
                ("layoutShift", .object([("score", .number(shift.score)), ("views", .array(shift.views.map(json)))])),
            ] + (edges.map { [("screenshot", json($0))] } ?? []))
    }

    /// The edge measurement against `--overlay`: each skeleton view's edges (no `edges` where the
    /// screenshot has no ink beneath it), then the screen's mean and largest (left out when no view
    /// was measured).
    func json(_ measurement: EdgeMeasurement) -> DebugJSON {
        let views = measurement.views.map { view -> DebugJSON in
            var members: [(key: String, value: DebugJSON)] = [("path", .string(view.path))]
            if let edges = view.edges, let offBy = view.offBy {
                members.append(
                    (
                        "edges",
                        .object([
                            ("top", .number(edges.top)), ("left", .number(edges.left)),
                            ("bottom", .number(edges.bottom)), ("right", .number(edges.right)),
                            ("offBy", .number(offBy)),
                        ])
                    ))
            }
            return .object(members)
        }
        var members: [(key: String, value: DebugJSON)] = [("views", .array(views))]
        if let mean = measurement.mean, let max = measurement.max {
            members += [("mean", .number(mean)), ("max", .number(max))]
        }
        members.append(("threshold", .number(EdgeMeasurement.threshold)))
        return .object(members)
    }

    /// One view's move between the skeleton and the content.
    func json(_ view: LayoutShift.ViewShift) -> DebugJSON {
        let rect = { (rect: Rect) in
            DebugJSON.array([rect.minX, rect.minY, rect.width, rect.height].map(DebugJSON.number))
        }
        var members: [(key: String, value: DebugJSON)] = [
            ("path", .string(view.path)), ("kind", .string(view.node.kind.rawValue)),
        ]
        if let id = view.node.id { members.append(("id", .string(id))) }
        members += [("skeleton", rect(view.skeleton)), ("content", rect(view.content)), ("score", .number(view.score))]
        return .object(members)
    }

    /// One view's decision.
    func json(_ decision: SkeletonDecision) -> DebugJSON {
        let node = decision.node
        let frame = decision.frame
        var members: [(key: String, value: DebugJSON)] = [
            ("path", .string(decision.path)),
            ("depth", .number(Double(decision.depth))),
            ("kind", .string(node.kind.rawValue)),
        ]
        if let id = node.id { members.append(("id", .string(id))) }
        if let location = DecisionWording.location(of: node) { members.append(("at", .string(location.description))) }
        members.append(
            ("frame", .array([frame.minX, frame.minY, frame.width, frame.height].map(DebugJSON.number))))
        members += reachMembers(decision.reach)
        members += outcomeMembers(decision.outcome)
        switch decision.hidden {
        case .no: members.append(("hiddenWhileActive", .string("no")))
        case .itself: members.append(("hiddenWhileActive", .string("itself")))
        case .onceShown: members.append(("hiddenWhileActive", .string("onceShown")))
        case .inside(let path):
            members.append(("hiddenWhileActive", .string("inside")))
            members.append(("hiddenInside", .string(path)))
        }
        return .object(members)
    }

    /// `reached`, and for a view not reached the path of the view that stopped the descent and why.
    func reachMembers(_ reach: DescentReach) -> [(key: String, value: DebugJSON)] {
        switch reach {
        case .root: [("reached", .bool(true)), ("reach", .string("root"))]
        case .parent: [("reached", .bool(true)), ("reach", .string("parent"))]
        case .stopped(let stopper, let stop):
            [
                ("reached", .bool(false)),
                ("reach", .string(stop == .notSkeletonable ? "notSkeletonable" : "notArranged")),
                ("stoppedBy", .string(stopper)),
            ]
        }
    }

    /// `outcome` and its details: `block`, `lines` or `list`.
    func outcomeMembers(_ outcome: SkeletonOutcome) -> [(key: String, value: DebugJSON)] {
        switch outcome {
        case .hiddenByUIKit: return [("outcome", .string("hiddenByUIKit"))]
        case .transparent: return [("outcome", .string("transparent"))]
        case .untouched: return [("outcome", .string("untouched"))]
        case .container: return [("outcome", .string("container"))]
        case .list(let list):
            return [
                ("outcome", .string("list")),
                (
                    "list",
                    .object([
                        (list.isTable ? "rows" : "items", .number(Double(list.count))),
                        ("explicit", .bool(list.isExplicit)),
                        ("extent", .number(list.extent)),
                        ("step", .number(list.step)),
                        ("stepKey", .string(list.stepKey)),
                        ("visibleCells", .number(Double(list.visibleCells))),
                        ("arithmetic", .string(DecisionWording.arithmetic(list))),
                    ])
                ),
            ]
        case .block(let block):
            let reason =
                switch block.reason {
                case .notText: "notText"
                case .singleLineAsView: "singleLineAsView"
                case .noLineFits: "noLineFits"
                }
            return [
                ("outcome", .string("block")),
                (
                    "block",
                    .object(
                        [
                            ("reason", .string(reason)),
                            ("size", .array([.number(block.size.width), .number(block.size.height)])),
                            ("cornerRadius", .number(block.cornerRadius)),
                            ("cornerRadiusFrom", .string(block.radiusFromView ? "view" : "appearance")),
                        ] + (block.clippedToRadius.map { [("clippedToRadius", DebugJSON.number($0))] } ?? []))
                ),
            ]
        case .lines(let lines): return [("outcome", .string("lines")), ("lines", linesJSON(lines))]
        }
    }

    /// A text leaf's line count, its source and the line geometry's inputs.
    func linesJSON(_ explanation: LinesExplanation) -> DebugJSON {
        let parameters = explanation.layout.parameters
        var members: [(key: String, value: DebugJSON)] = [("count", .number(Double(explanation.layout.lineCount)))]
        switch explanation.countReason {
        case .fixed(_, let fromSkeletonKey):
            members.append(("countFrom", .string(fromSkeletonKey ? "skeletonTextNumberOfLines" : "numberOfLines")))
        case .fillsHeight(let height, let padding):
            members += [
                ("countFrom", .string("fillsHeight")), ("height", .number(height)), ("padding", .number(padding)),
            ]
        case .createdBefore:
            members.append(("countFrom", .string("createdBefore")))
        }
        let (rule, fromView) =
            switch explanation.heightSource {
            case .fixed(let fromView): ("fixed", fromView)
            case .relativeToFont(let fromView): ("relativeToFont", fromView)
            case .relativeToConstraints(let fromView): ("relativeToConstraints", fromView)
            case .multilineHeightFallback(let fromView): ("multilineHeight", fromView)
            }
        members += [
            ("lineHeight", .number(parameters.lineHeight)),
            ("lineHeightRule", .string(rule)),
            ("lineHeightFrom", .string(fromView ? "view" : "appearance")),
            ("spacing", .number(parameters.spacing)),
            ("spacingFrom", .string(explanation.spacingFromView ? "view" : "appearance")),
            ("lastLineFillPercent", .number(parameters.fillPercent)),
            ("lastLineFillPercentFrom", .string(explanation.fillFromView ? "view" : "appearance")),
            ("cornerRadius", .number(parameters.cornerRadius)),
            ("cornerRadiusFrom", .string(explanation.radiusFromView ? "view" : "appearance")),
        ]
        if let grown = explanation.grownTo { members.append(("grownTo", .number(grown))) }
        return .object(members)
    }
}
