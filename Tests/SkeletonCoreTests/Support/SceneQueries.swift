import SkeletonCore
import TestSupport

/// The scene SkeletonView's rules give a layout.
func scene(
    _ spec: LayoutSpec, mode: ThemeMode = .skeletonView, appearance: SkeletonAppearance = .default,
    metrics: FakeTextMetrics = FakeTextMetrics(), scheme: ColorScheme = .light
) -> SkeletonScene {
    SkeletonScene(
        root: placed(spec, appearance: appearance, metrics: metrics), mode: mode, appearance: appearance,
        metrics: metrics, scheme: scheme)
}

/// The visibility of every skeleton shape of a scene.
func skeletonVisibilities(_ scene: SkeletonScene) -> [SceneVisibility] {
    scene.elements.compactMap { element in
        if case .skeleton(_, let visibility) = element { return visibility }
        return nil
    }
}

/// The template shapes (placeholders and shimmers) of a scene.
func templateShapes(_ scene: SkeletonScene) -> [TemplateShape] {
    scene.elements.compactMap { element in
        if case .template(let shape, _) = element { return shape }
        return nil
    }
}

/// The clips a scene pushes, with their visibility.
func clips(_ scene: SkeletonScene) -> [Rect] {
    scene.elements.compactMap { element in
        if case .pushClip(let rect, _, _) = element { return rect }
        return nil
    }
}
