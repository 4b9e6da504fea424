import Foundation

/// A view that animates its content through a sequence of phases (SwiftUI's `PhaseAnimator`, iOS 17).
///
/// On iOS the content starts in the first phase and, on each change of `trigger` (or, without a
/// trigger, continuously), animates through the others and back to the first. A still shows the
/// content in the first phase: what iOS shows at rest, before the trigger changes and at the start of a
/// continuous cycle. An empty sequence of phases traps, as on iOS.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let firstPhase: Phase
    let content: (Phase) -> Content

    /// Cycles through `phases` each time `trigger` changes, animating each step with `animation(phase)`.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.init(phases, content: content, animation: animation)
    }

    /// Cycles through `phases` continuously, animating each step with `animation(phase)`.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        guard let first = phases.first(where: { _ in true }) else { preconditionFailure("PhaseAnimator needs at least one phase") }
        firstPhase = first
        self.content = content
    }

    public var body: Content { content(firstPhase) }
}

/// The view a modifier's content closure receives for the view it modifies (SwiftUI's
/// `PlaceholderContentView`): `phaseAnimator` and `keyframeAnimator` pass it to their content, which
/// draws it with effects applied.
nonisolated public struct PlaceholderContentView<Value: View>: View {
    let content: Value
    public var body: Value { content }
}

nonisolated extension View {
    /// Cycles the view through `phases` each time `trigger` changes (SwiftUI's `phaseAnimator(_:trigger:content:animation:)`).
    /// A still draws `content` with the first phase (`PhaseAnimator`).
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        PhaseAnimator(phases, trigger: trigger, content: { phase in content(PlaceholderContentView(content: self), phase) }, animation: animation)
    }

    /// Cycles the view through `phases` continuously (SwiftUI's `phaseAnimator(_:content:animation:)`).
    /// A still draws `content` with the first phase (`PhaseAnimator`).
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        PhaseAnimator(phases, content: { phase in content(PlaceholderContentView(content: self), phase) }, animation: animation)
    }
}
